export {
  CustomAnchorDialog,
  type CustomAnchorDialogProps,
  CustomAnchorDialogView,
  type CustomAnchorDialogViewProps,
} from './CustomAnchorDialog';
export {
  CUSTOM_ANCHOR_LIMITS,
  type CustomAnchorErrors,
  type CustomAnchorForm,
  validateCustomAnchor,
} from './customAnchorForm';
export { type CustomAnchorState, type UseCustomAnchorOptions, useCustomAnchor } from './useCustomAnchor';
