export {
  InspirationApply,
  type InspirationApplyProps,
  InspirationApplyView,
  type InspirationApplyViewProps,
} from './InspirationApply';
export {
  INSPIRATION_DEVELOPMENT_SIGNATURE_KEY,
  type InspirationApplyState,
  type TemplateApplyStream,
  type UseInspirationApplyOptions,
  useInspirationApply,
} from './useInspirationApply';
