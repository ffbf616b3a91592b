export { StudioToolbar } from './StudioToolbar';
export type { BgmDraft } from './studioToolbar';
export { type StudioToolbarProps, useStudioToolbar } from './useStudioToolbar';
