export { Menu, type MenuProps } from './Menu';
export { type MenuItem, type UseMenuOptions, useMenu } from './useMenu';
