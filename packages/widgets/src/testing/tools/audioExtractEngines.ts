// Stand-in engines for the audio extraction stories that hold a step still (a real extraction of a short file is
// over before anyone can look at it).
import type { ExtractAudio } from '../../tools/AudioExtract';

const untilAborted = (signal: AbortSignal | undefined) =>
  new Promise<never>((_, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('canceled', 'AbortError')), { once: true });
  });

/** Step 1: decoding has reached `fraction` and stays there until canceled. */
export const readingAt =
  (fraction: number): ExtractAudio =>
  (_file, { onProgress, signal } = {}) => {
    onProgress?.(fraction / 2);
    onProgress?.(fraction);
    return untilAborted(signal);
  };

/** Step 2: all is decoded and the WAV is being written, until canceled. */
export const extractingForever: ExtractAudio = (_file, { onProgress, onExtracting, signal } = {}) => {
  onProgress?.(1);
  onExtracting?.();
  return untilAborted(signal);
};
