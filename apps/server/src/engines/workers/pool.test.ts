import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPool } from './pool';

// A stand-in worker speaking the pool's protocol: echoes text, dies on "crash", never answers "hang".
const fakeWorker = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.postMessage({ type: 'ready' });
parentPort.on('message', ({ id, job }) => {
  if (job.text === 'crash') process.exit(3);
  if (job.text === 'hang') return;
  const reply = () => parentPort.postMessage({ type: 'result', id, ok: true, value: { text: job.text, threadId } });
  if (job.delayMs) setTimeout(reply, job.delayMs); else reply();
});`;

type Job = { text: string; delayMs?: number };
type Result = { text: string; threadId: number };

let pool: WorkerPool<Job, Result> | undefined;

function start(
  overrides: {
    size?: number;
    maxQueue?: number;
    jobTimeoutMs?: number;
    reserve?: { priority: number; forMs: number; maxWaitMs: number };
  } = {},
) {
  pool = createWorkerPool<Job, Result>({
    script: fakeWorker,
    size: overrides.size ?? 1,
    maxQueue: overrides.maxQueue ?? 10,
    jobTimeoutMs: overrides.jobTimeoutMs ?? 10_000,
    task: 'speech synthesis',
    ...(overrides.reserve ? { reserve: overrides.reserve } : {}),
  });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('worker pool', () => {
  it('fails the job of a crashed worker with a clear error and replaces the worker', async () => {
    const p = start();
    await p.ready();
    const first = await p.run({ text: 'before' });
    await expect(p.run({ text: 'crash' })).rejects.toMatchObject({
      code: 'CRASHED',
      message: expect.stringMatching(/crashed during the job \(exit code 3\); it was replaced/),
    });
    const after = await p.run({ text: 'after' });
    expect(after.text).toBe('after');
    expect(after.threadId).not.toBe(first.threadId);
    expect(p.stats()).toMatchObject({ replacements: 1, initialisations: 2, ready: 1 });
  });

  it('runs jobs on different workers at the same time', async () => {
    const p = start({ size: 2 });
    await p.ready();
    const jobs = [p.run({ text: 'a', delayMs: 200 }), p.run({ text: 'b', delayMs: 200 })];
    expect(p.stats()).toMatchObject({ busy: 2, queued: 0 });
    const [a, b] = await Promise.all(jobs);
    expect(a?.threadId).not.toBe(b?.threadId);
  });

  it('runs a waiting job of lower priority number first, and equal priorities in order of arrival', async () => {
    const p = start();
    await p.ready();
    const finished: string[] = [];
    const run = (text: string, priority?: number) =>
      p.run({ text }, priority === undefined ? {} : { priority }).then(({ text }) => finished.push(text));
    const busy = run('busy');
    const waiting = [run('task', 2), run('later', 1), run('other later'), run('first', 0), run('second first', 0)];
    await Promise.all([busy, ...waiting]);
    expect(finished).toEqual(['busy', 'first', 'second first', 'later', 'other later', 'task']);
  });

  it('keeps a worker free for urgent jobs while they keep coming, and lends it out again once they stop', async () => {
    const p = start({ size: 2, reserve: { priority: 0, forMs: 300, maxWaitMs: 5_000 } });
    await p.ready();
    const finished: string[] = [];
    const run = (text: string, priority: number, delayMs: number) =>
      p.run({ text, delayMs }, { priority }).then(({ text }) => finished.push(text));
    // Nothing urgent yet: two long jobs run side by side.
    const tasks = [run('task a', 2, 50), run('task b', 2, 50)];
    expect(p.stats()).toMatchObject({ busy: 2, queued: 0 });
    await Promise.all(tasks);
    await run('first sound', 0, 0);
    // Right after an urgent job, a long one may take one worker but not the last.
    const long = [run('later 1', 1, 800), run('later 2', 1, 800)];
    expect(p.stats()).toMatchObject({ busy: 1, queued: 1 });
    // The next urgent job finds that worker free, though a long job started before it.
    await run('second first sound', 0, 0);
    expect(finished.at(-1)).toBe('second first sound');
    expect(p.stats()).toMatchObject({ busy: 1, queued: 1 });
    // No urgent job for a while: the waiting long job takes the spare worker before the first one ends.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(p.stats()).toMatchObject({ busy: 1, queued: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(p.stats()).toMatchObject({ busy: 2, queued: 0 });
    await Promise.all(long);
  });

  it('gives running urgent jobs the cores to themselves: nothing else starts until they end', async () => {
    const p = start({ size: 3, reserve: { priority: 0, forMs: 5_000, maxWaitMs: 5_000 } });
    await p.ready();
    const urgent = p.run({ text: 'first sound', delayMs: 200 }, { priority: 0 });
    const later = p.run({ text: 'later', delayMs: 0 }, { priority: 1 });
    // Two workers idle, yet the later sentence waits for the first sound.
    expect(p.stats()).toMatchObject({ busy: 1, queued: 1 });
    const order: string[] = [];
    await Promise.all([urgent, later].map((job) => job.then(({ text }) => order.push(text))));
    expect(order).toEqual(['first sound', 'later']);
  });

  it('lets a job that waited its time go next, though urgent ones keep coming', async () => {
    const p = start({ size: 2, reserve: { priority: 0, forMs: 300, maxWaitMs: 300 } });
    await p.ready();
    // Urgent jobs on both workers, one after another, for three seconds.
    const until = Date.now() + 3_000;
    const lanes = [1, 2].map(async () => {
      while (Date.now() < until) await p.run({ text: 'first sound', delayMs: 50 }, { priority: 0 });
    });
    await new Promise((r) => setTimeout(r, 20));
    await p.run({ text: 'later' }, { priority: 1 });
    expect(Date.now()).toBeLessThan(until);
    await Promise.all(lanes);
  });

  it('queues behind busy workers and refuses work beyond the queue limit', async () => {
    const p = start({ maxQueue: 1 });
    await p.ready();
    const running = p.run({ text: 'one', delayMs: 150 });
    const queued = p.run({ text: 'two' });
    await expect(p.run({ text: 'three' })).rejects.toMatchObject({ code: 'BUSY', message: /busy/ });
    await expect(Promise.all([running, queued])).resolves.toMatchObject([{ text: 'one' }, { text: 'two' }]);
  });

  it('stops a job that runs too long and carries on with a new worker', async () => {
    const p = start({ jobTimeoutMs: 150 });
    await p.ready();
    await expect(p.run({ text: 'hang' })).rejects.toMatchObject({ code: 'TIMEOUT', message: /150 ms/ });
    await expect(p.run({ text: 'next' })).resolves.toMatchObject({ text: 'next' });
    expect(p.stats().replacements).toBe(1);
  });

  it('cancels queued and running jobs when their request goes away', async () => {
    const p = start();
    await p.ready();
    const running = new AbortController();
    const queued = new AbortController();
    const first = p.run({ text: 'hang' }, { signal: running.signal });
    const second = p.run({ text: 'queued' }, { signal: queued.signal });
    queued.abort();
    await expect(second).rejects.toMatchObject({ code: 'ABORTED' });
    running.abort();
    await expect(first).rejects.toMatchObject({ code: 'ABORTED' });
    await expect(p.run({ text: 'fine' })).resolves.toMatchObject({ text: 'fine' });
  });

  it('shuts down cleanly: running jobs finish, waiting ones are refused, new ones too', async () => {
    const p = start();
    await p.ready();
    const running = p.run({ text: 'finishing', delayMs: 100 });
    const waiting = p.run({ text: 'waiting' });
    const closing = p.close();
    await expect(waiting).rejects.toMatchObject({ code: 'CLOSED' });
    await expect(running).resolves.toMatchObject({ text: 'finishing' });
    await closing;
    await expect(p.run({ text: 'late' })).rejects.toMatchObject({ code: 'CLOSED' });
    expect(p.stats().ready).toBe(0);
  });

  it('reports a worker that cannot start instead of restarting it in a loop', async () => {
    pool = createWorkerPool<Job, Result>({
      script: 'throw new Error("missing engine files")',
      size: 1,
      maxQueue: 10,
      jobTimeoutMs: 10_000,
      task: 'speech synthesis',
    });
    await expect(pool.run({ text: 'x' })).rejects.toMatchObject({
      code: 'FAILED',
      message: expect.stringMatching(/could not start: missing engine files/),
    });
    expect(pool.stats().ready).toBe(0);
  });
});
