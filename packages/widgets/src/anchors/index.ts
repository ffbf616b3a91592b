// Anchors: the library, its cards, the detail dialog and the user's custom anchors.
export * from './AnchorCard';
export * from './AnchorDetailDialog';
export * from './AnchorLibrary';
export * from './CustomAnchorDialog';
