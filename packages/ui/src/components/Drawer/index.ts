export { Drawer, type DrawerPlacement, type DrawerProps } from './Drawer';
