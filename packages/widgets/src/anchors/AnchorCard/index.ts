export { AnchorCard, type AnchorCardProps } from './AnchorCard';
export { type AnchorCardModel, anchorCard } from './anchorCard';
export { type UseAnchorCardOptions, useAnchorCard } from './useAnchorCard';
