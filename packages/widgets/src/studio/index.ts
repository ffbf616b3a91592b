// The dubbing studio, the widgets it composes (usable on their own) and the creation center.

export type {
  CenterTab,
  CreationCenterProps,
  CreationCenterState,
  CreationCenterViewProps,
  UseCreationCenterOptions,
} from './CreationCenter';
export { CreationCenter, CreationCenterView, tabFromParam, useCreationCenter } from './CreationCenter';
export { type StudioCopy, useStudioMessages } from './copy';
export type {
  CreationQuery,
  DubbingStudioProps,
  DubbingStudioState,
  DubbingStudioViewProps,
  UseDubbingStudioOptions,
} from './DubbingStudio';
export { creationQuery, DubbingStudio, DubbingStudioView, useDubbingStudio, withCreationQuery } from './DubbingStudio';
export type { StudioScript, StudioStart } from './handoff';
export { stashStudioScript, useOpenInStudio } from './handoff';
export type {
  MultiVoicePickerProps,
  MultiVoicePickerState,
  MultiVoicePickerViewProps,
  MultiVoiceTab,
  UseMultiVoicePickerOptions,
  VoicePick,
} from './MultiVoicePicker';
export { MultiVoicePicker, MultiVoicePickerView, useMultiVoicePicker } from './MultiVoicePicker';
export type {
  SentenceListProps,
  SentenceListState,
  SentenceListViewProps,
  SentenceRow,
  TakesVoice,
  UseSentenceListOptions,
} from './SentenceList';
export { SentenceList, SentenceListView, sentenceRows, useSentenceList } from './SentenceList';
export type { StudioToolbarProps, StudioToolbarState, StudioToolbarViewProps } from './StudioToolbar';
export { StudioToolbar, StudioToolbarView, useStudioToolbar } from './StudioToolbar';
export type {
  UseVoicePickerOptions,
  VoiceChoice,
  VoicePickerProps,
  VoicePickerState,
  VoicePickerTab,
  VoicePickerViewProps,
} from './VoicePicker';
export { useVoicePicker, VoicePicker, VoicePickerView } from './VoicePicker';
