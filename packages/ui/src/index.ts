export * from './components/controls';
export * from './components/overlays';
export { FINE_POINTER, useMediaQuery } from './hooks/useMediaQuery';
export * from './theme';
