import { type BackgroundMusic, createPeakLimiter, musicTail, musicUnder, type PeakLimiter } from './assembly';
import { createDucking } from './ducking';
import { SpeechError } from './errors';
import { createLoudnessMeter } from './loudness';
import { createMp3File } from './mp3';
import { dbToGain } from './pcm';
import { readSpool } from './spool';

/** Mastered audio goes out in chunks of at most this many samples (64 MP3 frames). */
const CHUNK = 1152 * 64;

/**
 * One plan item of a spooled render: exact silence, or audio parked in the spool, at a gain (its level: speech levelled
 * per voice, sound effects under it); `speech` marks what the music ducks under.
 */
export type MasterPart = { silence: number } | { offset: number; length: number; gain: number; speech?: boolean };

/** The end of a render, sent to wherever it runs (a pool worker reads the spool through its fd). */
export interface MasterJob {
  parts: MasterPart[];
  sampleRate: number;
  music: BackgroundMusic | null;
  /** Integrated loudness the whole render is mastered to (LUFS); the parts' speech is levelled to it already. */
  loudnessTarget: number;
  /** True peaks never pass this (dBTP). */
  ceilingDb: number;
}

export interface Mastered {
  mp3: Uint8Array;
  /** Samples encoded: the items, then the music's fade-out. */
  samples: number;
  /** The gain (dB) that brought the mix, music and effects included, to the target. */
  programmeGainDb: number;
}

export interface MixerOptions {
  /** Loudness of the levelled speech (LUFS): the music stands under it. */
  speechLufs: number;
  /** A last gain on the whole mix (the programme's), before the limiter. */
  gain?: number;
  /** The limiter's ceiling (dBTP); null: no limiter (a measuring pass). */
  ceilingDb: number | null;
  /** Samples mixed and limited at a time (64 MP3 frames); a stream takes fewer, so its first sound goes out sooner. */
  chunk?: number;
}

export interface Mixer {
  /** Speech sounds over timeline samples [from, from + length): the music ducks under it. Give it before mixing there. */
  speech(from: number, length: number): void;
  /** Adds samples × gain, or that many samples of silence; yields each chunk of finished audio as it fills. */
  add(samples: Float32Array | number, gain?: number): Generator<Float32Array>;
  /** All the audio added since the last flush: peaks are limited across chunks, within the stretch between flushes. */
  flush(): Float32Array;
}

const unlimited = (): PeakLimiter => ({ push: (samples) => samples.slice(), end: () => new Float32Array(0) });

/**
 * The end of a render fed item by item, in bounded memory: items at their gains, the music mixed under them and ducked
 * under the speech (a render `length` samples long, or of unknown length when null: no fade-out), the programme gain,
 * true peaks limited as limitPeaks would on the whole.
 */
export function createMixer(
  sampleRate: number,
  music: BackgroundMusic | null,
  length: number | null,
  options: MixerOptions,
): Mixer {
  const ducking = createDucking(sampleRate);
  const bed = music && musicUnder(music, sampleRate, length, { speechLufs: options.speechLufs, ducking });
  const { ceilingDb } = options;
  const newLimiter = () => (ceilingDb === null ? unlimited() : createPeakLimiter(sampleRate, ceilingDb));
  let limiter = newLimiter();
  const gain = options.gain ?? 1;
  const size = options.chunk ?? CHUNK;
  const chunk = new Float32Array(size);
  let filled = 0;
  let at = 0;
  const mix = () => {
    const samples = chunk.subarray(0, filled);
    bed?.({ samples, sampleRate }, at);
    if (gain !== 1) for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] as number) * gain;
    at += filled;
    filled = 0;
    const out = limiter.push(samples);
    chunk.fill(0);
    return out;
  };
  return {
    speech: (from, length) => ducking.speech(from, length),
    *add(samples, gain = 1) {
      const length = typeof samples === 'number' ? samples : samples.length;
      for (let done = 0; done < length; ) {
        const n = Math.min(size - filled, length - done);
        if (typeof samples !== 'number')
          for (let i = 0; i < n; i++) chunk[filled + i] = (samples[done + i] ?? 0) * gain;
        filled += n;
        done += n;
        if (filled === size) yield mix();
      }
    },
    flush() {
      const head = mix();
      const tail = limiter.end();
      limiter = newLimiter();
      const out = new Float32Array(head.length + tail.length);
      out.set(head);
      out.set(tail, head.length);
      return out;
    },
  };
}

/** The programme gain never moves a render by more than this (a near-silent one is not blown up to the target). */
const PROGRAMME_GAIN_MAX_DB = 30;

/**
 * Masters a spooled render into an MP3 chunk by chunk: neither the PCM nor the mix is ever whole in memory. Three
 * passes over the spool: the first mixes it as it stands (levelled speech, effects, ducked music) and measures its
 * integrated loudness (BS.1770); the second measures it again at the gain that brings that to the target, through the
 * true-peak limiter, which takes a little off; the third mixes it at the gain corrected for that, limits and encodes. It yields between chunks, so on the server's own thread it keeps the server answering and stops soon after
 * `signal` aborts.
 */
export async function masterSpool(job: MasterJob, spool: number, signal?: AbortSignal): Promise<Mastered> {
  const rate = job.sampleRate;
  const items = job.parts.reduce((n, part) => n + ('silence' in part ? part.silence : part.length), 0);
  const length = items + (job.music ? musicTail(job.music, rate) : 0);
  const pass = async (options: MixerOptions, take: (chunk: Float32Array) => void) => {
    const mixer = createMixer(rate, job.music, length, options);
    let at = 0;
    for (const part of job.parts) {
      if ('speech' in part && part.speech) mixer.speech(at, part.length);
      at += 'silence' in part ? part.silence : part.length;
    }
    const write = async (chunks: Iterable<Float32Array>) => {
      for (const chunk of chunks) {
        take(chunk);
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
  };
  const measure = async (options: MixerOptions) => {
    const meter = createLoudnessMeter(rate);
    await pass(options, (chunk) => meter.push(chunk));
    return meter.integrated();
  };
  const speechLufs = job.loudnessTarget;
  const clampDb = (db: number) => Math.max(-PROGRAMME_GAIN_MAX_DB, Math.min(PROGRAMME_GAIN_MAX_DB, db));
  const measured = await measure({ speechLufs, ceilingDb: null });
  let programmeGainDb = Number.isFinite(measured) ? clampDb(job.loudnessTarget - measured) : 0;
  // The limiter takes some loudness off peaky speech (an LU or so at the online-video target): measured again through it, the gain
  // makes up for that.
  if (Number.isFinite(measured)) {
    const limited = await measure({ speechLufs, gain: dbToGain(programmeGainDb), ceilingDb: job.ceilingDb });
    if (Number.isFinite(limited)) programmeGainDb = clampDb(programmeGainDb + job.loudnessTarget - limited);
  }
  const mp3 = await createMp3File(rate);
  let samples = 0;
  await pass({ speechLufs, gain: dbToGain(programmeGainDb), ceilingDb: job.ceilingDb }, (chunk) => {
    mp3.write(chunk);
    samples += chunk.length;
  });
  return { mp3: mp3.end(), samples, programmeGainDb };
}
