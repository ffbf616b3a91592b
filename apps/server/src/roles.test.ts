import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startServer } from './testing/harness';

describe('DUBKIT_ROLE', () => {
  it('runs everything in one process unless told otherwise', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ DUBKIT_ROLE: 'worker', DATABASE_URL: 'postgres://db/dubkit' }).role).toBe('worker');
  });

  it('refuses a web or worker process on the embedded SQLite database, naming what to set', () => {
    for (const role of ['web', 'worker'])
      expect(() => loadConfig({ DUBKIT_ROLE: role })).toThrow(
        `DUBKIT_ROLE=${role} runs beside other processes, which share one PostgreSQL database: set DATABASE_URL`,
      );
    expect(() => loadConfig({ DUBKIT_ROLE: 'api', DATABASE_URL: 'postgres://db/dubkit' })).toThrow(
      'DUBKIT_ROLE must be web, worker or all, got "api"',
    );
  });

  it('has a worker answer its health with its role and nothing else of the API', async () => {
    const worker = await startServer({ name: 'sqlite' }, { role: 'worker', speech: false, ocr: false });
    try {
      const health = await worker.call<{ role: string }>('GET', '/api/health');
      expect(health.body.data.role).toBe('worker');
      const list = await worker.call('GET', '/api/tts/task/list', { query: { page: 1 } });
      expect(list.status).toBe(404);
    } finally {
      await worker.close();
    }
  });

  it('has a web process answer the API with its role in its health', async () => {
    const web = await startServer({ name: 'sqlite' }, { role: 'web', speech: false, ocr: false });
    try {
      expect((await web.call<{ role: string }>('GET', '/api/health')).body.data.role).toBe('web');
      expect((await web.call('GET', '/api/settings/home/comments')).body.code).toBe(200);
    } finally {
      await web.close();
    }
  });

  it('says a process is ready for traffic only once its speech engine is warm', async () => {
    const web = await startServer({ name: 'sqlite' }, { role: 'all', ocr: false });
    try {
      const ready = () => web.call<{ ready: boolean; speech: string }>('GET', '/api/health/ready');
      const first = await ready();
      expect(first.status).toBe(503);
      expect(first.body.data).toEqual({ ready: false, speech: 'starting' });
      // Liveness is not readiness: the process answers its health all along.
      expect((await web.call('GET', '/api/health')).status).toBe(200);
      const deadline = Date.now() + 120_000;
      while ((await ready()).status !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect((await ready()).body.data).toEqual({ ready: true, speech: 'ready' });
    } finally {
      await web.close();
    }
  }, 150_000);
});
