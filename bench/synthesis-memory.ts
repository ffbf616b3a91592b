// The longest task the reference server accepts (2 hours: a sentence, then a pause at the 60 s limit, over and
// over, under music with the longest fade-out), rendered by a real server: render time and the server's peak memory,
// against its memory once warm. Then how long the server takes to refuse requests over the limits.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source synthesis-memory.ts [minutes=120]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BREAK_MAX_MS,
  DEVELOPMENT_AUDITION_KEY,
  encryptText,
  speechDurationMs,
  TASK_MAX_DURATION_MS,
} from '@dubkit/sdk-core';
import { mp3Info } from '../apps/server/src/speech/mp3.ts';

const minutes = Number(process.argv[2] ?? TASK_MAX_DURATION_MS / 60_000);
const port = 43000 + (process.pid % 1000);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-bench-'));
const main = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=@dubkit/source', main], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DUBKIT_DATA_DIR: dataDir,
    DUBKIT_STATIC_DIR: '',
    // The bench logs in by reading the SMS code from the development endpoint.
    DUBKIT_DEV_ENDPOINTS: 'on',
    DUBKIT_SPEECH_WORKERS: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const memoryMb = (field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
};

const speak = (body: string) =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">${body}</speak>`;
const sentence = '清晨的阳光洒进小城，街道两旁的早餐店已经热闹起来。';
const pause = `<break time="${BREAK_MAX_MS / 1000}s"/>`;
const FADE_OUT_MS = 10_000;

async function call<T>(path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message: string; data: T };
}

/** Milliseconds the server takes to answer a request that it refuses, and its message. */
async function refusal(request: () => Promise<{ message: string; data: unknown }>) {
  const started = performance.now();
  const { message, data } = await request();
  const text = (data as { statusText?: string } | null)?.statusText ?? message;
  return `${(performance.now() - started).toFixed(0)} ms (${text})`;
}

try {
  for (let i = 0; ; i++) {
    const health = await call<{ speech: string }>('/api/health').catch(() => null);
    if (health?.data.speech === 'ready') break;
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const phone = '13700002222';
  await call('/api/sms/login_verify_code', { phone });
  const { data: sms } = await call<{ code: string }>(`/api/dev/sms/latest?phone=${phone}`);
  const { data: login } = await call<{ token: string }>('/api/user/loginBySms', { phone, code: sms.code });
  const token = login.token;

  // Sentences and pauses until the next pair would pass the requested length (with the music's fade-out).
  let script = '';
  let plannedMs = FADE_OUT_MS;
  const pair = speechDurationMs(sentence) + BREAK_MAX_MS;
  while (plannedMs + pair <= minutes * 60_000) {
    script += sentence + pause;
    plannedMs += pair;
  }
  const warmMb = memoryMb('VmRSS');
  const submitted = performance.now();
  const music = { bgmId: 1, bgmVolume: 50, bgmFadein: 1000, bgmFadeout: FADE_OUT_MS };
  const added = await call<{ status: number; statusText: string }>(
    '/api/tts/task/v2/add',
    { anchorType: 0, anchorId: 12, text: speak(script), ...music },
    token,
  );
  if (added.data?.status !== 200) throw new Error(`task refused: ${added.message} ${added.data?.statusText}`);
  let task: { status: number; statusName: string; filepath: string } | undefined;
  for (;;) {
    const { data } = await call<{ list: NonNullable<typeof task>[] }>('/api/tts/task/list?page=1', undefined, token);
    task = data.list[0];
    if (task?.status === 1 || task?.status === -1) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (task?.status !== 1) throw new Error(`task failed: ${task?.statusName}`);
  const elapsed = (performance.now() - submitted) / 1000;
  const mp3 = new Uint8Array(await (await fetch(`${base}${task.filepath}`)).arrayBuffer());
  const { durationMs } = mp3Info(mp3);
  console.log(
    `task of ${(durationMs / 60_000).toFixed(1)} minutes (planned ${(plannedMs / 60_000).toFixed(1)}; ${[...script].length} characters, music): rendered in ${elapsed.toFixed(1)} s, MP3 ${(mp3.length / 1e6).toFixed(1)} MB`,
  );
  console.log(`server memory: ${warmMb} MB once warm, peak ${memoryMb('VmHWM')} MB (RSS, one speech worker)`);

  const cipher = (text: string) => encryptText(DEVELOPMENT_AUDITION_KEY, speak(text));
  const auditionRequest = async (text: string) => {
    const response = await fetch(`${base}/api/tts/audition`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ anchorId: 12, text: await cipher(text) }),
    });
    return (await response.json()) as { message: string; data: unknown };
  };
  const taskRequest = (text: string) =>
    call<{ statusText: string }>('/api/tts/task/v2/add', { anchorType: 0, anchorId: 12, text: speak(text) }, token);
  console.log(
    `refused audition, a pause of 1e12 ms: ${await refusal(() => auditionRequest('开始<break time="1000000000000ms"/>结束'))}`,
  );
  console.log(
    `refused audition, 31 minutes of pauses: ${await refusal(() => auditionRequest(`开始${pause.repeat(31)}结束`))}`,
  );
  console.log(
    `refused task, a pause of 10 hours: ${await refusal(() => taskRequest('开始<break time="36000s"/>结束'))}`,
  );
  console.log(
    `refused task, the script above and 20 more minutes of pauses: ${await refusal(() => taskRequest(script + pause.repeat(20)))}`,
  );
} finally {
  server.kill();
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
