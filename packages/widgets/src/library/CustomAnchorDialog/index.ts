export {
  CUSTOM_ANCHOR_LIMITS,
  type CustomAnchorErrors,
  type CustomAnchorForm,
  validateCustomAnchor,
} from './customAnchorForm';
export { type UseCustomAnchorOptions, useCustomAnchor } from './useCustomAnchor';
export { CustomAnchorDialog, type CustomAnchorDialogProps } from './View';
