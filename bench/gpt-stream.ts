// The writing assistant's stream: how much later each token reaches the browser through the reference server than
// straight from the provider. A local OpenAI-compatible fake (apps/server/src/testing) writes 400 tokens at 200 a
// second; this process reads them both ways and times each token from the moment the fake wrote it. The server runs
// in its own process, as deployed.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source gpt-stream.ts [runs=5]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createSignature, DEVELOPMENT_SIGNATURE_KEY, SIGNATURE_HEADER } from '@dubkit/sdk-core';
import { startFakeChatProvider } from '../apps/server/src/testing/fakeChatProvider.ts';
import { percentile } from './stats.ts';

const runs = Number(process.argv[2] ?? 5);
const TOKENS = 400;
const pieces = Array.from({ length: TOKENS }, (_, i) => `词${i} `);
const fake = await startFakeChatProvider();
fake.answer({ pieces, delayMs: 5, usage: { prompt_tokens: 50, completion_tokens: TOKENS } });

const script = fileURLToPath(new URL('./gpt-stream-server.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@dubkit/source', script, fake.baseUrl], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (!child.stdout) throw new Error('no stdout');
const base = ((await once(child.stdout, 'data')) as [Buffer])[0].toString().trim();

/** Reads an event stream; calls `seen` with each event's data line as it arrives. */
async function read(response: Response, seen: (data: string, at: number) => void) {
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
    if (done) return;
    const at = performance.now();
    buffer += decoder.decode(value, { stream: true });
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const event of events) if (event.startsWith('data: ')) seen(event.slice(6), at);
  }
}

/** Each token's delay from the fake's write to this process reading it. */
async function timed(request: () => Promise<Response>, content: (data: string) => string | undefined) {
  const arrivals = new Map<number, number>();
  await read(await request(), (data, at) => {
    const match = /^词(\d+) $/.exec(content(data) ?? '');
    if (match) arrivals.set(Number(match[1]), at);
  });
  const written = fake.requests.at(-1)?.pieceTimes ?? [];
  if (arrivals.size !== TOKENS) throw new Error(`read ${arrivals.size} of ${TOKENS} tokens`);
  return [...arrivals].map(([index, at]) => at - (written[index] ?? Number.NaN));
}

const direct = () =>
  timed(
    () =>
      fetch(`${fake.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: '写' }] }),
      }),
    (data) => (data === '[DONE]' ? undefined : JSON.parse(data).choices[0]?.delta?.content),
  );

async function logIn(phone: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post('/api/sms/login_verify_code', { phone });
  const sms = await (await fetch(`${base}/api/dev/sms/latest?phone=${phone}`)).json();
  return (await post('/api/user/loginBySms', { phone, code: sms.data.code })).data.token as string;
}

let signedAt = Date.now();
const throughServer = async (token: string) =>
  timed(
    async () => {
      signedAt += 1000;
      return fetch(`${base}/api/gpt/chat`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          [SIGNATURE_HEADER]: await createSignature(DEVELOPMENT_SIGNATURE_KEY, signedAt),
        },
        body: JSON.stringify({ content: '写' }),
      });
    },
    (data) => JSON.parse(data).content,
  );

try {
  // A new user's free tokens a month (ASSISTANT_FREE_MONTHLY_TOKENS) cover about 40 runs.
  const token = await logIn('13700002222');
  await direct();
  const directDelays: number[] = [];
  const serverDelays: number[] = [];
  for (let run = 0; run < runs; run++) {
    directDelays.push(...(await direct()));
    serverDelays.push(...(await throughServer(token)));
  }
  const line = (name: string, delays: number[]) =>
    `${name}: p50 ${percentile(delays, 50).toFixed(2)} ms, p95 ${percentile(delays, 95).toFixed(2)} ms, p99 ${percentile(delays, 99).toFixed(2)} ms`;
  console.log(`${runs} runs of ${TOKENS} tokens at 200 tokens/s, each token timed from the provider's write`);
  console.log(line('straight from the provider', directDelays));
  console.log(line('through the reference server', serverDelays));
  console.log(
    `server overhead per token: p50 ${(percentile(serverDelays, 50) - percentile(directDelays, 50)).toFixed(2)} ms, p95 ${(percentile(serverDelays, 95) - percentile(directDelays, 95)).toFixed(2)} ms (target p50 ≤ 2 ms)`,
  );
} finally {
  child.kill('SIGTERM');
  await fake.close();
}
