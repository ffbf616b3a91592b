// The speech pipeline: engines, audio assembly, synthesis plans and the markup front-end.

export type { WorkerPoolStats } from '../workers/pool';
export {
  activeRms,
  applyFades,
  type BackgroundMusic,
  concat,
  limitPeaks,
  loopSpan,
  loopTo,
  mixBackgroundMusic,
  mixInto,
  normalizeLoudness,
  resample,
  silence,
  trimSilence,
} from './assembly';
export { type AzureSpeechConfig, azureSpeechConfigFromEnv, azureSsml, createAzureSpeechEngine } from './azure/azure';
export {
  DUCK_ATTACK_MS,
  DUCK_HOLD_MS,
  DUCK_RELEASE_MS,
  MUSIC_IN_PAUSES_LU,
  MUSIC_UNDER_SPEECH_LU,
} from './ducking';
export type { SpeechEngine, SpeechSegment, SynthesizeOptions, VoiceSettings } from './engine';
export { SpeechError, type SpeechErrorCode } from './errors';
export { createEspeakEngine, type EspeakEngine, type EspeakEngineOptions } from './espeak/espeak-engine';
export type { SpeakResult } from './espeak/speech-worker';
export { type FrontendOptions, planFromDocument, planSentences } from './frontend';
export {
  createLoudnessMeter,
  createTruePeakMeter,
  gatedLoudness,
  integratedLoudness,
  type LoudnessMeter,
  truePeak,
} from './loudness';
export { createMp3Stream, encodeMp3, type Mp3Info, type Mp3Stream, mp3Info } from './mp3';
export { durationMs, levelDb, type Pcm, peak, rms, samplesForMs } from './pcm';
export {
  type AssetLibrary,
  type ExecuteOptions,
  executePlan,
  type ItemTiming,
  type MusicSettings,
  type PlanItem,
  plannedDurationMs,
  type RenderedAudio,
  renderVoiceSample,
  type SynthesisPlan,
  streamPlan,
} from './plan';
export {
  type AssetManifest,
  createSpeechRuntime,
  type MusicAsset,
  type RenderOptions,
  type SoundAsset,
  type SpeechRuntime,
} from './runtime';
export { decodeWav, encodeWav } from './wav';
