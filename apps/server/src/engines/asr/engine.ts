import { ASR_UNAVAILABLE_MESSAGE, AsrError } from './errors';

/** What the uploaded file itself says it holds, read from its bytes. */
export interface MediaProbe {
  durationMs: number;
  hasAudio: boolean;
  /** The container read from the file, not from its name: mp3, wav, mp4, mov, m4a, or another format's name. */
  container: 'mp3' | 'wav' | 'mp4' | 'mov' | 'm4a' | string;
  /** mediabunny's codec name of the primary audio track (`aac`, `mp3`, `pcm-s16`, …); null without one. */
  audioCodec: string | null;
}

/** One recognised sentence; times are from the start of the uploaded media. */
export interface TranscriptSentence {
  beginMs: number;
  endMs: number;
  text: string;
  /** The speaker label, when the provider tells speakers apart. */
  speaker?: string;
}

export interface Transcript {
  durationMs: number;
  sentences: TranscriptSentence[];
}

/** Turns the speech of an audio or video file into timed sentences. */
export interface Transcriber {
  /** null when usable, otherwise the user's message (product copy; the settings are the operator's, in the log). */
  readonly unavailable: string | null;
  /**
   * Takes the audio out of `path` (no decoding), cuts it under the provider's upload limit and transcribes each
   * part. Rejects with AsrMediaError for a file without audio or unreadable, AsrError otherwise (`retryable` says
   * whether another attempt may succeed), or the signal's reason when aborted. `onProgress` gets the fraction of
   * parts done.
   */
  transcribe(
    path: string,
    options: { signal: AbortSignal; onProgress?: (fraction: number) => void; language?: string },
  ): Promise<Transcript>;
}

/** The transcriber of a server without a provider: it refuses (the feature is not open yet), never makes text up. */
export const unconfiguredTranscriber: Transcriber = {
  unavailable: ASR_UNAVAILABLE_MESSAGE,
  async transcribe() {
    throw new AsrError(ASR_UNAVAILABLE_MESSAGE, false);
  },
};
