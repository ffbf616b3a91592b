export * from './components/controls';
export * from './components/overlays';
export { useMediaQuery } from './hooks/useMediaQuery';
export * from './theme';
