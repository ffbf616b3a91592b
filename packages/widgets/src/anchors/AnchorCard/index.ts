export { AnchorCard, type AnchorCardProps, AnchorCardView, type AnchorCardViewProps } from './AnchorCard';
export { type AnchorCardModel, anchorCard } from './anchorCardRules';
export { type AnchorCardState, type UseAnchorCardOptions, useAnchorCard } from './useAnchorCard';
