export {
  InspirationCenter,
  type InspirationCenterProps,
  InspirationCenterView,
  type InspirationCenterViewProps,
  TemplateIcon,
  TemplateLabel,
} from './InspirationCenter';
// The colour helpers stay inside (generic names); the label rule is public.
export { LABEL_MIN_CONTRAST, type LabelColors, readableLabelColors } from './labelColors';
export { type InspirationCenterState, useInspirationCenter } from './useInspirationCenter';
