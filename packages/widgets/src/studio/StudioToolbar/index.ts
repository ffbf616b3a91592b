export { StudioToolbar } from './StudioToolbar';
export type { BgmDraft } from './studioToolbarRules';
export { type StudioToolbarProps, useStudioToolbar } from './useStudioToolbar';
