// Form controls, display and feedback components.
export * from './Button';
