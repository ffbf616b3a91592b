export { StudioToolbar, StudioToolbarView, type StudioToolbarViewProps } from './StudioToolbar';
export type { BgmDraft } from './studioToolbarRules';
export { type StudioToolbarProps, type StudioToolbarState, useStudioToolbar } from './useStudioToolbar';
