export { type AnchorCardModel, type AnchorLevel, anchorCard, type RecommendBadge } from './anchorCard';
export { type UseAnchorCardOptions, useAnchorCard } from './useAnchorCard';
export { AnchorCard, type AnchorCardProps } from './View';
