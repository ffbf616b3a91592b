// Past one machine, under load and faults: web and worker processes (apps/server's main with DUBKIT_ROLE) on one fresh
// PostgreSQL database and one local S3 server (s3rver), with fake speech-to-text and drawing providers. Simulated users
// log in by SMS, save drafts, audition and submit tasks with music and sound effects, plus some speech-to-text and
// drawing jobs; meanwhile one worker is killed (-9) mid-render and one web process restarted. Then it checks that no
// task was lost or finished twice and every task's MP3 downloads through every web process, and prints throughput
// for 1, 2 and 3 workers, the first byte of 20 concurrent auditions, and the database + storage share of a task (under
// the load, and for tasks rendered one at a time on the idle cluster).
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source scale-out.ts [--users=200] [--tasks=300] [--web=2]
//      [--workers=3] [--batch=30] [--jobs=20]   (small: --users=10 --tasks=10 --batch=4 --jobs=2)
// PostgreSQL: DUBKIT_TEST_DATABASE_URL (an admin URL) or a local cluster started by scripts/lib.mjs.
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { DEVELOPMENT_AUDITION_KEY, encryptText, type UploadPolicy } from '@dubkit/sdk-core';
import { createDubKitClient } from '@dubkit/sdk-core/client';
import { connect } from '../apps/server/src/db/connect.ts';
import { TASK_STATUS } from '../apps/server/src/db/schema.ts';
import { startFakeImagesServer } from '../apps/server/src/testing/fakeImagesServer.ts';
import { startFakeTranscriptionServer } from '../apps/server/src/testing/fakeTranscriptionServer.ts';
import { createTestDatabase } from '../apps/server/src/testing/harness.ts';
import { wavBytes } from '../apps/server/src/testing/mediaFixtures.ts';
import { s3Environment, startS3ServerProcess } from '../apps/server/src/testing/s3.ts';
import {
  type ServerProcess as SpawnedServer,
  startServerProcess,
  stopServerProcess,
} from '../apps/server/src/testing/serverProcess.ts';
import { type Envelope, speak } from './api-server.ts';
import { percentile } from './stats.ts';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    tasks: { type: 'string', default: '300' },
    web: { type: 'string', default: '2' },
    workers: { type: 'string', default: '3' },
    batch: { type: 'string', default: '30' },
    jobs: { type: 'string', default: '20' },
  },
});
const USERS = Number(flags.users);
const TASKS = Number(flags.tasks);
const WEB = Number(flags.web);
const WORKERS = Number(flags.workers);
const BATCH = Number(flags.batch);
const JOBS = Number(flags.jobs);
// A non-member's daily task quota (domain/tasks.ts dailySynthesisQuota).
const DAILY_TASKS = 10;
// Tasks rendered one at a time at the end, for the database and storage share without the load.
const QUIET_TASKS = 10;
if (TASKS + 3 * BATCH > USERS * DAILY_TASKS || QUIET_TASKS > DAILY_TASKS)
  throw new Error('more tasks than the users may submit in a day');

// Short enough that the killed worker's task comes back within the run, long enough for heartbeats on a busy machine.
const LEASE_MS = 10_000;
const CLOCK_TICKS = 100;

const PARAGRAPH =
  '清晨的阳光洒进小城，街道两旁的早餐店已经热闹起来。河边的柳树抽出了新芽，孩子们背着书包走过石桥。' +
  '老人们在公园里打太极拳，这座城市不大，却有说不完的故事。';
const AUDITION_TEXT =
  '春江潮水连海平，海上明月共潮生。滟滟随波千万里，何处春江无月明。江流宛转绕芳甸，月照花林皆似霰。';

const failures: string[] = [];
// Once the run stopped, calls cut by the processes going away are no failures of theirs.
let runOver = false;
const fail = (message: string) => {
  if (runOver) return;
  failures.push(message);
  console.error(`✗ ${message}`);
};

// ---- processes ---------------------------------------------------------------------------------------------------

interface ServerProcess extends SpawnedServer {
  /** Set from the moment it is asked to stop for a restart until it answers again: cut requests are retried. */
  restarting: boolean;
}

// Every process from its spawn on, so a run stopped while some still start leaves none behind.
const spawned: ServerProcess[] = [];

/** One process of apps/server's main from the sources, in a role, on the shared database and bucket. */
async function startProcess(
  env: Record<string, string>,
  role: 'web' | 'worker',
  name: string,
  port?: number,
): Promise<ServerProcess> {
  const server = await startServerProcess({
    role,
    name,
    ...(port ? { port } : {}),
    env: {
      ...env,
      // Workers log each task's timings (debug); they answer no request but /api/health, so no request lines.
      LOG_LEVEL: role === 'worker' ? 'debug' : 'info',
      ...(role === 'worker' ? { DUBKIT_SPEECH_WORKERS: '1' } : {}),
    },
    // Several processes compile the sources at once on two busy cores: minutes, not seconds.
    startTimeoutMs: 600_000,
    spawned: (started) => spawned.push(Object.assign(started, { restarting: false })),
  });
  return server as ServerProcess;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stopProcess = stopServerProcess;

/** User + system CPU seconds a process used so far (/proc/<pid>/stat; its speech threads included). */
function cpuSeconds(server: ServerProcess): number {
  try {
    const stat = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

// ---- a client that retries what a restart cut ---------------------------------------------------------------------

const counts = { requests: 0, retriedAfterRestart: 0 };

/** The web processes, as the load balancer knows them. */
const webProcesses: ServerProcess[] = [];

/**
 * Where the load balancer sends a user's request: to the user's process, or while that one restarts (from its stop
 * until /api/health/ready answers 200), to another.
 */
const route = (web: ServerProcess) => (web.restarting ? (webProcesses.find((w) => !w.restarting) ?? web) : web);

/**
 * Runs one request (or a whole upload/stream) through the load balancer; one cut by the restart (a network failure,
 * or a closing process's 503) is retried.
 */
async function onWeb<T>(web: ServerProcess, what: string, attempt: (target: ServerProcess) => Promise<T>): Promise<T> {
  for (;;) {
    counts.requests++;
    const target = route(web);
    try {
      return await attempt(target);
    } catch (error) {
      // fetch's TypeError, or the SDK client's network error wrapping one.
      const network = error instanceof TypeError || (error as Error).cause instanceof TypeError;
      const cutByRestart = web.restarting && network;
      if (!cutByRestart) {
        fail(`${what} on ${web.name}: ${(error as Error).message}`);
        throw error;
      }
      counts.retriedAfterRestart++;
      await sleep(250);
    }
  }
}

async function api<T>(web: ServerProcess, method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  return onWeb(web, `${method} ${path}`, async (target) => {
    const response = await fetch(`${target.base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // A closing process's 503 counts as cut, like a refused connection.
    if (response.status >= 500 && web.restarting) throw new TypeError(`status ${response.status}`);
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`code ${envelope.code}: ${envelope.message}`);
    return envelope.data;
  });
}

/** Milliseconds to the audition's first byte and to its end (the whole stream is read), and whether its process was restarting. */
async function audition(web: ServerProcess, token: string, text: string) {
  const cipher = await encryptText(DEVELOPMENT_AUDITION_KEY, speak(text));
  return onWeb(web, 'audition', async (target) => {
    const duringRestart = web.restarting;
    const started = performance.now();
    const response = await fetch(`${target.base}/api/tts/audition`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ anchorId: 12, text: cipher }),
    });
    if (response.status >= 500 && web.restarting) throw new TypeError(`status ${response.status}`);
    if (response.headers.get('content-type') !== 'audio/mpeg') throw new Error(`audition: ${await response.text()}`);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    const firstByte = performance.now() - started;
    while (reader && !(await reader.read()).done);
    if (!first?.value) throw new Error('audition answered no audio');
    return { firstByte, total: performance.now() - started, duringRestart };
  });
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

// ---- the run -------------------------------------------------------------------------------------------------------

// scripts/lib.mjs has no types: the one function used here, as it is.
const { ensurePostgres } = (await import('../scripts/lib.mjs' as string)) as {
  ensurePostgres(): Promise<{ url: string; stop(): Promise<void> } | null>;
};
const admin = process.env.DUBKIT_TEST_DATABASE_URL ? null : await ensurePostgres();
const adminUrl = process.env.DUBKIT_TEST_DATABASE_URL ?? admin?.url;
if (!adminUrl) throw new Error('no PostgreSQL: set DUBKIT_TEST_DATABASE_URL or install postgresql');
const database = await createTestDatabase({ name: 'postgres', adminUrl });
const store = connect({ databaseUrl: database.databaseUrl, sqliteFile: ':memory:' });
// In a process of its own: on the load generator's event loop, the bucket's answers waited behind 200 users' calls.
const s3 = await startS3ServerProcess('dubkit-scale');
const transcription = await startFakeTranscriptionServer();
transcription.answer({ segments: [{ start: 0, end: 1.5, text: '大家好，欢迎收听。' }], delayMs: 200 });
const images = await startFakeImagesServer();
images.answer({ delayMs: 200 });
const processes: ServerProcess[] = [];

const sharedEnv: Record<string, string> = {
  DATABASE_URL: database.databaseUrl ?? '',
  ...s3Environment(s3.settings),
  DUBKIT_ASR_BASE_URL: transcription.baseUrl,
  DUBKIT_ASR_API_KEY: 'sk-bench',
  DUBKIT_ASR_MODEL: 'fake-whisper',
  DUBKIT_IMAGES_BASE_URL: images.baseUrl,
  DUBKIT_IMAGES_API_KEY: 'sk-bench',
  DUBKIT_IMAGES_MODEL: 'fake-draw',
  DUBKIT_TASK_LEASE_MS: String(LEASE_MS),
  DUBKIT_STATIC_DIR: '',
  DUBKIT_EMBED_DIR: '',
  DUBKIT_PARTNER_EXAMPLE_DIR: '',
  DUBKIT_OCR: 'off',
  DUBKIT_DEV_ENDPOINTS: 'on',
  // Every simulated user calls from 127.0.0.1.
  DUBKIT_RATE_LIMITS: 'off',
  LOG_FORMAT: 'json',
  // The AWS SDK's notice about Node 20 would fill the output once per process.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
let workerCount = 0;
const start = async (role: 'web' | 'worker', port?: number) => {
  const name = role === 'web' ? `web${processes.filter((p) => p.role === 'web').length + 1}` : `worker${++workerCount}`;
  const server = await startProcess(sharedEnv, role, name, port);
  processes.push(server);
  return server;
};
const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;
const liveWorkers = () => processes.filter((p) => p.role === 'worker' && alive(p));

interface User {
  phone: string;
  token: string;
  web: ServerProcess;
  tasksLeft: number;
}

/** Logs a user in by SMS on its web process (the code read through the development endpoint). */
async function logIn(phone: string, web: ServerProcess): Promise<User> {
  await api(web, 'POST', '/api/sms/login_verify_code', { phone });
  const sms = await api<{ code: string }>(web, 'GET', `/api/dev/sms/latest?phone=${phone}`);
  const { token } = await api<{ token: string }>(web, 'POST', '/api/user/loginBySms', { phone, code: sms.code });
  return { phone, token, web, tasksLeft: DAILY_TASKS };
}

let sounds: Array<{ filepath: string; duration: number }> = [];
/** A task script: paragraphs with pauses and sound effects, read over background music. */
function taskBody(n: number) {
  let script = '';
  for (let i = 0; i < 3; i++) {
    const effect = sounds[(n + i) % sounds.length];
    script += `${PARAGRAPH}<break time="300ms"/><audio src="${effect?.filepath}" dk:name="音效" dk:duration="${effect?.duration}"/>`;
  }
  return {
    anchorType: 0,
    anchorId: 12,
    title: `压测任务${n}`,
    text: speak(script),
    bgmId: 1,
    bgmVolume: 50,
    bgmFadein: 1000,
    bgmFadeout: 2000,
  };
}

let submitted = 0;
async function submitTask(user: User) {
  const body = taskBody(submitted++);
  const added = await api<{ status: number; statusText: string }>(
    user.web,
    'POST',
    '/api/tts/task/v2/add',
    body,
    user.token,
  );
  user.tasksLeft--;
  if (added.status !== 200) fail(`task refused: ${added.statusText}`);
}

/** A speech-to-text upload (through the web process's own upload host, into the bucket) and its task. */
async function speechToText(user: User) {
  const wav = wavBytes(2);
  const { taskCode } = await onWeb(user.web, 'speech-to-text upload', async (target) => {
    const policy = await api<UploadPolicy>(
      user.web,
      'POST',
      '/api/tools/asr/policy',
      {
        filename: '访谈.wav',
        fileLength: wav.length,
        duration: 2,
      },
      user.token,
    );
    const client = createDubKitClient({ baseUrl: target.base, auth: { getToken: () => user.token } });
    return client.upload<{ taskCode: string }>(policy, new Blob([new Uint8Array(wav)], { type: 'audio/wav' }));
  });
  return taskCode;
}

async function drawing(user: User) {
  const task = await api<{ taskCode: string }>(
    user.web,
    'POST',
    '/api/draw/task/add',
    {
      styleId: 1,
      prompt: '一只在月光下散步的橘猫',
      size: '1024*1024',
      count: 1,
    },
    user.token,
  );
  return task.taskCode;
}

const taskRows = () => store.db.selectFrom('tasks').selectAll().orderBy('id').execute();

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const allTasksSettled = async () =>
  (await taskRows()).every((t) => t.status === TASK_STATUS.done || t.status === TASK_STATUS.failed);

/** Kills (-9) a worker as soon as it is rendering a task, then starts a replacement; the task's code. */
async function killWorkerMidRender(submitting: { done: boolean }): Promise<string | null> {
  for (;;) {
    const rows = await store.db
      .selectFrom('tasks')
      .select(['code', 'lease_owner'])
      .where('status', '=', TASK_STATUS.running)
      .execute();
    for (const worker of liveWorkers()) {
      const row = rows.find((r) => r.lease_owner?.includes(`:${worker.child.pid}:`));
      if (!row) continue;
      await stopProcess(worker, 'SIGKILL');
      const after = await store.db.selectFrom('tasks').select('status').where('code', '=', row.code).executeTakeFirst();
      if (after?.status !== TASK_STATUS.running) fail(`the killed worker's task ${row.code} was not mid-render`);
      console.log(
        `  kill -9 ${worker.name} (pid ${worker.child.pid}) while it rendered ${row.code}; starting a replacement`,
      );
      await start('worker');
      return row.code;
    }
    if (submitting.done && (await allTasksSettled())) {
      fail('no worker was seen rendering, so none was killed');
      return null;
    }
    await sleep(50);
  }
}

/** Stops a web process (SIGTERM) and starts it again on the same port, while its users keep calling it. */
async function restartWeb(web: ServerProcess) {
  web.restarting = true;
  console.log(`  restarting ${web.name}`);
  await stopProcess(web, 'SIGTERM');
  const fresh = await startProcess(sharedEnv, 'web', web.name, web.port);
  // Listed on its own for its log and data folder; its users keep calling the same address.
  processes.push(fresh);
  web.child = fresh.child;
  // A request refused just before the new process listened may only now report it.
  setTimeout(() => {
    web.restarting = false;
  }, 1000);
}

// ---- phases --------------------------------------------------------------------------------------------------------

/** Users log in, save a draft, audition, submit their share of the tasks and some jobs, while faults happen. */
async function loadWithFaults(webs: ServerProcess[]) {
  const started = performance.now();
  const users: User[] = [];
  const asrCodes: Array<{ user: User; code: string }> = [];
  const drawCodes: Array<{ user: User; code: string }> = [];
  const auditions: number[] = [];
  // Auditions of the restarting process's users, sent meanwhile to the other web process (which also serves its own).
  const auditionsDuringRestart: number[] = [];
  let restarted: Promise<void> | null = null;
  const submitting = { done: false };
  const killed = killWorkerMidRender(submitting);
  await mapLimit(
    Array.from({ length: USERS }, (_, i) => i),
    20,
    async (i) => {
      const user = await logIn(`139${String(10_000_000 + i).slice(-8)}`, webs[i % webs.length] as ServerProcess);
      users.push(user);
      // Halfway through the users, the last web process restarts under them.
      if (users.length === Math.ceil(USERS / 2)) restarted = restartWeb(webs[webs.length - 1] as ServerProcess);
      await api(user.web, 'POST', '/api/tts/work/save', { ...taskBody(i), title: `草稿${i}` }, user.token);
      const { firstByte, duringRestart } = await audition(user.web, user.token, AUDITION_TEXT);
      (duringRestart ? auditionsDuringRestart : auditions).push(firstByte);
      const share = Math.floor(TASKS / USERS) + (i < TASKS % USERS ? 1 : 0);
      for (let n = 0; n < share; n++) await submitTask(user);
      if (i < JOBS) asrCodes.push({ user, code: await speechToText(user) });
      if (i < JOBS) drawCodes.push({ user, code: await drawing(user) });
    },
  );
  submitting.done = true;
  await restarted;
  const killedTask = await killed;
  await until(allTasksSettled, 60 * 60_000, 'every task to finish');
  const seconds = (performance.now() - started) / 1000;
  const drafts = await store.db.selectFrom('works').select('id').where('title', 'like', '草稿%').execute();
  if (drafts.length !== USERS) fail(`${USERS} drafts saved but ${drafts.length} in the database`);
  console.log(
    `load: ${USERS} users, ${submitted} tasks, ${asrCodes.length} speech-to-text and ${drawCodes.length} drawing jobs in ${seconds.toFixed(1)} s; ` +
      `each user's audition's first byte p50 ${percentile(auditions, 50).toFixed(0)} ms, p95 ${percentile(auditions, 95).toFixed(0)} ms ` +
      `(${auditionsDuringRestart.length} more while their process restarted, routed to another: p50 ${percentile(auditionsDuringRestart, 50).toFixed(0)} ms)`,
  );
  return { users, asrCodes, drawCodes, killedTask };
}

/** Every task done, finished once (one 'task finished' line in all workers' logs, the dead ones' too), in the bucket. */
async function checkTasks(killedTask: string | null) {
  const rows = await taskRows();
  if (rows.length !== submitted) fail(`${submitted} tasks submitted but ${rows.length} in the database`);
  const finished = new Map<string, number>();
  const countFinished = () => {
    finished.clear();
    for (const line of processes.flatMap((p) => p.log))
      if (line.msg === 'task finished') finished.set(String(line.task), (finished.get(String(line.task)) ?? 0) + 1);
    return rows.every((row) => finished.has(row.code));
  };
  // A worker logs the finish just after the database says done: its line may still be in the pipe.
  await until(async () => countFinished(), 10_000, 'the workers to log every finish').catch(() => {});
  const keys = new Set(s3.keys('tasks/'));
  for (const row of rows) {
    if (row.status !== TASK_STATUS.done) fail(`task ${row.code} ended ${row.status}: ${row.error}`);
    if (finished.get(row.code) !== 1) fail(`task ${row.code} finished ${finished.get(row.code) ?? 0} times`);
    if (!keys.has(`tasks/${row.file}`)) fail(`task ${row.code}'s audio is not in the bucket`);
  }
  const retried = rows.filter((row) => row.attempts > 1);
  if (killedTask && !retried.some((row) => row.code === killedTask))
    fail(`the killed task ${killedTask} was not retried`);
  console.log(
    `tasks: ${rows.length} in the database, ${rows.filter((r) => r.status === TASK_STATUS.done).length} done, ` +
      `${rows.filter((r) => finished.get(r.code) === 1).length} finished exactly once; taken over after a lost lease: ${retried.map((r) => `${r.code} (${r.attempts} attempts)`).join(', ') || 'none'}`,
  );
}

/** Each user's finished MP3s, listed and downloaded through every web process: the same bytes everywhere. */
async function checkDownloads(users: User[], webs: ServerProcess[]) {
  let downloads = 0;
  await mapLimit(users, 8, async (user) => {
    const { list } = await api<{ list: Array<{ code: string; filepath: string }> }>(
      user.web,
      'GET',
      '/api/tts/task/list?page=1&size=200',
      undefined,
      user.token,
    );
    for (const task of list) {
      const sizes = new Set<number>();
      for (const web of webs) {
        const response = await fetch(`${web.base}${task.filepath}`);
        downloads++;
        if (response.status !== 200 || response.headers.get('content-type') !== 'audio/mpeg')
          fail(`task ${task.code} does not download through ${web.name}: ${response.status}`);
        sizes.add((await response.arrayBuffer()).byteLength);
      }
      if (sizes.size !== 1) fail(`task ${task.code} downloads differently through the web processes`);
    }
  });
  console.log(`downloads: ${downloads} MP3s (every task through each of ${webs.length} web processes)`);
}

async function checkJobs(asr: Array<{ user: User; code: string }>, draw: Array<{ user: User; code: string }>) {
  await until(
    async () => {
      const [asrRows, drawRows] = await Promise.all([
        store.db.selectFrom('asr_tasks').select('status').execute(),
        store.db.selectFrom('draw_tasks').select('status').execute(),
      ]);
      return [...asrRows, ...drawRows].every((r) => r.status === TASK_STATUS.done || r.status === TASK_STATUS.failed);
    },
    120_000,
    'the speech-to-text and drawing jobs',
  );
  for (const { user, code } of asr) {
    const { list } = await api<{ list: Array<{ taskCode: string; taskStatus: number }> }>(
      user.web,
      'POST',
      '/api/tools/asr/taskList',
      { page: 1, pageSize: 50 },
      user.token,
    );
    if (list.find((t) => t.taskCode === code)?.taskStatus !== 0) fail(`speech-to-text ${code} did not finish`);
  }
  for (const { user, code } of draw) {
    const task = await api<{ taskStatus: number }>(
      user.web,
      'GET',
      `/api/draw/task/check?taskCode=${code}`,
      undefined,
      user.token,
    );
    if (task.taskStatus !== 2) fail(`drawing ${code} did not finish (${task.taskStatus})`);
  }
  console.log(
    `jobs: ${asr.length} speech-to-text and ${draw.length} drawing jobs finished, ${transcription.uploads.length} transcriptions and ${images.requests.length} drawings asked of the fakes`,
  );
}

/** Keeps exactly `count` workers alive: stops the newest extra ones, starts more. */
async function setWorkers(count: number) {
  for (const worker of liveWorkers().slice(count)) await stopProcess(worker, 'SIGTERM');
  while (liveWorkers().length < count) await start('worker');
}

/**
 * With `count` workers: a batch of tasks submitted at once, rendered while 4 users audition in a loop on the web
 * processes. Tasks per minute and auditions per second, raw and per busy core (the CPU seconds the worker — or web —
 * processes used over the phase, from /proc, divided by its wall time: what the figures would be with one core each).
 */
async function throughput(count: number, users: User[], webs: ServerProcess[]) {
  await setWorkers(count);
  const workers = liveWorkers();
  const cpu = (group: ServerProcess[]) => group.reduce((sum, p) => sum + cpuSeconds(p), 0);
  const [workerCpu, webCpu] = [cpu(workers), cpu(webs)];
  const before = (await taskRows()).length;
  const started = performance.now();
  const submitters = users.filter((u) => u.tasksLeft > 0);
  await mapLimit(
    Array.from({ length: BATCH }, (_, i) => i),
    10,
    async (i) => submitTask(submitters[i % submitters.length] as User),
  );
  let done = false;
  let auditions = 0;
  const auditioning = Array.from({ length: 4 }, async (_, lane) => {
    const user = users[lane % users.length] as User;
    while (!done) {
      await audition(user.web, user.token, AUDITION_TEXT);
      auditions++;
    }
  });
  await until(
    async () => (await taskRows()).length === before + BATCH && (await allTasksSettled()),
    60 * 60_000,
    'the batch',
  );
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await Promise.all(auditioning);
  const workerBusy = (cpu(workers) - workerCpu) / seconds;
  const webBusy = (cpu(webs) - webCpu) / seconds;
  const perMinute = (BATCH / seconds) * 60;
  const perSecond = auditions / seconds;
  return (
    `${count} worker${count > 1 ? 's' : ' '}: ${perMinute.toFixed(1)} tasks/min (${(perMinute / workerBusy).toFixed(1)} per busy core, ` +
    `workers ${workerBusy.toFixed(2)} cores busy) · ${perSecond.toFixed(2)} auditions/s (${(perSecond / webBusy).toFixed(2)} per busy core, web ${webBusy.toFixed(2)} cores busy)`
  );
}

/** 20 auditions at once on one web process (workers idle): their first bytes; and 20 of one sentence, for reference. */
async function concurrentAuditions(user: User) {
  const alone: number[] = [];
  for (let i = 0; i < 5; i++) alone.push((await audition(user.web, user.token, AUDITION_TEXT)).firstByte);
  const runs = await Promise.all(Array.from({ length: 20 }, () => audition(user.web, user.token, AUDITION_TEXT)));
  const firstBytes = runs.map((r) => r.firstByte);
  // With every first sentence scheduled before anyone's later ones, the later sentences should not move the first byte.
  const oneSentence = AUDITION_TEXT.slice(0, AUDITION_TEXT.indexOf('。') + 1);
  const short = await Promise.all(Array.from({ length: 20 }, () => audition(user.web, user.token, oneSentence)));
  console.log(
    `20 concurrent auditions (${[...AUDITION_TEXT].length} characters, 4 sentences) on one web process: first byte p50 ${percentile(firstBytes, 50).toFixed(0)} ms, p95 ${percentile(firstBytes, 95).toFixed(0)} ms (target p50 ≤ 500 ms; ` +
      `one alone: p50 ${percentile(alone, 50).toFixed(0)} ms; 20 of its first sentence only: p50 ` +
      `${percentile(
        short.map((r) => r.firstByte),
        50,
      ).toFixed(0)} ms)`,
  );
}

/**
 * One worker, nothing else running: tasks submitted one at a time, each waited for, so their timings show what the
 * database and the bucket cost a task rather than how long each waits for a core on this shared machine. Their codes.
 */
async function quietTasks(web: ServerProcess): Promise<Set<string>> {
  await setWorkers(1);
  // A user of its own: a whole day's quota, whatever the load used of the others'.
  const user = await logIn('13800000001', web);
  const codes = new Set<string>();
  for (let i = 0; i < QUIET_TASKS; i++) {
    const before = new Set((await taskRows()).map((t) => t.code));
    await submitTask(user);
    await until(allTasksSettled, 10 * 60_000, 'a quiet task');
    for (const row of await taskRows()) if (!before.has(row.code)) codes.add(row.code);
  }
  return codes;
}

/** The claim, store and finish steps' share of a task's time, from the workers' debug timings (of some tasks only). */
function overhead(label: string, only?: Set<string>) {
  const timings = processes
    .flatMap((p) => p.log)
    .filter((line) => line.msg === 'task timings' && (!only || only.has(String(line.task)))) as Array<
    Record<'claimMs' | 'renderMs' | 'storeMs' | 'finishMs', number>
  >;
  const sum = (key: 'claimMs' | 'renderMs' | 'storeMs' | 'finishMs') => timings.reduce((s, t) => s + t[key], 0);
  const [claim, render, storeMs, finish] = [sum('claimMs'), sum('renderMs'), sum('storeMs'), sum('finishMs')];
  const share = (claim + storeMs + finish) / (claim + render + storeMs + finish);
  const per = (ms: number) => (ms / timings.length).toFixed(1);
  console.log(
    `per task, ${label} (${timings.length} tasks): claim ${per(claim)} ms, render ${per(render)} ms, store in the bucket ${per(storeMs)} ms, ` +
      `finish ${per(finish)} ms → database + storage ${(share * 100).toFixed(2)}% of a task's time (target ≤ 5%)`,
  );
}

try {
  console.log(
    `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${availableParallelism()} cores · scale-out: ${WEB} web + ${WORKERS} worker processes, ${USERS} users, ${TASKS} tasks, ${JOBS} speech-to-text + ${JOBS} drawing jobs, batches of ${BATCH}`,
  );
  // The first web process migrates and seeds the database; the others start on what it made.
  const webs = [await start('web')];
  webs.push(...(await Promise.all(Array.from({ length: WEB - 1 }, () => start('web')))));
  webProcesses.push(...webs);
  await Promise.all(Array.from({ length: WORKERS }, () => start('worker')));
  sounds = await api(webs[0] as ServerProcess, 'POST', '/api/tts/sound/search', { styleId: 0 });

  const { users, asrCodes, drawCodes, killedTask } = await loadWithFaults(webs);
  await checkTasks(killedTask);
  await checkJobs(asrCodes, drawCodes);
  await checkDownloads(users, webs);
  // From 3 down, stopping the newest first: every phase runs on workers the load already warmed.
  const figures = [];
  for (const count of [3, 2, 1]) figures.unshift(await throughput(count, users, webs));
  for (const line of figures) console.log(line);
  await checkTasks(killedTask);
  await concurrentAuditions(users[0] as User);
  overhead('under the load above');
  const quiet = await quietTasks(webs[0] as ServerProcess);
  overhead('one at a time on an idle cluster', quiet);
  console.log(
    `machine load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  console.log(
    `requests: ${counts.requests}, ${counts.retriedAfterRestart} cut by the restart and retried, ${failures.length} failures`,
  );
} catch (error) {
  fail(`the run stopped: ${(error as Error).stack}`);
} finally {
  runOver = true;
  for (const server of spawned) await stopProcess(server, 'SIGKILL');
  for (const server of spawned) rmSync(server.dataDir, { recursive: true, force: true });
  await store.close();
  await database.drop();
  await Promise.all([s3.close(), transcription.close(), images.close()]);
  await admin?.stop();
}
process.exit(failures.length ? 1 : 0);
