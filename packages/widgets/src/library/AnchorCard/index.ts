export { type AnchorCardModel, anchorCard } from './anchorCard';
export { type UseAnchorCardOptions, useAnchorCard } from './useAnchorCard';
export { AnchorCard, type AnchorCardProps } from './View';
