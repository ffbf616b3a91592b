// Voice pickers and creation center widgets (the dubbing studio composes them).
export * from './studio/VoicePicker';
