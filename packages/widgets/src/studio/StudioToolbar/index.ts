export type { BgmDraft } from './studioToolbar';
export { type StudioToolbarProps, useStudioToolbar } from './useStudioToolbar';
export { StudioToolbar } from './View';
