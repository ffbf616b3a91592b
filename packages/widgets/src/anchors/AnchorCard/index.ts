export { AnchorCard, type AnchorCardProps } from './AnchorCard';
export { type AnchorCardModel, anchorCard } from './anchorCardRules';
export { type UseAnchorCardOptions, useAnchorCard } from './useAnchorCard';
