export * from './components/Button';
export * from './theme';
