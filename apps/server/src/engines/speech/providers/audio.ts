import { resample } from '../assembly';
import type { SpeechSegment } from '../engine';
import { SpeechError } from '../errors';
import type { Pcm } from '../pcm';
import { timeStretch } from '../stretch';
import { decodeWav } from '../wav';

/** Raw 16-bit little-endian mono PCM, as OpenAI's `pcm` format and CosyVoice's routes send it. */
export function decodePcm16(bytes: Uint8Array, sampleRate: number): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Float32Array(bytes.byteLength >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 32768;
  return { samples, sampleRate };
}

const isWav = (bytes: Uint8Array) =>
  bytes.length >= 12 && String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' && bytes[8] === 0x57;

/**
 * A provider's answer as PCM: a WAV whatever was asked for (servers that ignore the format send WAV), else raw 16-bit
 * PCM at `rawRate`. Anything else (MP3, an error page sent with 200) is the provider's failure, said to the operator.
 */
export function decodeProviderAudio(bytes: Uint8Array, rawRate: number | null, provider: string, voice: string): Pcm {
  try {
    if (isWav(bytes)) return decodeWav(bytes);
  } catch (error) {
    throw new SpeechError('BAD_AUDIO', `${provider} sent an unreadable WAV: ${(error as Error).message}`, { voice });
  }
  if (rawRate === null || bytes.length % 2 !== 0)
    throw new SpeechError(
      'BAD_AUDIO',
      `${provider} sent audio DubKit cannot read (${bytes.length} bytes, not WAV or 16-bit PCM)`,
      { voice },
    );
  return decodePcm16(bytes, rawRate);
}

/**
 * What DubKit applies itself to a provider's audio: the rate the provider could not (time-stretched, pitch kept), the
 * pitch slider (pitch-shifted, length kept; none of the providers has one), the volume slider as a gain, and the
 * sample rate the plan asked for.
 */
export async function finishProviderAudio(pcm: Pcm, segment: SpeechSegment, remainingRate: number): Promise<Pcm> {
  const speed = Math.abs(remainingRate - 1) > 0.005 ? remainingRate : 1;
  let out = await timeStretch(pcm, speed, 1 + segment.pitchPercent / 100);
  const gain = Math.min(100, Math.max(0, segment.volume)) / 100;
  if (gain !== 1) {
    const samples = new Float32Array(out.samples.length);
    for (let i = 0; i < samples.length; i++) samples[i] = (out.samples[i] ?? 0) * gain;
    out = { samples, sampleRate: out.sampleRate };
  }
  return segment.sampleRate ? resample(out, segment.sampleRate) : out;
}

/** The part of `rate` a provider does itself (within its range) and the part left for DubKit to stretch. */
export function splitRate(
  rate: number,
  range: readonly [number, number] | null,
): { native: number; remaining: number } {
  if (!range) return { native: 1, remaining: rate };
  const native = Math.min(range[1], Math.max(range[0], rate));
  return { native, remaining: rate / native };
}
