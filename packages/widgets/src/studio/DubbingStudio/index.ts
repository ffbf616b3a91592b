export { createAuditionSink, createMediaSourceSink, createWebAudioSink } from './audioSink';
export {
  DubbingStudio,
  type DubbingStudioProps,
  DubbingStudioView,
  type DubbingStudioViewProps,
} from './DubbingStudio';
export { defaultSettings, NO_BACKGROUND_MUSIC, type SynthesisSettings } from './settings';
export { type CreationQuery, creationQuery, withCreationQuery } from './studioRules';
export {
  createStudioStore,
  DEFAULT_STUDIO_PATHS,
  type StudioDialog,
  type StudioPaths,
  type StudioSnapshot,
  type StudioStatus,
  type StudioStore,
  type StudioStoreOptions,
  studioPaths,
} from './studioStore';
export { type DubbingStudioState, type UseDubbingStudioOptions, useDubbingStudio } from './useDubbingStudio';
