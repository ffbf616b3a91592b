// The longest task the reference server accepts (2 hours: a sentence, then a pause at the 60 s limit, over and
// over, under music with the longest fade-out), rendered by a real server: render time and the server's peak memory,
// against its memory once warm. Then how long the server takes to refuse requests over the limits.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source synthesis-memory.ts [minutes=120]
import { DEVELOPMENT_AUDITION_KEY, encryptText } from '@dubkit/sdk-core';
import { BREAK_MAX_MS, speechDurationMs, TASK_MAX_DURATION_MS } from '@dubkit/sdk-core/studio';
import { mp3Info } from '../apps/server/src/engines/speech/mp3.ts';
import { speak, startApiServer } from './api-server.ts';

const minutes = Number(process.argv[2] ?? TASK_MAX_DURATION_MS / 60_000);
const port = 43000 + (process.pid % 1000);
const server = await startApiServer(port, { DUBKIT_SPEECH_WORKERS: '1' });
const { base, call, memoryMb } = server;

const sentence = '清晨的阳光洒进小城，街道两旁的早餐店已经热闹起来。';
const pause = `<break time="${BREAK_MAX_MS / 1000}s"/>`;
const FADE_OUT_MS = 10_000;

/** Milliseconds the server takes to answer a request that it refuses, and its message. */
async function refusal(request: () => Promise<{ message: string; data: unknown }>) {
  const started = performance.now();
  const { message, data } = await request();
  const text = (data as { statusText?: string } | null)?.statusText ?? message;
  return `${(performance.now() - started).toFixed(0)} ms (${text})`;
}

try {
  const token = await server.logIn('13700002222');

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
  await server.stop();
}
