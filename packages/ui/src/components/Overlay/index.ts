export { Portal, type PortalProps } from './Portal';
export { useScrollLock } from './useScrollLock';
