// The dubbing studio, the widgets it composes (usable on their own) and the creation center.
export * from './studio/CreationCenter';
export * from './studio/DubbingStudio';
export * from './studio/MultiVoicePicker';
export * from './studio/StudioToolbar';
export * from './studio/VoicePicker';
