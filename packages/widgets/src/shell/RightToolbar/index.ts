export { RightToolbar, type RightToolbarProps } from './RightToolbar';
export { useRightToolbar } from './useRightToolbar';
