// Only the lazily loading entry point: the tabs, their hooks and views load with the page (AsrTool-*.js).
export type { AsrToolProps } from './AsrTool';
export { AsrTool } from './LazyAsrTool';
export type { AsrTab, UseAsrToolOptions } from './useAsrTool';
