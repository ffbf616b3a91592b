// Overlays, media and list components.
export * from './AudioPlayButton';
export * from './Carousel';
export * from './ConfirmDialog';
export * from './CopyButton';
export * from './Dialog';
export * from './Drawer';
export * from './InfiniteList';
export * from './Menu';
export * from './Overlay';
export * from './Popover';
export * from './QRCode';
export * from './Toast';
export * from './Tooltip';
export * from './Upload';
