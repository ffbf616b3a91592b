// Form controls, display and feedback components.
export * from './Button';
export * from './IconButton';
export * from './Input';
export * from './PasswordInput';
export * from './Textarea';
