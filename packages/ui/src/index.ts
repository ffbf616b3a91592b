// The UI kit's one entry, as an explicit list: a name leaves the package only when added here.

// Overlays, media and list components.
export {
  type AudioCoordinator,
  AudioCoordinatorProvider,
  type AudioCoordinatorProviderProps,
  AudioPlayButton,
  type AudioPlayButtonProps,
  type AudioPlayerState,
  createAudioCoordinator,
  type UseAudioPlayerOptions,
  useAudioCoordinator,
  useAudioPlayer,
} from './components/AudioPlayButton';
// Form controls, display and feedback components.
export {
  Avatar,
  type AvatarProps,
  useAvatar,
} from './components/Avatar';
export {
  Badge,
  type BadgeProps,
  type BadgeVariant,
} from './components/Badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type UseButtonOptions,
  useButton,
} from './components/Button';
export {
  Card,
  type CardProps,
} from './components/Card';
export {
  Carousel,
  type CarouselProps,
  type UseCarouselOptions,
  useCarousel,
  usePrefersReducedMotion,
} from './components/Carousel';
export {
  Checkbox,
  type CheckboxProps,
  type UseCheckboxOptions,
  useCheckbox,
} from './components/Checkbox';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type UseConfirmDialogOptions,
  useConfirmDialog,
} from './components/ConfirmDialog';
export {
  CopyButton,
  type CopyButtonProps,
  type CopyMessages,
  type CopyMethod,
  type CopyResult,
  copyText,
  type UseCopyButtonOptions,
  useCopyButton,
} from './components/CopyButton';
export {
  CountdownButton,
  type CountdownButtonProps,
  type UseCountdownButtonOptions,
  useCountdownButton,
} from './components/CountdownButton';
export {
  Dialog,
  type DialogProps,
  type ModalContentProps,
  type UseDialogOptions,
  useDialog,
} from './components/Dialog';
export {
  Drawer,
  type DrawerPlacement,
  type DrawerProps,
} from './components/Drawer';
export {
  Empty,
  type EmptyProps,
} from './components/Empty';
export {
  Field,
  type FieldParts,
  type FieldProps,
  type UseFieldOptions,
  useField,
} from './components/Field';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './components/IconButton';
export {
  InfiniteList,
  type InfiniteListProps,
  type UseInfiniteListOptions,
  useInfiniteList,
} from './components/InfiniteList';
export {
  Input,
  type InputProps,
  type InputSize,
} from './components/Input';
export {
  Menu,
  type MenuItem,
  type MenuProps,
  type UseMenuOptions,
  useMenu,
} from './components/Menu';
export {
  enableShadowDomSupport,
  Portal,
  PortalContainerProvider,
  type PortalContainerProviderProps,
  type PortalProps,
  type UseInteractOutsideOptions,
  useInteractOutside,
  usePortalContainer,
  useScrollLock,
} from './components/Overlay';
export {
  type PageItem,
  Pagination,
  type PaginationProps,
  paginationItems,
  type UsePaginationOptions,
  usePagination,
} from './components/Pagination';
export {
  PasswordInput,
  type PasswordInputProps,
} from './components/PasswordInput';
export {
  Popover,
  type PopoverProps,
  type UsePopoverOptions,
  usePopover,
} from './components/Popover';
export {
  Progress,
  type ProgressProps,
  type UseProgressOptions,
  useProgress,
} from './components/Progress';
export {
  loadQRPath,
  modulesPath,
  QRCode,
  type QRCodeProps,
  type QRCodeStatus,
  type QRErrorLevel,
  type QRPath,
  useQRPath,
} from './components/QRCode';
export {
  type ChoiceOption,
  type OptionKey,
  RadioGroup,
  type RadioGroupProps,
  type UseRadioGroupOptions,
  useRadioGroup,
} from './components/RadioGroup';
export {
  SearchInput,
  type SearchInputProps,
  type UseSearchInputOptions,
  useSearchInput,
} from './components/SearchInput';
export {
  Select,
  type SelectProps,
  type UseSelectOptions,
  useSelect,
} from './components/Select';
export {
  Skeleton,
  type SkeletonProps,
} from './components/Skeleton';
export {
  Slider,
  type SliderProps,
  snap,
  type UseSliderOptions,
  useSlider,
} from './components/Slider';
export {
  Spinner,
  type SpinnerProps,
} from './components/Spinner';
export {
  Switch,
  type SwitchProps,
  type UseSwitchOptions,
  useSwitch,
} from './components/Switch';
export {
  type TabItem,
  Tabs,
  type TabsProps,
  type UseTabsOptions,
  useTabs,
} from './components/Tabs';
export {
  Tag,
  type TagProps,
  type TagTone,
} from './components/Tag';
export {
  TagFilterRow,
  type TagFilterRowProps,
} from './components/TagFilterRow';
export {
  Textarea,
  type TextareaProps,
  type UseTextareaOptions,
  useTextarea,
} from './components/Textarea';
export {
  createToaster,
  type Toaster,
  type ToasterOptions,
  ToastHost,
  type ToastHostProps,
  type ToastItem,
  type ToastKind,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  useOptionalToast,
  useToast,
  useToastTimer,
} from './components/Toast';
export {
  createTooltipGroup,
  Tooltip,
  TooltipGroup,
  type TooltipGroupProps,
  type TooltipGroupState,
  type TooltipProps,
  type UseTooltipOptions,
  useTooltip,
} from './components/Tooltip';
export {
  type FileRules,
  Upload,
  type UploadMessages,
  type UploadProps,
  type UploadRejection,
  type UseUploadOptions,
  useUpload,
  validateFile,
  validateSelection,
} from './components/Upload';

export { FINE_POINTER, useMediaQuery } from './hooks/useMediaQuery';

// The theme contract, themes and provider.
export {
  breakpoints,
  createDubKitTheme,
  type DubKitTheme,
  type DubKitThemeOverrides,
  DubKitThemeProvider,
  type DubKitThemeProviderProps,
  darkTheme,
  defaultTheme,
  media,
  ROOT_ATTRIBUTE,
  siblingTheme,
  type ThemeOptions,
  themeToCss,
  useThemeScope,
  vars,
} from './theme';
