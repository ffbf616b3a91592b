// Overlays, media and list components.
export {};
