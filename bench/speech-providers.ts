// Neural speech providers: the first byte of an audition through each adapter (OpenAI-compatible, GPT-SoVITS,
// CosyVoice) against a fake server of that shape speaking with espeak-ng after a set latency (a GPU's thinking time),
// and DubKit's overhead: first byte minus the fake's own time to answer that first sentence (target ≤ 20 ms).
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source speech-providers.ts [runs=20] [latencyMs=150]
import { DEVELOPMENT_AUDITION_KEY, encryptText } from '@dubkit/sdk-core';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/schema.ts';
import { createEspeakEngine } from '../apps/server/src/engines/speech/index.ts';
import type { ProviderShape } from '../apps/server/src/testing/fakeSpeechProviders.ts';
import { startFakeSpeechProvider } from '../apps/server/src/testing/fakeSpeechProviders.ts';
import { loginNewUser, startSpeechServer } from '../apps/server/src/testing/harness.ts';
import { percentile } from './stats.ts';

const runs = Number(process.argv[2] ?? 20);
const latencyMs = Number(process.argv[3] ?? 150);
const ANCHOR = 12;
const speak = (body: string) =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">${body}</speak>`;

const espeak = createEspeakEngine({ workers: 1 });
const shapes: ProviderShape[] = ['openai', 'gpt-sovits', 'cosyvoice'];
const fakes = Object.fromEntries(
  await Promise.all(
    shapes.map(async (shape) => [shape, await startFakeSpeechProvider({ shape, engine: espeak, latencyMs })] as const),
  ),
);
const server = await startSpeechServer({
  speechProviders: {
    openai: { baseUrl: fakes.openai.url, model: 'tts-1', format: 'wav' },
    'gpt-sovits': { baseUrl: fakes['gpt-sovits'].url },
    cosyvoice: { baseUrl: fakes.cosyvoice.url },
  },
});
const db = (server.app as unknown as { dubkit: { db: Kysely<Database> } }).dubkit.db;
const user = await loginNewUser(server);

/** Milliseconds to the audition's first byte; each run says a new sentence, so the sentence cache never answers. */
async function audition(text: string) {
  const started = performance.now();
  const response = await fetch(`${server.base}/api/tts/audition`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ anchorId: ANCHOR, text: await encryptText(DEVELOPMENT_AUDITION_KEY, speak(text)) }),
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
    const fake = fakes[shape];
    const firstBytes: number[] = [];
    const overheads: number[] = [];
    for (let n = 0; n < runs + 3; n++) {
      const before = fake.received.length;
      const firstByte = await audition(`第${n + 1}次试听，${shape}的声音。后面还有第二句话。`);
      const own = fake.received[before]?.answeredMs ?? Number.NaN;
      if (n < 3) continue;
      firstBytes.push(firstByte);
      overheads.push(firstByte - own);
    }
    console.log(
      `${shape.padEnd(10)} first byte p50 ${percentile(firstBytes, 50).toFixed(0)} ms, p95 ${percentile(firstBytes, 95).toFixed(0)} ms; DubKit's overhead over the server's own answer p50 ${percentile(overheads, 50).toFixed(1)} ms, p95 ${percentile(overheads, 95).toFixed(1)} ms (target ≤ 20 ms)`,
    );
  }
} finally {
  await server.close();
  for (const fake of Object.values(fakes)) await fake.close();
  await espeak.close();
}
