export { CustomAnchorDialog, type CustomAnchorDialogProps } from './CustomAnchorDialog';
export {
  CUSTOM_ANCHOR_LIMITS,
  type CustomAnchorErrors,
  type CustomAnchorForm,
  validateCustomAnchor,
} from './customAnchorForm';
export { type UseCustomAnchorOptions, useCustomAnchor } from './useCustomAnchor';
