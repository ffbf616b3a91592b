import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { createWorkerPool, type WorkerPoolStats } from '../../workers/pool';
import { workerScript } from '../../workers/script';
import type { SpeechEngine, SpeechSegment, SpeechUrgency, SynthesizeOptions } from '../engine';
import { asSpeechError, SpeechError } from '../errors';
import type { Mastered, MasterJob } from '../master';
import type { SpeakManyResult, SpeakResult, SpeechWorkerJob } from './speech-worker';

export interface EspeakEngineOptions {
  /** Worker threads, each with a warm espeak-ng instance (~250 MB). Default min(2, cores). */
  workers?: number;
  /** Jobs allowed to wait for a worker before new ones are refused. Default 100. */
  maxQueue?: number;
  /** A single job running longer is stopped and its worker replaced. Default 60 s. */
  jobTimeoutMs?: number;
}

export interface EspeakEngine extends SpeechEngine {
  synthesizeMany: NonNullable<SpeechEngine['synthesizeMany']>;
  /** masterSpool on a pool worker (it reads the caller's spool): long tasks do not block the caller's thread. */
  master(job: MasterJob, spool: number, signal?: AbortSignal): Promise<Mastered>;
  /** Like synthesize, with the worker and instance that answered. */
  speak(...args: Parameters<SpeechEngine['synthesize']>): Promise<SpeakResult>;
  ready(): Promise<void>;
  stats(): WorkerPoolStats;
}

/** The pool's queue order: every listener's first sentence, then the rest of the auditions, then tasks. */
const PRIORITY: Record<SpeechUrgency, number> = { 'first-sound': 0, listening: 1, background: 2 };

/** The one conversion of the neutral pitch: espeak's 0–99 scale (default 50), one step per percent, from the voice's own. */
export const espeakPitch = (voice: Pick<SpeechSegment, 'espeakPitch' | 'pitchPercent'>): number =>
  Math.min(99, Math.max(0, (voice.espeakPitch ?? 50) + voice.pitchPercent));

/** The one conversion of the neutral rate: a multiple of espeak's normal speed, from the voice's own. */
export const espeakRate = (voice: Pick<SpeechSegment, 'espeakRate' | 'rate'>): number =>
  Math.min(3, Math.max(0.3, (voice.espeakRate ?? 1) * voice.rate));

// The npm build's version, and our adapter's revision: bump it when the worker's handling of text or audio changes.
const ESPEAK_VERSION = `espeak-ng ${(createRequire(import.meta.url)('espeak-ng/package.json') as { version: string }).version} dubkit 1`;

/** The offline engine: eSpeak NG (GPL-3.0) in a pool of warm worker threads. */
export function createEspeakEngine(options: EspeakEngineOptions = {}): EspeakEngine {
  const pool = createWorkerPool<SpeechWorkerJob, SpeakResult | SpeakManyResult | Mastered>({
    script: workerScript('speech-worker', import.meta.url),
    size: options.workers ?? Math.min(2, availableParallelism()),
    maxQueue: options.maxQueue ?? 100,
    jobTimeoutMs: options.jobTimeoutMs ?? 60_000,
    task: 'speech synthesis',
    // A listener who has just asked for an audition is not kept waiting behind someone's later sentences or a task.
    reserve: { priority: PRIORITY['first-sound'], forMs: 1000, maxWaitMs: 2000 },
  });
  const run = (job: SpeechWorkerJob, { signal, urgency = 'listening' }: SynthesizeOptions = {}) =>
    pool.run(job, { priority: PRIORITY[urgency], ...(signal ? { signal } : {}) }).catch((error: unknown) => {
      throw asSpeechError(error);
    });

  const voiceOf = (segment: SpeechSegment) => ({
    voice: segment.voice,
    ...(segment.variant ? { variant: segment.variant } : {}),
    pitch: espeakPitch(segment),
    rate: espeakRate(segment),
    volume: segment.volume,
  });

  const speak: EspeakEngine['speak'] = (segment, runOptions) =>
    run(
      {
        kind: 'speak',
        request: { ...voiceOf(segment), text: segment.text },
        ...(segment.sampleRate ? { sampleRate: segment.sampleRate } : {}),
      },
      runOptions,
    ) as Promise<SpeakResult>;

  return {
    name: 'espeak-ng',
    version: ESPEAK_VERSION,
    varies: false,
    speak,
    async synthesize(segment, runOptions) {
      const { samples, sampleRate } = await speak(segment, runOptions);
      return { samples, sampleRate };
    },
    async synthesizeMany(segments, runOptions) {
      const [first] = segments;
      if (!first) return [];
      const voice = voiceOf(first);
      const key = JSON.stringify(voice);
      if (segments.some((s) => JSON.stringify(voiceOf(s)) !== key || s.sampleRate !== first.sampleRate))
        throw new SpeechError('BAD_REQUEST', 'segments spoken together must share one voice and sample rate');
      const { pieces, sampleRate } = (await run(
        {
          kind: 'speakMany',
          texts: segments.map((s) => s.text),
          voice,
          ...(first.sampleRate ? { sampleRate: first.sampleRate } : {}),
        },
        runOptions,
      )) as SpeakManyResult;
      return pieces.map((samples) => ({ samples, sampleRate }));
    },
    master: (job, spool, signal) =>
      run(
        { kind: 'master', job, spool },
        { urgency: 'background', ...(signal ? { signal } : {}) },
      ) as Promise<Mastered>,
    ready: () => pool.ready(),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
