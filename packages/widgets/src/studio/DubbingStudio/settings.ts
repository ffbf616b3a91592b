import { DEFAULT_BGM_VOLUME } from '@dubkit/sdk-core/studio';

/** The whole-script voice settings the studio saves with a draft and submits with a task (spec part 2 §3). */
export interface SynthesisSettings {
  templateId: number;
  templateName: string;
  /** Style strength 0.01–2. */
  intensity: number;
  /** Role value ('' for none) and its display name. */
  role: string;
  roleName: string;
  /** Within PITCH_RANGE (sdk-core). */
  pitchRate: number;
  /** Within SPEED_RANGE. */
  speechRate: number;
  /** Within VOLUME_RANGE. */
  volume: number;
  /** 0 = no background music. */
  bgmId: number;
  bgmName: string;
  /** 0..100, default 50. */
  bgmVolume: number;
  /** 0..10000 ms step 100. */
  bgmFadein: number;
  bgmFadeout: number;
}

/** No background music, and the levels the music menu opens on: volume 50 (the contract's default), no fades. */
export const NO_BACKGROUND_MUSIC = {
  bgmId: 0,
  bgmName: '',
  bgmVolume: DEFAULT_BGM_VOLUME,
  bgmFadein: 0,
  bgmFadeout: 0,
} as const;

export const defaultSettings: SynthesisSettings = {
  templateId: 0,
  templateName: '',
  intensity: 1,
  role: '',
  roleName: '',
  pitchRate: 0,
  speechRate: 1,
  volume: 100,
  ...NO_BACKGROUND_MUSIC,
};

/** The settings with the background music of `from` (a voice switch keeps the music). */
export function withMusicOf(settings: SynthesisSettings, from: SynthesisSettings): SynthesisSettings {
  const { bgmId, bgmName, bgmVolume, bgmFadein, bgmFadeout } = from;
  return { ...settings, bgmId, bgmName, bgmVolume, bgmFadein, bgmFadeout };
}
