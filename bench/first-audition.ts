// The first audition after a server start against the ones after it: a creator who opens the studio right after a
// deploy should not wait for a cold engine. Each round starts a fresh server (fresh database, seed sounds kept).
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source first-audition.ts [rounds=3]
import { DEVELOPMENT_AUDITION_KEY, encryptText } from '@dubkit/sdk-core';
import { speak, startApiServer } from './api-server.ts';
import { percentile } from './stats.ts';

const rounds = Number(process.argv[2] ?? 3);
const text = '清晨的阳光洒进小城，街道两旁的早餐店已经热闹起来。';

async function audition(base: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${base}/api/tts/audition`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ anchorId: 12, text: await encryptText(DEVELOPMENT_AUDITION_KEY, speak(text)) }),
  });
  if (!response.ok) throw new Error(`audition failed: ${response.status} ${await response.text()}`);
  const reader = response.body?.getReader();
  await reader?.read();
  const firstByte = performance.now() - started;
  while (reader && !(await reader.read()).done);
  return firstByte;
}

const first: number[] = [];
const warm: number[] = [];
for (let round = 0; round < rounds; round++) {
  const server = await startApiServer(43000 + (process.pid % 1000) + round);
  try {
    const token = await server.logIn(`1390000${String(1000 + round)}`);
    first.push(await audition(server.base, token));
    for (let i = 0; i < 5; i++) warm.push(await audition(server.base, token));
  } finally {
    await server.stop();
  }
}
const ms = (values: number[]) =>
  `p50 ${Math.round(percentile(values, 50))} ms, max ${Math.round(Math.max(...values))} ms`;
console.log(`first audition after start (time to first byte, ${rounds} starts): ${ms(first)}`);
console.log(`warm auditions (${warm.length}): ${ms(warm)}`);
