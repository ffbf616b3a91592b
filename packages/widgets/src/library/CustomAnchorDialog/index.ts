export {
  COMMENT_MAX_LENGTH,
  type CustomAnchorErrors,
  type CustomAnchorForm,
  formOf,
  NAME_MAX_LENGTH,
  PITCH_RANGE,
  SPEED_RANGE,
  TEXT_MAX_LENGTH,
  updateBody,
  VOLUME_RANGE,
  validateCustomAnchor,
} from './customAnchorForm';
export { type UseCustomAnchorOptions, useCustomAnchor } from './useCustomAnchor';
export { CustomAnchorDialog, type CustomAnchorDialogProps } from './View';
