import { post, postAudio } from './define';
import type { TakeBody, TakeSentenceBody, TakesBody } from './takes.schema';

/** A sentence's takes in one voice: how many were made (take 0 is the first) and the one tasks and auditions use. */
export interface SentenceTakes {
  takes: number;
  pinned: number;
  /** Whether the voice's engine speaks differently each time; when not, every take sounds the same. */
  varies: boolean;
}

/** Not in the spec: the sentence list's takes (regenerate one sentence, compare, pin the one a task uses). */
export const takes = {
  /** The takes of each sentence (its markup, as `splitSentences` cut the script), in the given voice. */
  list: post<TakesBody, SentenceTakes[]>('/api/tts/takes'),
  /** One take of a sentence as MP3 (spoken when it is not in the sentence cache), or a JSON envelope on error. */
  audio: postAudio<TakeBody, ArrayBuffer>('/api/tts/takes/audio'),
  /** Makes a new take of the sentence and pins it. */
  regenerate: post<TakeSentenceBody, SentenceTakes>('/api/tts/takes/regenerate'),
  /** Pins a take: tasks and auditions then speak the sentence as that take. */
  pin: post<TakeBody, SentenceTakes>('/api/tts/takes/pin'),
};
