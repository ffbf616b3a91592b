// Form controls, display and feedback components.

export * from './Avatar';
export * from './Badge';
export * from './Button';
export * from './Card';
export * from './Checkbox';
export * from './CountdownButton';
export * from './Empty';
export * from './Field';
export * from './IconButton';
export * from './Input';
export * from './Pagination';
export * from './PasswordInput';
export * from './Progress';
export * from './RadioGroup';
export * from './SearchInput';
export * from './Select';
export * from './Skeleton';
export * from './Slider';
export * from './Spinner';
export * from './Switch';
export * from './Tabs';
export * from './Tag';
export * from './TagFilterRow';
export * from './Textarea';
