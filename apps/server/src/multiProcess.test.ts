import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from './db/connect';
import { TASK_STATUS } from './db/schema';
import { createTestDatabase, databaseTargets, freshPhone } from './testing/harness';
import { s3Environment, startS3Server, type TestS3Server } from './testing/s3';
import { type ServerProcess, startServerProcess, stopServerProcess } from './testing/serverProcess';

const SPEAK =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">';
const postgres = databaseTargets().find((target) => target.name === 'postgres');

describe.skipIf(!postgres)('two web processes and workers on one PostgreSQL and one bucket', () => {
  const processes: ServerProcess[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: Db;
  let s3: TestS3Server;

  /** One process in a role on the shared database and bucket (testing/serverProcess.ts), checked to say its role. */
  async function startProcess(role: 'web' | 'worker'): Promise<ServerProcess> {
    const server = await startServerProcess({
      role,
      env: {
        DATABASE_URL: database.databaseUrl ?? '',
        ...s3Environment(s3.settings),
        DUBKIT_STATIC_DIR: '',
        DUBKIT_EMBED_DIR: '',
        DUBKIT_PARTNER_EXAMPLE_DIR: '',
        // Long enough that a starved machine's late heartbeat does not hand a live render to another worker.
        DUBKIT_TASK_LEASE_MS: '8000',
        DUBKIT_SPEECH_WORKERS: '1',
        DUBKIT_OCR: 'off',
        DUBKIT_DEV_ENDPOINTS: 'on',
        DUBKIT_RATE_LIMITS: 'off',
        LOG_LEVEL: 'info',
      },
      // Two cores shared with the rest of npm test: a start (migrations, seeding, a warm speech engine) can take minutes.
      startTimeoutMs: 240_000,
      spawned: (server) => processes.push(server),
    });
    const health = (await (await fetch(`${server.base}/api/health`)).json()) as { data: { role: string } };
    expect(health.data.role).toBe(role);
    return server;
  }

  const kill = (server: ServerProcess) => stopServerProcess(server, 'SIGKILL');

  const call = async <T>(server: ServerProcess, method: string, path: string, body?: unknown, token?: string) =>
    (await (
      await fetch(`${server.base}${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
    ).json()) as { code: number; message: string; data: T };

  beforeAll(async () => {
    if (!postgres) return;
    database = await createTestDatabase(postgres);
    s3 = await startS3Server();
    store = connect({ databaseUrl: database.databaseUrl, sqliteFile: ':memory:' });
  });
  afterAll(async () => {
    for (const server of processes) await kill(server);
    await store?.close();
    await database?.drop();
    await s3?.close();
    for (const server of processes) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('logs in on one, takes a draft and a task on the other, renders once after a worker is killed mid-task', async () => {
    // The first web process migrates and seeds; the second and the worker start together on what it made.
    const web1 = await startProcess('web');
    const [web2, worker1] = await Promise.all([startProcess('web'), startProcess('worker')]);
    expect((await fetch(`${worker1.base}/api/tts/task/list`)).status).toBe(404);

    const phone = freshPhone();
    await call(web1, 'POST', '/api/sms/login_verify_code', { phone });
    const sms = await call<{ code: string }>(web1, 'GET', `/api/dev/sms/latest?phone=${phone}`);
    const login = await call<{ token: string }>(web1, 'POST', '/api/user/loginBySms', { phone, code: sms.data.code });
    expect(login.code).toBe(200);
    const { token } = login.data;

    const text = `${SPEAK}${'春江潮水连海平，海上明月共潮生。滟滟随波千万里，何处春江无月明。'.repeat(6)}</speak>`;
    const draft = { anchorType: 0, anchorId: 12, text, title: '两台机器' };
    const saved = await call<{ workId: number }>(web2, 'POST', '/api/tts/work/save', draft, token);
    expect(saved.code).toBe(200);
    const works = await call<{ list: Array<{ workId: number }> }>(
      web1,
      'GET',
      '/api/tts/work/list?page=1',
      undefined,
      token,
    );
    expect(works.data.list.map((work) => work.workId)).toEqual([saved.data.workId]);
    const added = await call<{ status: number }>(web2, 'POST', '/api/tts/task/v2/add', draft, token);
    expect(added.data.status).toBe(200);

    const taskRow = () => store.db.selectFrom('tasks').selectAll().executeTakeFirstOrThrow();
    const until = async (check: () => Promise<boolean>, timeoutMs: number, what: string) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await until(async () => (await taskRow()).status === TASK_STATUS.running, 60_000, 'the worker to claim the task');
    expect((await taskRow()).lease_owner).toContain(`:${worker1.child.pid}:`);
    await kill(worker1);
    expect((await taskRow()).status).toBe(TASK_STATUS.running);

    // Two workers take over: the dead one's lease runs out, one of them claims the task and finishes it.
    const [worker2, worker3] = await Promise.all([startProcess('worker'), startProcess('worker')]);
    await until(async () => (await taskRow()).status === TASK_STATUS.done, 180_000, 'the task to finish');
    const done = await taskRow();
    expect(done.attempts).toBe(2);
    const finished = () =>
      [worker1, worker2, worker3].flatMap((worker) =>
        worker.log.filter((line) => line.msg === 'task finished' && line.task === done.code),
      );
    // The row is marked done before its log line comes through the worker's pipe.
    await until(async () => finished().length > 0, 10_000, 'the log line of the finished task');
    expect(finished()).toHaveLength(1);

    const listed = await call<{ list: Array<{ code: string; status: number; filepath: string }> }>(
      web1,
      'GET',
      '/api/tts/task/list?page=1',
      undefined,
      token,
    );
    expect(listed.data.list).toMatchObject([{ code: done.code, status: TASK_STATUS.done }]);
    const downloads = await Promise.all(
      [web1, web2].map(async (web) => {
        const response = await fetch(`${web.base}${listed.data.list[0]?.filepath}`);
        expect(response.headers.get('content-type')).toBe('audio/mpeg');
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(downloads[0]?.length).toBeGreaterThan(10_000);
    expect(downloads[0]?.equals(downloads[1] ?? Buffer.alloc(0))).toBe(true);
    // One task's audio and subtitles: rendered once, whatever the killed worker had begun.
    expect(
      s3
        .keys('tasks/')
        .map((key) => key.split('.').pop())
        .sort(),
    ).toEqual(['mp3', 'srt', 'vtt']);
  }, 900_000);
});
