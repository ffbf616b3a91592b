import { type BackgroundMusic, createPeakLimiter, musicTail, musicUnder } from './assembly';
import { SpeechError } from './errors';
import { createMp3File } from './mp3';
import { readSpool } from './spool';

/** Mastered audio goes out in chunks of at most this many samples (64 MP3 frames). */
const CHUNK = 1152 * 64;

/** One plan item of a spooled render: exact silence, or audio parked in the spool, at a gain. */
export type MasterPart = { silence: number } | { offset: number; length: number; gain: number };

/** The end of a render, sent to wherever it runs (a pool worker reads the spool through its fd). */
export interface MasterJob {
  parts: MasterPart[];
  sampleRate: number;
  music: BackgroundMusic | null;
}

export interface Mastered {
  mp3: Uint8Array;
  /** Samples encoded: the items, then the music's fade-out. */
  samples: number;
}

export interface Mixer {
  /** Adds samples × gain, or that many samples of silence; yields each chunk of finished audio as it fills. */
  add(samples: Float32Array | number, gain?: number): Generator<Float32Array>;
  /** All the audio added since the last flush: peaks are limited across chunks, within the stretch between flushes. */
  flush(): Float32Array;
}

/**
 * The end of a render fed item by item, in bounded memory: items at their gains, the music mixed under them (a render
 * `length` samples long, or of unknown length when null: no fade-out), peaks limited as limitPeaks would on the whole.
 */
export function createMixer(sampleRate: number, music: BackgroundMusic | null, length: number | null): Mixer {
  const bed = music && musicUnder(music, sampleRate, length);
  let limiter = createPeakLimiter(sampleRate);
  const chunk = new Float32Array(CHUNK);
  let filled = 0;
  let at = 0;
  const mix = () => {
    const samples = chunk.subarray(0, filled);
    bed?.({ samples, sampleRate }, at);
    at += filled;
    filled = 0;
    const out = limiter.push(samples);
    chunk.fill(0);
    return out;
  };
  return {
    *add(samples, gain = 1) {
      const length = typeof samples === 'number' ? samples : samples.length;
      for (let done = 0; done < length; ) {
        const n = Math.min(CHUNK - filled, length - done);
        if (typeof samples !== 'number')
          for (let i = 0; i < n; i++) chunk[filled + i] = (samples[done + i] ?? 0) * gain;
        filled += n;
        done += n;
        if (filled === CHUNK) yield mix();
      }
    },
    flush() {
      const head = mix();
      const tail = limiter.end();
      limiter = createPeakLimiter(sampleRate);
      const out = new Float32Array(head.length + tail.length);
      out.set(head);
      out.set(tail, head.length);
      return out;
    },
  };
}

/**
 * Masters a spooled render into an MP3 chunk by chunk: neither the PCM nor the mix is ever whole in memory. It yields
 * between chunks, so on the server's own thread it keeps the server answering and stops soon after `signal` aborts.
 */
export async function masterSpool(job: MasterJob, spool: number, signal?: AbortSignal): Promise<Mastered> {
  const rate = job.sampleRate;
  const items = job.parts.reduce((n, part) => n + ('silence' in part ? part.silence : part.length), 0);
  const length = items + (job.music ? musicTail(job.music, rate) : 0);
  const mixer = createMixer(rate, job.music, length);
  const mp3 = await createMp3File(rate);
  let samples = 0;
  const write = async (chunks: Iterable<Float32Array>) => {
    for (const chunk of chunks) {
      mp3.write(chunk);
      samples += chunk.length;
      await new Promise(setImmediate);
      if (signal?.aborted) throw new SpeechError('ABORTED', 'speech synthesis was cancelled');
    }
  };
  for (const part of job.parts) {
    if ('silence' in part) await write(mixer.add(part.silence));
    else
      for (let done = 0; done < part.length; done += CHUNK)
        await write(mixer.add(readSpool(spool, part.offset + done, Math.min(CHUNK, part.length - done)), part.gain));
  }
  await write(mixer.add(length - items));
  await write([mixer.flush()]);
  return { mp3: mp3.end(), samples };
}
