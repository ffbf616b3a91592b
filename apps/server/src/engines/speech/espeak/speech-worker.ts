// Worker thread of the speech pool: one warm espeak-ng instance, reused for every job it is sent.
import { parentPort, threadId } from 'node:worker_threads';
import type { WorkerMessage } from '../../workers/pool';
import { resample } from '../assembly';
import { type Mastered, type MasterJob, masterSpool } from '../master';
import { createEspeakInstance, type EspeakInstance, type EspeakRequest, type EspeakVoice } from './espeak-instance';

export type SpeechWorkerJob =
  | { kind: 'speak'; request: EspeakRequest; sampleRate?: number }
  | { kind: 'speakMany'; texts: string[]; voice: EspeakVoice; sampleRate?: number }
  /** The spool is the fd of the caller's temporary file: worker threads share the process's open files. */
  | { kind: 'master'; job: MasterJob; spool: number };

export interface SpeakResult {
  samples: Float32Array;
  sampleRate: number;
  /** Which worker and which of its engine instances answered (the pool's warm reuse is visible here). */
  threadId: number;
  instance: number;
  startedAt: number;
  endedAt: number;
}

export interface SpeakManyResult {
  pieces: Float32Array[];
  sampleRate: number;
}

class RequestError extends Error {}

const port = parentPort;
if (!port) throw new Error('speech-worker runs only as a worker thread');

let instance: EspeakInstance = await createEspeakInstance();
let instanceNumber = 1;
port.postMessage({ type: 'ready' } satisfies WorkerMessage);

/** Runs engine work; a trap inside the WASM leaves the instance unusable, so a fresh one replaces it. */
async function guarded<T>(work: () => T): Promise<T> {
  try {
    return work();
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('espeak-ng has no voice'))
      throw new RequestError(error.message);
    instance = await createEspeakInstance();
    instanceNumber++;
    port?.postMessage({ type: 'ready' } satisfies WorkerMessage);
    throw error;
  }
}

port.on('message', async ({ id, job }: { id: number; job: SpeechWorkerJob }) => {
  try {
    if (job.kind === 'speak') {
      const startedAt = performance.timeOrigin + performance.now();
      let pcm = await guarded(() => instance.speak(job.request));
      if (job.sampleRate) pcm = resample(pcm, job.sampleRate);
      const value: SpeakResult = {
        samples: pcm.samples,
        sampleRate: pcm.sampleRate,
        threadId,
        instance: instanceNumber,
        startedAt,
        endedAt: performance.timeOrigin + performance.now(),
      };
      port.postMessage({ type: 'result', id, ok: true, value } satisfies WorkerMessage, [
        value.samples.buffer as ArrayBuffer,
      ]);
    } else if (job.kind === 'speakMany') {
      const rate = job.sampleRate;
      const pieces = (await guarded(() => instance.speakMany(job.texts, job.voice))).map((p) =>
        rate ? resample(p, rate) : p,
      );
      const value: SpeakManyResult = { pieces: pieces.map((p) => p.samples), sampleRate: rate ?? 22050 };
      port.postMessage(
        { type: 'result', id, ok: true, value } satisfies WorkerMessage,
        value.pieces.map((p) => p.buffer as ArrayBuffer),
      );
    } else {
      const value: Mastered = await masterSpool(job.job, job.spool);
      port.postMessage({ type: 'result', id, ok: true, value } satisfies WorkerMessage, [
        value.mp3.buffer as ArrayBuffer,
      ]);
    }
  } catch (error) {
    const message: WorkerMessage = {
      type: 'result',
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      ...(error instanceof RequestError ? { code: 'BAD_REQUEST' } : {}),
    };
    port.postMessage(message);
  }
});
