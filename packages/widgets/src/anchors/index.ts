// Anchors: the library, its cards, the detail dialog and the user's custom anchors.

export type { AnchorCardProps, AnchorCardState, AnchorCardViewProps, UseAnchorCardOptions } from './AnchorCard';
export { AnchorCard, AnchorCardView, useAnchorCard } from './AnchorCard';
export type {
  AnchorDetailDialogProps,
  AnchorDetailDialogViewProps,
  AnchorDetailState,
  UseAnchorDetailOptions,
} from './AnchorDetailDialog';
export { AnchorDetailDialog, AnchorDetailDialogView, useAnchorDetail } from './AnchorDetailDialog';
export type {
  AnchorLibraryProps,
  AnchorLibraryQuery,
  AnchorLibraryState,
  AnchorLibraryViewProps,
  UseAnchorLibraryOptions,
} from './AnchorLibrary';
export { AnchorLibrary, AnchorLibraryView, useAnchorLibrary } from './AnchorLibrary';
export type {
  CustomAnchorDialogProps,
  CustomAnchorDialogViewProps,
  CustomAnchorState,
  UseCustomAnchorOptions,
} from './CustomAnchorDialog';
export { CustomAnchorDialog, CustomAnchorDialogView, useCustomAnchor } from './CustomAnchorDialog';
export { type LibraryCopy, useLibraryMessages } from './copy';
