import type { NeutralProsody } from '@dubkit/sdk-core/studio';
import type { Pcm } from './pcm';

/**
 * How a voice sounds. Pitch, rate and volume are sdk-core's neutral unit (rules/prosody: `pitchPercent` changes the
 * voice's own pitch, `rate` multiplies its speed, `volume` 0–100); each adapter converts them once into its own.
 */
export interface VoiceSettings extends NeutralProsody {
  /** Which engine speaks it (a configured provider: openai, gpt-sovits, cosyvoice); the server's default engine when omitted. */
  provider?: string;
  /** Engine voice: espeak-ng language voice (cmn, yue, en-us…), an Azure voice name, or the provider's voice (catalogue). */
  voice: string;
  /** The provider's own settings for this voice from the voice catalogue (a reference audio, its text, instructions…). */
  voiceOptions?: Readonly<Record<string, string>>;
  /** The anchor's name, for messages only: it never shapes the sound (the sentence cache's key leaves it out). */
  speaker?: string;
  /** The system anchor it stands for, which picks the dictionary's entries for this voice; not part of the sound either. */
  anchorId?: number;
  /** espeak-ng voice variant (f1–f5, m1–m8, whisper…); ignored by Azure. */
  variant?: string;
  /** espeak-ng's pitch (0–99, its default 50) of the anchor, template and role, which `pitchPercent` moves; other engines ignore it. */
  espeakPitch?: number;
  /** espeak-ng's speed of the anchor and template as a multiple of its normal 175 words a minute, which `rate` multiplies; other engines ignore it. */
  espeakRate?: number;
  /** Emotion/style name of a template (Azure express-as style). */
  style?: string;
  /** Style strength 0.01–2. */
  styleDegree?: number;
  /** Role name (Azure role: Boy, OlderAdultMale…). */
  role?: string;
}

export interface SpeechSegment extends VoiceSettings {
  text: string;
  /** Rate of the PCM returned; the engine's own rate when omitted. */
  sampleRate?: number;
  /** Which take of this text the creator asked for (0, the first, when omitted): engines ignore it, the sentence cache keeps each take apart. */
  take?: number;
}

/**
 * Who is waiting for the sound: a listener for an audition's first sentence, a listener for the rest of it, or nobody
 * yet (a task). A busy engine speaks every waiting first sentence before anyone's later ones, and tasks last.
 */
export type SpeechUrgency = 'first-sound' | 'listening' | 'background';

export interface SynthesizeOptions {
  signal?: AbortSignal;
  /** Default `listening`. */
  urgency?: SpeechUrgency;
}

/** A text-to-speech engine: one segment of text in one voice → mono PCM. */
export interface SpeechEngine {
  readonly name: string;
  /** The engine's build (its package version, our adapter's revision): part of the sentence cache's key, so an upgrade re-renders. */
  readonly version: string;
  /** Whether the same text in the same voice can come out differently (a sampling neural model): then a new take is worth making. */
  readonly varies: boolean;
  synthesize(segment: SpeechSegment, options?: SynthesizeOptions): Promise<Pcm>;
  /** Several segments sharing one voice in one engine call, when that is cheaper than one call each. */
  synthesizeMany?(segments: readonly SpeechSegment[], options?: SynthesizeOptions): Promise<Pcm[]>;
  close(): Promise<void>;
}
