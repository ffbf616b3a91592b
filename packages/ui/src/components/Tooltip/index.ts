export { Tooltip, type TooltipProps } from './Tooltip';
export { createTooltipGroup, TooltipGroup, type TooltipGroupProps, type TooltipGroupState } from './TooltipGroup';
export { type UseTooltipOptions, useTooltip } from './useTooltip';
