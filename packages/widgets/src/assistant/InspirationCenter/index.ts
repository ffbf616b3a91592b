export {
  InspirationCenter,
  type InspirationCenterProps,
  InspirationCenterView,
  type InspirationCenterViewProps,
  TemplateIcon,
  TemplateLabel,
} from './InspirationCenter';
export {
  contrastRatio,
  iconSource,
  isImageIcon,
  LABEL_MIN_CONTRAST,
  type LabelColors,
  parseColor,
  readableLabelColors,
} from './labelColors';
export { type InspirationCenterState, useInspirationCenter } from './useInspirationCenter';
