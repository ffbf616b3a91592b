export { Portal, type PortalProps } from './Portal';
export {
  enableShadowDomSupport,
  PortalContainerProvider,
  type PortalContainerProviderProps,
  usePortalContainer,
} from './PortalContainer';
export { type UseInteractOutsideOptions, useInteractOutside } from './useInteractOutside';
export { useScrollLock } from './useScrollLock';
