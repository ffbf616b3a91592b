import { dbToGain, samplesForMs } from './pcm';

/**
 * Background music keeps a fixed margin under the speech: its loudness (K-weighted, at music volume 100) sits this
 * far under the levelled speech's while words sound…
 */
export const MUSIC_UNDER_SPEECH_LU = -12;
/** …and rises to this in a pause of at least DUCK_HOLD_MS (and before the first and after the last word). */
export const MUSIC_IN_PAUSES_LU = -6;
/** Shorter pauses between words keep the music down, so it does not pump between sentences. */
export const DUCK_HOLD_MS = 1000;
/** The music is down by the time the words start: it dips over this long before them… */
export const DUCK_ATTACK_MS = 100;
/** …and comes back up over this long after them. */
export const DUCK_RELEASE_MS = 500;

export interface Ducking {
  /** Speech sounds over timeline samples [from, from + length); spans are given in timeline order. */
  speech(from: number, length: number): void;
  /** Multiplies the music of timeline samples [at, at + bed.length), standing at its level in pauses, by its dip under the words. */
  apply(bed: Float32Array, at: number): void;
}

/**
 * The music's level over time, relative to the speech (MUSIC_UNDER_SPEECH_LU under words, MUSIC_IN_PAUSES_LU in
 * pauses), moving linearly in dB over the attack before the words and the release after them. It reads only the speech
 * spans given so far: a render gives them all first; a stream gives each piece's before mixing it.
 */
export function createDucking(sampleRate: number): Ducking {
  const hold = samplesForMs(DUCK_HOLD_MS, sampleRate);
  const attack = Math.max(1, samplesForMs(DUCK_ATTACK_MS, sampleRate));
  const release = Math.max(1, samplesForMs(DUCK_RELEASE_MS, sampleRate));
  const dip = MUSIC_UNDER_SPEECH_LU - MUSIC_IN_PAUSES_LU;
  const under = dbToGain(dip);
  const spans: Array<{ from: number; to: number }> = [];
  // The first span whose release has not ended by the last sample applied (calls come in timeline order).
  let k = 0;
  let last = 0;
  return {
    speech(from, length) {
      if (length <= 0) return;
      const previous = spans.at(-1);
      if (previous && from - previous.to < hold) previous.to = Math.max(previous.to, from + length);
      else spans.push({ from, to: from + length });
    },
    apply(bed, at) {
      if (at < last) k = 0;
      last = at;
      for (let i = 0; i < bed.length; i++) {
        const t = at + i;
        while (k < spans.length && (spans[k]?.to ?? 0) + release <= t) k++;
        const span = spans[k];
        let down = 0;
        if (span) {
          if (t >= span.from && t < span.to) down = 1;
          else if (t >= span.to)
            down = Math.max(1 - (t - span.to) / release, 1 - ((spans[k + 1]?.from ?? Infinity) - t) / attack);
          else down = 1 - (span.from - t) / attack;
        }
        if (down > 0) bed[i] = (bed[i] ?? 0) * (down >= 1 ? under : dbToGain(dip * down));
      }
    },
  };
}
