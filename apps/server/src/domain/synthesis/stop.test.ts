import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loginNewUser, startServer, type TestServer } from '../../testing/harness';

const SPEAK =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">';

type TaskRow = { code: string; status: number; statusName: string; filepath: string };

async function taskWithStatus(server: TestServer, token: string, status: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await server.call<{ list: TaskRow[] }>('GET', '/api/tts/task/list', { query: { page: 1 }, token });
    const task = body.data.list[0];
    if (task?.status === status) return task;
    if (task?.status === -1) throw new Error(`task failed: ${task.statusName}`);
    if (Date.now() > deadline) throw new Error(`task still ${task?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('stops within its grace period while a long task renders, and the next start finishes the task', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-stop-'));
  // A long lease: the next start takes the task up because the stop handed it back, not because the lease ran out.
  const options = { speech: true, speechWorkers: 1, dataDir, shutdownGraceMs: 2000, taskLeaseMs: 600_000 };
  const first = await startServer({ name: 'sqlite' }, options);
  const user = await loginNewUser(first);
  // The engine is warm (the seed sounds exist), so the stop lands in the render's mastering and encoding.
  await expect
    .poll(async () => (await first.call<{ speech: string }>('GET', '/api/health')).body.data.speech, {
      // Warming up renders the seed sounds: tens of seconds while the rest of npm test shares the two cores.
      timeout: 150_000,
    })
    .toBe('ready');
  // An hour of pauses (each at the 60 s limit) between two words: quick to speak, seconds to master and encode.
  const hour = '<break time="60s"/>'.repeat(60);
  const added = await first.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
    token: user.token,
    body: { anchorType: 0, anchorId: 12, text: `${SPEAK}开始${hour}结束</speak>` },
  });
  expect(added.body.data.status).toBe(200);
  await taskWithStatus(first, user.token, 2, 60_000);
  await new Promise((r) => setTimeout(r, 1500));

  const stopping = performance.now();
  await first.app.close();
  expect(performance.now() - stopping).toBeLessThan(2000);

  const second = await startServer({ name: 'sqlite' }, options);
  try {
    const done = await taskWithStatus(second, user.token, 1, 120_000);
    const audio = await fetch(`${second.base}${done.filepath}`);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(3600 * 6000 * 0.9);
  } finally {
    await second.close();
  }
}, 360_000);

it('stops at once while its first start is still generating the seed sounds', async () => {
  const server = await startServer({ name: 'sqlite' }, { speech: true, speechWorkers: 1 });
  expect((await server.call<{ speech: string }>('GET', '/api/health')).body.data.speech).toBe('starting');
  const stopping = performance.now();
  await server.close();
  expect(performance.now() - stopping).toBeLessThan(1000);
});
