// Form controls, display and feedback components.
export * from './Button';
export * from './Checkbox';
export * from './IconButton';
export * from './Input';
export * from './Pagination';
export * from './PasswordInput';
export * from './RadioGroup';
export * from './SearchInput';
export * from './Select';
export * from './Slider';
export * from './Switch';
export * from './Tabs';
export * from './TagFilterRow';
export * from './Textarea';
