// Neural speech providers: the first byte of an audition through each adapter (OpenAI-compatible, GPT-SoVITS,
// CosyVoice) against a fake server of that shape speaking with espeak-ng after a set latency (a GPU's thinking time),
// and DubKit's overhead: first byte minus the fake's own time to answer that first sentence (target ≤ 20 ms). The
// DubKit server, the fakes (speech-providers-fakes.ts) and this client each run in a process of their own.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source speech-providers.ts [runs=20] [latencyMs=150]

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVELOPMENT_AUDITION_KEY, encryptText } from '@dubkit/sdk-core';
import { connect } from '../apps/server/src/db/connect.ts';
import type { ProviderShape, ReceivedRequest } from '../apps/server/src/testing/fakeSpeechProviders.ts';
import { startApiServer } from './api-server.ts';
import { percentile } from './stats.ts';

const runs = Number(process.argv[2] ?? 20);
const latencyMs = Number(process.argv[3] ?? 150);
const ANCHOR = 12;
const speak = (body: string) =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">${body}</speak>`;

const shapes: ProviderShape[] = ['openai', 'gpt-sovits', 'cosyvoice'];
const child = spawn(
  process.execPath,
  [...process.execArgv, new URL('./speech-providers-fakes.ts', import.meta.url).pathname, String(latencyMs)],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const [line] = (await once(child.stdout, 'data')) as [Buffer];
const urls = JSON.parse(line.toString()) as Record<ProviderShape, string>;
const received = async (shape: ProviderShape) =>
  (await (await fetch(`${urls[shape]}/__received`)).json()) as ReceivedRequest[];
const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-providers-'));
const server = await startApiServer(42000 + (process.pid % 1000), {
  DUBKIT_DATA_DIR: dataDir,
  DUBKIT_SPEECH_OPENAI_BASE_URL: urls.openai,
  DUBKIT_SPEECH_OPENAI_FORMAT: 'wav',
  DUBKIT_SPEECH_GPTSOVITS_BASE_URL: urls['gpt-sovits'],
  DUBKIT_SPEECH_COSYVOICE_BASE_URL: urls.cosyvoice,
});
// The voice catalogue, edited beside the server as the voices CLI does (every process sees a change within a second).
const store = connect({ sqliteFile: join(dataDir, 'dubkit.sqlite') });
const { db } = store;
const token = await server.logIn('13700002222');
let startedAt = 0;

/** Milliseconds to the audition's first byte; each run says a new sentence, so the sentence cache never answers. */
async function audition(text: string) {
  const body = JSON.stringify({ anchorId: ANCHOR, text: await encryptText(DEVELOPMENT_AUDITION_KEY, speak(text)) });
  const started = performance.now();
  startedAt = Date.now();
  const response = await fetch(`${server.base}/api/tts/audition`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const reader = response.body?.getReader();
  if (!response.ok || !reader) throw new Error(`audition failed: ${response.status}`);
  await reader.read();
  const firstByte = performance.now() - started;
  while (!(await reader.read()).done);
  return firstByte;
}

try {
  console.log(`fake servers answer after ${latencyMs} ms plus espeak-ng's own time; ${runs} auditions each`);
  for (const shape of shapes) {
    // Anchor 12 speaks through this provider alone.
    await db.deleteFrom('voice_bindings').where('anchor_id', '=', ANCHOR).execute();
    await db
      .insertInto('voice_bindings')
      .values({
        provider: shape,
        anchor_id: ANCHOR,
        voice: shape === 'gpt-sovits' ? 'refs/ref.wav' : shape === 'cosyvoice' ? '中文女' : 'nova',
        created_at: Date.now(),
      })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const firstBytes: number[] = [];
    const overheads: number[] = [];
    const before: number[] = [];
    for (let n = 0; n < runs + 3; n++) {
      const seen = (await received(shape)).length;
      const firstByte = await audition(`第${n + 1}次试听，${shape}的声音。后面还有第二句话。`);
      const request = (await received(shape))[seen];
      const own = request?.answeredMs ?? Number.NaN;
      if (n < 3) continue;
      firstBytes.push(firstByte);
      overheads.push(firstByte - own);
      before.push((request?.startedAt ?? Number.NaN) - startedAt);
    }
    console.log(
      `${shape.padEnd(10)} first byte p50 ${percentile(firstBytes, 50).toFixed(0)} ms, p95 ${percentile(firstBytes, 95).toFixed(0)} ms; DubKit's overhead over the server's own answer p50 ${percentile(overheads, 50).toFixed(1)} ms, p95 ${percentile(overheads, 95).toFixed(1)} ms (target ≤ 20 ms), of which before the request reaches the server p50 ${percentile(before, 50).toFixed(0)} ms`,
    );
  }
} finally {
  await store.close();
  await server.stop();
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
