// Dubbing studio, voice pickers and creation center widgets.
export {};
