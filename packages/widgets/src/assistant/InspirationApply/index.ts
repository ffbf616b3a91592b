export {
  InspirationApply,
  type InspirationApplyProps,
  InspirationApplyView,
  type InspirationApplyViewProps,
} from './InspirationApply';
export {
  type InspirationApplyState,
  type TemplateApplyStream,
  type UseInspirationApplyOptions,
  useInspirationApply,
} from './useInspirationApply';
