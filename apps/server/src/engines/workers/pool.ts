import { Worker } from 'node:worker_threads';

export type WorkerErrorCode = 'BUSY' | 'CLOSED' | 'FAILED' | 'CRASHED' | 'TIMEOUT' | 'ABORTED' | 'BAD_REQUEST';

/** A pool's failure; each engine says what it means in its own terms (speech, OCR, seed assets). */
export class WorkerError extends Error {
  override name = 'WorkerError';
  constructor(
    readonly code: WorkerErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Messages a pool worker sends: `ready` each time it has a fresh engine instance, then one `result` per job. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: string; code?: string };

export interface WorkerPoolOptions {
  /** Worker script (a file URL, or source code to evaluate); it posts `{ type: 'ready' }` once it can take jobs. */
  script: URL | string;
  size: number;
  /** Jobs waiting beyond this are refused at once (BUSY) rather than queued without bound. */
  maxQueue: number;
  /** A job running longer has its worker terminated and replaced (TIMEOUT). */
  jobTimeoutMs: number;
  /** What the pool's workers do, for error messages ("speech synthesis"). */
  task: string;
  /**
   * Favours urgent jobs (this priority or lower) beyond the queue's order: while one runs, no other job starts (the
   * urgent ones have the cores), and for `forMs` after one arrives other jobs may not take the last idle worker (a
   * started job cannot be preempted: the next urgent one would wait for it). A job waiting longer than `maxWaitMs`
   * goes next whatever its priority, so a steady flow of urgent jobs starves none. Only with two workers or more.
   */
  reserve?: { priority: number; forMs: number; maxWaitMs: number };
}

export interface WorkerPoolStats {
  size: number;
  /** Workers started and ready for jobs. */
  ready: number;
  busy: number;
  queued: number;
  /** Engine instances created across all workers since the pool started. */
  initialisations: number;
  /** Workers replaced after a crash, a timeout or an abort. */
  replacements: number;
  completed: number;
}

export interface RunOptions {
  signal?: AbortSignal;
  transfer?: ArrayBuffer[];
  /** Lower runs sooner; equal priorities run in order of arrival. Default 1. */
  priority?: number;
}

export interface WorkerPool<Job, Result> {
  run(job: Job, options?: RunOptions): Promise<Result>;
  /** Resolves when every worker is warm. */
  ready(): Promise<void>;
  stats(): WorkerPoolStats;
  /** Refuses new and queued jobs, lets running ones finish, then stops the workers. */
  close(): Promise<void>;
}

interface PendingJob {
  id: number;
  queuedAt: number;
  job: unknown;
  priority: number;
  transfer: ArrayBuffer[];
  signal?: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  onAbort?: () => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: PendingJob;
  timer?: NodeJS.Timeout;
  /** Set when the pool itself ends the worker, so its exit is not taken for a crash. */
  retired: boolean;
  lastError?: string;
}

export function createWorkerPool<Job, Result>(options: WorkerPoolOptions): WorkerPool<Job, Result> {
  const slots = new Set<Slot>();
  const queue: PendingJob[] = [];
  const readyWaiters: Array<() => void> = [];
  const drainWaiters: Array<() => void> = [];
  let nextId = 1;
  let closed = false;
  let initialisations = 0;
  let replacements = 0;
  let completed = 0;
  let urgentUntil = 0;

  const notifyReady = () => {
    if ([...slots].filter((s) => s.ready).length < options.size) return;
    for (const wake of readyWaiters.splice(0)) wake();
  };

  const notifyDrained = () => {
    if ([...slots].some((s) => s.job)) return;
    for (const wake of drainWaiters.splice(0)) wake();
  };

  const finish = (slot: Slot) => {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = undefined;
    if (job?.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    return job;
  };

  const retire = (slot: Slot) => {
    slot.retired = true;
    slots.delete(slot);
    void slot.worker.terminate();
  };

  const replace = (slot: Slot) => {
    retire(slot);
    if (closed) return notifyDrained();
    replacements++;
    spawn();
  };

  const { reserve } = options;
  const urgent = (job: PendingJob | undefined) =>
    job !== undefined && reserve !== undefined && job.priority <= reserve.priority;
  /**
   * The next job an idle worker may take: the first waiting, unless it is not urgent and urgent jobs are running (they
   * get the cores to themselves) or one came a moment ago and this is the last idle worker.
   */
  const nextJob = (idle: number) => {
    // Urgent jobs that never stop coming would keep the others waiting for ever: one waiting `maxWaitMs` goes next.
    const overdue = reserve ? queue.findIndex((job) => performance.now() - job.queuedAt >= reserve.maxWaitMs) : -1;
    if (overdue >= 0) return queue.splice(overdue, 1)[0];
    const [first] = queue;
    if (!first || !reserve || options.size < 2 || urgent(first)) return queue.shift();
    if ([...slots].some((slot) => urgent(slot.job))) return undefined;
    return idle > 1 || performance.now() >= urgentUntil ? queue.shift() : undefined;
  };

  const dispatch = () => {
    let idle = [...slots].filter((s) => s.ready && !s.job).length;
    for (const slot of slots) {
      if (!slot.ready || slot.job) continue;
      const job = nextJob(idle);
      if (!job) {
        // Waiting for the reservation to lapse: look again then, unless a job comes or ends before.
        if (queue.length) scheduleDispatch();
        return;
      }
      idle--;
      slot.job = job;
      slot.timer = setTimeout(() => {
        finish(slot)?.reject(
          new WorkerError('TIMEOUT', `${options.task} took longer than ${options.jobTimeoutMs} ms and was stopped`),
        );
        replace(slot);
      }, options.jobTimeoutMs);
      if (job.signal) {
        job.onAbort = () => {
          finish(slot)?.reject(new WorkerError('ABORTED', `${options.task} was cancelled`));
          replace(slot);
        };
        job.signal.addEventListener('abort', job.onAbort, { once: true });
      }
      slot.worker.postMessage({ id: job.id, job: job.job }, job.transfer);
    }
  };

  let pendingDispatch: NodeJS.Timeout | undefined;
  /** Looks again when the reservation lapses or a waiting job becomes overdue; a job that ends looks anyway. */
  const scheduleDispatch = () => {
    if (pendingDispatch || !reserve) return;
    const now = performance.now();
    const changes = [urgentUntil, ...queue.map((job) => job.queuedAt + reserve.maxWaitMs)].filter((at) => at > now);
    if (!changes.length) return;
    pendingDispatch = setTimeout(
      () => {
        pendingDispatch = undefined;
        dispatch();
      },
      Math.min(...changes) - now + 1,
    );
  };

  const spawn = () => {
    const worker = new Worker(options.script, { eval: typeof options.script === 'string' });
    const slot: Slot = { worker, ready: false, retired: false };
    slots.add(slot);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        initialisations++;
        slot.ready = true;
        notifyReady();
      } else {
        const job = slot.job?.id === message.id ? finish(slot) : undefined;
        if (message.ok) {
          completed++;
          job?.resolve(message.value);
        } else {
          job?.reject(new WorkerError(message.code === 'BAD_REQUEST' ? 'BAD_REQUEST' : 'FAILED', message.error));
        }
        if (closed) notifyDrained();
      }
      dispatch();
    });
    worker.on('error', (error) => {
      slot.lastError = error.message;
    });
    worker.on('exit', (code) => {
      if (slot.retired) return;
      const reason = slot.lastError ?? `exit code ${code}`;
      const job = finish(slot);
      if (!slot.ready) {
        // It never started: fail what is waiting instead of restarting in a loop; the next job tries again.
        slots.delete(slot);
        for (const waiting of queue.splice(0))
          waiting.reject(new WorkerError('FAILED', `${options.task} worker could not start: ${reason}`));
        for (const wake of readyWaiters.splice(0)) wake();
        return notifyDrained();
      }
      job?.reject(
        new WorkerError('CRASHED', `${options.task} worker crashed during the job (${reason}); it was replaced`),
      );
      replace(slot);
    });
  };

  for (let i = 0; i < options.size; i++) spawn();

  return {
    run(job, { signal, transfer = [], priority = 1 } = {}) {
      if (closed) return Promise.reject(new WorkerError('CLOSED', `${options.task} has shut down`));
      if (signal?.aborted) return Promise.reject(new WorkerError('ABORTED', `${options.task} was cancelled`));
      if (queue.length >= options.maxQueue)
        return Promise.reject(
          new WorkerError(
            'BUSY',
            `${options.task} is busy: ${queue.length} jobs are already waiting, try again shortly`,
          ),
        );
      while (slots.size < options.size) spawn();
      return new Promise<Result>((resolve, reject) => {
        const pending: PendingJob = {
          id: nextId++,
          queuedAt: performance.now(),
          job,
          priority,
          transfer,
          resolve: resolve as (v: unknown) => void,
          reject,
        };
        if (signal) {
          pending.signal = signal;
          signal.addEventListener(
            'abort',
            () => {
              const at = queue.indexOf(pending);
              if (at < 0) return;
              queue.splice(at, 1);
              reject(new WorkerError('ABORTED', `${options.task} was cancelled`));
            },
            { once: true },
          );
        }
        if (reserve && priority <= reserve.priority) urgentUntil = performance.now() + reserve.forMs;
        const behind = queue.findIndex((waiting) => waiting.priority > priority);
        queue.splice(behind < 0 ? queue.length : behind, 0, pending);
        dispatch();
      });
    },
    ready() {
      return new Promise<void>((resolve) => {
        readyWaiters.push(resolve);
        notifyReady();
      });
    },
    stats() {
      const all = [...slots];
      return {
        size: options.size,
        ready: all.filter((s) => s.ready).length,
        busy: all.filter((s) => s.job).length,
        queued: queue.length,
        initialisations,
        replacements,
        completed,
      };
    },
    async close() {
      if (!closed) {
        closed = true;
        clearTimeout(pendingDispatch);
        for (const waiting of queue.splice(0))
          waiting.reject(new WorkerError('CLOSED', `${options.task} has shut down`));
      }
      await new Promise<void>((resolve) => {
        drainWaiters.push(resolve);
        notifyDrained();
      });
      await Promise.all(
        [...slots].map((slot) => {
          slot.retired = true;
          slots.delete(slot);
          return slot.worker.terminate();
        }),
      );
    },
  };
}
