export { useVideoExtract, type VideoExtractState } from './useVideoExtract';
export { VideoExtract, type VideoExtractProps, VideoExtractView, type VideoExtractViewProps } from './VideoExtract';
export {
  parsedUrlHint,
  shareUrlToParse,
  type VideoExtractErrors,
  type VideoExtractInput,
  type VideoExtractMessages,
  videoExtractErrors,
  videoSize,
} from './videoExtractRules';
export {
  type CaptchaStatus,
  createVideoExtractStore,
  type VideoExtractSnapshot,
  type VideoExtractStore,
} from './videoExtractStore';
