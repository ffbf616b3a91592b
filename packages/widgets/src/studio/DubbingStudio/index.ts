export { createAuditionSink, createMediaSourceSink, createWebAudioSink } from './audioSink';
export { DubbingStudio, type DubbingStudioProps } from './DubbingStudio';
export { defaultSettings, NO_BACKGROUND_MUSIC, type SynthesisSettings } from './settings';
export { type CreationQuery, creationQuery, withCreationQuery } from './studio';
export {
  type DubbingStudioState,
  type StudioStatus,
  type UseDubbingStudioOptions,
  useDubbingStudio,
} from './useDubbingStudio';
