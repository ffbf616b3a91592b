export { Popover, type PopoverProps } from './Popover';
export { type UsePopoverOptions, usePopover } from './usePopover';
