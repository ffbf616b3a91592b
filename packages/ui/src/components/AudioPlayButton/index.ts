export { AudioPlayButton, type AudioPlayButtonProps } from './AudioPlayButton';
export {
  type AudioCoordinator,
  AudioCoordinatorProvider,
  type AudioCoordinatorProviderProps,
  createAudioCoordinator,
  useAudioCoordinator,
} from './audioCoordinator';
export { type AudioPlayerState, type UseAudioPlayerOptions, useAudioPlayer } from './useAudioPlayer';
