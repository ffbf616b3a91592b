export { RightToolbar, type RightToolbarProps, RightToolbarView, type RightToolbarViewProps } from './RightToolbar';
export { useRightToolbar } from './useRightToolbar';
