// Voice pickers and creation center widgets (the dubbing studio composes them).
export * from './studio/CreationCenter';
export * from './studio/MultiVoicePicker';
export * from './studio/StudioToolbar';
export * from './studio/VoicePicker';
