export { Portal, type PortalProps } from './Portal';
export { type UseInteractOutsideOptions, useInteractOutside } from './useInteractOutside';
export { useScrollLock } from './useScrollLock';
