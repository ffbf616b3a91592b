// Overlays, media and list components.
export * from './ConfirmDialog';
export * from './Dialog';
export * from './Drawer';
export * from './Menu';
export * from './Overlay';
export * from './Popover';
export * from './Tooltip';
