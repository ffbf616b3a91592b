/// <reference path="./sonic-wasm.d.ts" />
import Sonic, { type SonicModule } from '@echogarden/sonic-wasm';
import type { Pcm } from './pcm';

let sonic: Promise<SonicModule> | null = null;
const CHUNK = 8192;

/**
 * Speech `speed` times faster with its pitch kept (Sonic, Apache-2.0: a time-stretcher made for speech), e.g. 1.2 makes
 * 2.4 s of speech 2 s. A speed of 1 or less returns the audio as it is: fitting only ever speeds speech up.
 */
export async function stretchSpeech(pcm: Pcm, speed: number): Promise<Pcm> {
  return speed > 1.0005 ? timeStretch(pcm, speed) : pcm;
}

/**
 * Speech `speed` times as fast (faster or slower) with its pitch kept, and its pitch moved by `pitch` (1.1: 10% higher)
 * with its length kept: what a provider without a rate or a pitch of its own gets from DubKit.
 */
export async function timeStretch(pcm: Pcm, speed: number, pitch = 1): Promise<Pcm> {
  const same = (value: number) => Math.abs(value - 1) < 0.0005 || !(value > 0);
  if ((same(speed) && same(pitch)) || !pcm.samples.length) return pcm;
  sonic ??= Sonic();
  const m = await sonic;
  const stream = m._sonicCreateStream(pcm.sampleRate, 1);
  const buffer = m._malloc(CHUNK * 4);
  const out: Float32Array[] = [];
  const drain = () => {
    for (let available = m._sonicSamplesAvailable(stream); available > 0; ) {
      const read = m._sonicReadFloatFromStream(stream, buffer, Math.min(CHUNK, available));
      if (read <= 0) break;
      // The heap may have grown (and moved) since the last call: view it afresh.
      out.push(m.HEAPF32.slice(buffer >> 2, (buffer >> 2) + read));
      available -= read;
    }
  };
  try {
    if (!same(speed)) m._sonicSetSpeed(stream, speed);
    if (!same(pitch)) m._sonicSetPitch(stream, pitch);
    for (let from = 0; from < pcm.samples.length; from += CHUNK) {
      const piece = pcm.samples.subarray(from, Math.min(pcm.samples.length, from + CHUNK));
      m.HEAPF32.set(piece, buffer >> 2);
      m._sonicWriteFloatToStream(stream, buffer, piece.length);
      drain();
    }
    m._sonicFlushStream(stream);
    drain();
  } finally {
    m._free(buffer);
    m._sonicDestroyStream(stream);
  }
  const length = out.reduce((sum, part) => sum + part.length, 0);
  const samples = new Float32Array(length);
  let at = 0;
  for (const part of out) {
    samples.set(part, at);
    at += part.length;
  }
  return { samples, sampleRate: pcm.sampleRate };
}
