// The dubbing studio, the widgets it composes (usable on their own) and the creation center.
export * from './CreationCenter';
export * from './DubbingStudio';
export { type StudioScript, type StudioStart, stashStudioScript, useOpenInStudio } from './handoff';
export * from './MultiVoicePicker';
export * from './StudioToolbar';
export * from './VoicePicker';
