import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { TASK_STATUS, type Task } from '../db/schema';
import { LocalFileStorage } from '../storage/files';
import { createTestDatabase, type DatabaseTarget, databaseTargets } from '../testing/harness';
import { type JobBell, localJobBell, postgresJobBell } from './jobBell';
import { type TaskKind, TaskRunner, type TaskRunnerOptions } from './taskRunner';

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each(databaseTargets())('durable synthesis tasks ($name)', (target: DatabaseTarget) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A database shared by "processes": each call opens its own connection to it. */
  async function sharedDatabase() {
    const dir = mkdtempSync(join(tmpdir(), 'dubkit-jobs-'));
    const database = await createTestDatabase(target);
    // Cleanups run last-first: the database goes after every connection to it has closed.
    cleanups.push(async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    });
    const open = async (): Promise<Db> => {
      const store = connect({ databaseUrl: database.databaseUrl, sqliteFile: join(dir, 'jobs.sqlite') });
      cleanups.push(() => store.close());
      return store;
    };
    const first = await open();
    await migrateToLatest(first.db, first.dialect);
    const now = Date.now();
    const { id: userId } = await first.db
      .insertInto('users')
      .values({
        username: 'u',
        phone: null,
        nickname: null,
        avatar: null,
        password_hash: null,
        invite_code: '000001',
        inviter_code: null,
        inviter_bound_at: null,
        wx_openid: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const addTasks = async (count: number, fields: Partial<Task> = {}) => {
      for (let i = 0; i < count; i++) {
        await first.db
          .insertInto('tasks')
          .values({
            code: `T${String(i).padStart(4, '0')}${Math.random().toString(36).slice(2, 6)}`,
            user_id: userId,
            title: `任务${i}`,
            anchor_type: 0,
            anchor_id: 12,
            anchor_name: '主播',
            template_id: 0,
            style_name: '默认',
            params: '{}',
            text: '你好',
            length: 2,
            sample_rate: 16000,
            status: TASK_STATUS.queued,
            attempts: 0,
            available_at: now,
            lease_owner: null,
            lease_expires_at: null,
            error: null,
            file: null,
            duration_ms: null,
            day: '2026-11-21',
            created_at: now + i,
            finished_at: null,
            ...fields,
          })
          .execute();
      }
    };
    return { dir, open, db: first, addTasks, databaseUrl: database.databaseUrl };
  }

  function runner(store: Db, dir: string, render: TaskKind, options: Partial<TaskRunnerOptions> = {}) {
    const taskRunner = new TaskRunner({
      db: store.db,
      dialect: store.dialect,
      files: new LocalFileStorage(join(dir, 'out')),
      kinds: { synthesis: render },
      pollMs: 10,
      ...options,
    });
    cleanups.push(() => taskRunner.stop());
    return taskRunner;
  }

  const audio = (text: string) => ({ bytes: new TextEncoder().encode(text), extension: 'mp3', durationMs: 1000 });
  const tasks = (store: Db) => store.db.selectFrom('tasks').selectAll().orderBy('id').execute();

  it('renders queued tasks and stores the audio', async () => {
    const shared = await sharedDatabase();
    await shared.addTasks(3);
    runner(shared.db, shared.dir, async (task) => audio(`audio of ${task.code}`)).start();
    await until(async () => (await tasks(shared.db)).every((t) => t.status === TASK_STATUS.done));
    for (const task of await tasks(shared.db)) {
      expect(task.file).toBe(`${task.code}.mp3`);
      expect(readFileSync(join(shared.dir, 'out', `${task.code}.mp3`), 'utf8')).toBe(`audio of ${task.code}`);
      expect(task.lease_owner).toBeNull();
    }
  });

  it('stores a task’s extra files before its own, and sets the kind’s own columns as it marks the task done', async () => {
    const shared = await sharedDatabase();
    await shared.addTasks(2);
    const files = new LocalFileStorage(join(shared.dir, 'out'));
    const order: string[] = [];
    const put = files.put.bind(files);
    files.put = (key, bytes, commit) => {
      order.push(key);
      return put(key, bytes, commit);
    };
    const subtitles = (code: string) => [
      { extension: 'srt', bytes: new TextEncoder().encode(`srt of ${code}`) },
      { extension: 'vtt', bytes: new TextEncoder().encode(`vtt of ${code}`) },
    ];
    runner(
      shared.db,
      shared.dir,
      async (task) => ({ ...audio(`audio of ${task.code}`), extras: subtitles(task.code), columns: { subtitles: 3 } }),
      { files },
    ).start();
    await until(async () => (await tasks(shared.db)).every((t) => t.status === TASK_STATUS.done));
    for (const task of await tasks(shared.db)) {
      expect(task.subtitles).toBe(3);
      expect(order.filter((key) => key.startsWith(task.code))).toEqual([
        `${task.code}.srt`,
        `${task.code}.vtt`,
        `${task.code}.mp3`,
      ]);
      expect(readFileSync(join(shared.dir, 'out', `${task.code}.vtt`), 'utf8')).toBe(`vtt of ${task.code}`);
    }
  });

  it('logs how long each finished task spent claiming, rendering, storing and finishing, at debug level', async () => {
    const shared = await sharedDatabase();
    await shared.addTasks(2);
    const lines: Array<{ obj: Record<string, unknown>; msg: string }> = [];
    const record = (obj: object, msg: string) => lines.push({ obj: obj as Record<string, unknown>, msg });
    const render: TaskKind = async (task) => {
      await new Promise((r) => setTimeout(r, 60));
      return audio(`audio of ${task.code}`);
    };
    runner(shared.db, shared.dir, render, { log: { info: record, warn: record, debug: record } }).start();
    await until(async () => lines.filter((line) => line.msg === 'task timings').length === 2);
    const codes = (await tasks(shared.db)).map((task) => task.code);
    for (const { obj } of lines.filter((line) => line.msg === 'task timings')) {
      expect(codes).toContain(obj.task);
      expect(obj.renderMs).toBeGreaterThanOrEqual(55);
      for (const step of ['claimMs', 'storeMs', 'finishMs']) expect(obj[step]).toBeGreaterThan(0);
    }
  });

  it('shows a task as done only once its audio can be downloaded', async () => {
    const shared = await sharedDatabase();
    await shared.addTasks(12);
    runner(shared.db, shared.dir, async (task) => audio(`audio of ${task.code}`), { concurrency: 3 }).start();
    const doneWithoutAudio = new Set<string>();
    const deadline = Date.now() + 15_000;
    // Look as often as the event loop allows: the window being guarded against is a single file operation.
    for (
      let all = await tasks(shared.db);
      !all.every((t) => t.status === TASK_STATUS.done);
      all = await tasks(shared.db)
    ) {
      for (const task of all) {
        if (task.status === TASK_STATUS.done && !existsSync(join(shared.dir, 'out', `${task.code}.mp3`))) {
          doneWithoutAudio.add(task.code);
        }
      }
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((r) => setImmediate(r));
    }
    expect([...doneWithoutAudio]).toEqual([]);
  });

  it('starts a job queued on another process at once, not at the next poll of the worker', async () => {
    const shared = await sharedDatabase();
    // Two processes on PostgreSQL, each with its own bell; SQLite serves one process, whose runners share one.
    const bell = async (): Promise<JobBell> => {
      if (!shared.databaseUrl) return sharedBell;
      const store = await shared.open();
      const made = postgresJobBell(shared.databaseUrl, store.db, { warn: () => {} });
      cleanups.push(() => made.close());
      return made;
    };
    const sharedBell = localJobBell();
    const worker = runner(await shared.open(), shared.dir, async (task) => audio(task.code), {
      pollMs: 600_000,
      bell: await bell(),
    });
    worker.start();
    // The worker has looked once, found nothing and sleeps for ten minutes.
    await new Promise((r) => setTimeout(r, 200));
    const web = runner(await shared.open(), shared.dir, async () => audio('never here'), { bell: await bell() });
    await shared.addTasks(1);
    // The web process rings after its submit (again, in case the worker's LISTEN was not yet open).
    await until(async () => {
      web.wake();
      await new Promise((r) => setTimeout(r, 300));
      return (await tasks(shared.db)).every((t) => t.status === TASK_STATUS.done);
    }, 10_000);
  });

  it('never lets two runners render or finish the same task', async () => {
    const shared = await sharedDatabase();
    await shared.addTasks(24);
    const rendered: string[] = [];
    const render: TaskKind = async (task) => {
      rendered.push(task.code);
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 15));
      return audio(task.code);
    };
    runner(await shared.open(), shared.dir, render, { concurrency: 3 }).start();
    runner(await shared.open(), shared.dir, render, { concurrency: 3 }).start();
    await until(async () => (await tasks(shared.db)).every((t) => t.status === TASK_STATUS.done));
    expect(rendered).toHaveLength(24);
    expect(new Set(rendered).size).toBe(24);
    expect(readdirSync(join(shared.dir, 'out')).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('never lets two runners take the same speech-to-text or drawing job', async () => {
    const shared = await sharedDatabase();
    const [user] = await shared.db.db.selectFrom('users').select('id').execute();
    const now = Date.now();
    const job = (i: number) => ({
      code: `J${i}`,
      status: TASK_STATUS.queued,
      attempts: 0,
      available_at: now,
      lease_owner: null,
      lease_expires_at: null,
      error: null,
      file: null,
      duration_ms: null,
      finished_at: null,
      user_id: user?.id ?? 0,
      created_at: now + i,
    });
    const count = 12;
    for (let i = 0; i < count; i++) {
      await shared.db.db
        .insertInto('asr_tasks')
        .values({
          ...job(i),
          kind: 'asr',
          title: '录音',
          source: 'upload',
          media_key: null,
          media_url: null,
          audio_duration_ms: 0,
          month: '2026-11',
          progress: 0,
        })
        .execute();
      await shared.db.db
        .insertInto('draw_tasks')
        .values({
          ...job(i),
          kind: 'draw',
          style_id: 1,
          style_name: '风格',
          size: '1024*1024',
          num: 1,
          prompt: '山水',
          ref_img: null,
          queue_slot: null,
        })
        .execute();
    }
    const taken: string[] = [];
    const work = (table: 'asr_tasks' | 'draw_tasks') => async (task: { code: string }) => {
      taken.push(`${table}/${task.code}`);
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 15));
      return audio(task.code);
    };
    for (const [table, kind] of [
      ['asr_tasks', 'asr'],
      ['draw_tasks', 'draw'],
    ] as const)
      for (let i = 0; i < 2; i++) {
        const taskRunner = new TaskRunner({
          db: (await shared.open()).db,
          dialect: shared.db.dialect,
          table,
          files: new LocalFileStorage(join(shared.dir, table)),
          kinds: { [kind]: work(table) },
          pollMs: 10,
          concurrency: 3,
        });
        cleanups.push(() => taskRunner.stop());
        taskRunner.start();
      }
    const unfinished = async () =>
      [
        ...(await shared.db.db.selectFrom('asr_tasks').select('status').execute()),
        ...(await shared.db.db.selectFrom('draw_tasks').select('status').execute()),
      ].filter((t) => t.status !== TASK_STATUS.done).length;
    await until(async () => (await unfinished()) === 0);
    expect(taken).toHaveLength(2 * count);
    expect(new Set(taken).size).toBe(2 * count);
  });

  it('lets a runner whose lease ran out finish nothing once another runner took the task', async () => {
    const shared = await sharedDatabase();
    const late = new TextEncoder().encode('late srt');
    await shared.addTasks(1);
    let releaseSlow: () => void = () => {};
    const slowStarted = new Promise<void>((started) => {
      runner(
        shared.db,
        shared.dir,
        (_task, signal) =>
          new Promise((resolve, reject) => {
            started();
            releaseSlow = () => resolve({ ...audio('late audio'), extras: [{ extension: 'srt', bytes: late }] });
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
        { leaseMs: 60_000 },
      ).start();
    });
    await slowStarted;
    // A second runner whose clock is past the first one's lease sees it as dead and takes the task over.
    const fresh = { extension: 'srt', bytes: new TextEncoder().encode('fresh srt') };
    const second = runner(await shared.open(), shared.dir, async () => ({ ...audio('fresh audio'), extras: [fresh] }), {
      now: () => Date.now() + 120_000,
    });
    second.start();
    await until(async () => (await tasks(shared.db))[0]?.status === TASK_STATUS.done);
    releaseSlow();
    await new Promise((r) => setTimeout(r, 100));
    const [task] = await tasks(shared.db);
    expect(task?.attempts).toBe(2);
    expect(readFileSync(join(shared.dir, 'out', `${task?.code}.mp3`), 'utf8')).toBe('fresh audio');
    expect(readFileSync(join(shared.dir, 'out', `${task?.code}.srt`), 'utf8')).toBe('fresh srt');
  });

  it('resumes a task whose runner died mid-render', async () => {
    const shared = await sharedDatabase();
    await shared.addTasks(1, {
      status: TASK_STATUS.running,
      lease_owner: 'dead-host:1:abcd',
      lease_expires_at: Date.now() - 1,
      attempts: 1,
    });
    runner(shared.db, shared.dir, async () => audio('resumed')).start();
    await until(async () => (await tasks(shared.db))[0]?.status === TASK_STATUS.done);
    expect((await tasks(shared.db))[0]?.attempts).toBe(2);
  });

  it('retries a failing render a bounded number of times, then fails with the message', async () => {
    const shared = await sharedDatabase();
    await shared.addTasks(2);
    const attempts = new Map<string, number>();
    const [flaky, broken] = (await tasks(shared.db)).map((t) => t.code);
    runner(
      shared.db,
      shared.dir,
      async (task) => {
        const n = (attempts.get(task.code) ?? 0) + 1;
        attempts.set(task.code, n);
        if (task.code === broken || n < 2) throw new Error('引擎暂时不可用');
        return audio('ok');
      },
      {
        maxAttempts: 3,
        now: () => Date.now() + (attempts.size > 0 ? 3_600_000 * [...attempts.values()].reduce((a, b) => a + b) : 0),
      },
    ).start();
    await until(async () =>
      (await tasks(shared.db)).every((t) => t.status === TASK_STATUS.done || t.status === TASK_STATUS.failed),
    );
    const byCode = new Map((await tasks(shared.db)).map((t) => [t.code, t]));
    expect(byCode.get(flaky ?? '')?.status).toBe(TASK_STATUS.done);
    expect(attempts.get(flaky ?? '')).toBe(2);
    expect(byCode.get(broken ?? '')).toMatchObject({
      status: TASK_STATUS.failed,
      error: '引擎暂时不可用',
      attempts: 3,
    });
    expect(attempts.get(broken ?? '')).toBe(3);
  });

  it('hands a task back at once when stopped mid-render', async () => {
    const shared = await sharedDatabase();
    await shared.addTasks(1);
    let started: () => void = () => {};
    const isStarted = new Promise<void>((r) => {
      started = r;
    });
    const first = runner(shared.db, shared.dir, (_task, signal) => {
      started();
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    first.start();
    await isStarted;
    await first.stop();
    expect((await tasks(shared.db))[0]).toMatchObject({ status: TASK_STATUS.queued, attempts: 0, lease_owner: null });
  });
});
