export {
  AiToolsLayout,
  type AiToolsLayoutProps,
  AiToolsLayoutView,
  type AiToolsLayoutViewProps,
} from './AiToolsLayout';
export {
  type AiToolsLayoutState,
  type ToolMenuItem,
  type UseAiToolsLayoutOptions,
  useAiToolsLayout,
} from './useAiToolsLayout';
