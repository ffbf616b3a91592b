export * from './components/controls';
export * from './components/overlays';
export * from './theme';
