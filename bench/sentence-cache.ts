// The sentence cache through the reference server's HTTP API: the first byte of a re-audition of an unchanged chunk
// (every sentence from the cache) against the same chunk's first audition, and a 100-sentence task rendered again
// after one sentence was edited against its first, full render.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source sentence-cache.ts
import { speak, startApiServer } from './api-server.ts';
import { percentile } from './stats.ts';

const port = 42000 + (process.pid % 1000);
const server = await startApiServer(port);

const chunk =
  '清晨的阳光洒进小城，街道两旁的早餐店已经热闹起来。河边的柳树抽出了新芽，孩子们背着书包走过石桥。' +
  '老人们在公园里打太极拳，这座城市不大，却有说不完的故事。每一条小巷都藏着人们的记忆与梦想。';

const firstByteMs = async (token: string, text: string) => (await server.audition(token, text)).firstByte;

/** Submits a task and answers the seconds until it is done. */
async function renderSeconds(token: string, script: string) {
  const submitted = performance.now();
  const { data: added } = await server.call<{ status: number; statusText: string }>(
    '/api/tts/task/v2/add',
    { anchorType: 0, anchorId: 12, text: speak(script), bgmId: 1, bgmVolume: 50, bgmFadein: 1000, bgmFadeout: 2000 },
    token,
  );
  if (added.status !== 200) throw new Error(`task refused: ${added.statusText}`);
  for (;;) {
    const { data } = await server.call<{ list: Array<{ status: number; statusName: string }> }>(
      '/api/tts/task/list?page=1',
      undefined,
      token,
    );
    const task = data.list[0];
    if (task?.status === 1) return (performance.now() - submitted) / 1000;
    if (task?.status === -1) throw new Error(`task failed: ${task.statusName}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const cacheStats = async () =>
  (await server.call<{ sentenceCache: { hits: number; misses: number } }>('/api/health')).data.sentenceCache;

try {
  // Each new user's first audition misses (the cache is per user); the same user's next ones hit.
  const missed: number[] = [];
  const hit: number[] = [];
  const tokens: string[] = [];
  // Five users: the server's per-address limit on SMS codes allows no more from one machine.
  for (let user = 0; user < 5; user++) {
    const token = await server.logIn(`137000${String(user).padStart(5, '0')}`);
    tokens.push(token);
    missed.push(await firstByteMs(token, chunk));
    for (let again = 0; again < 6; again++) hit.push(await firstByteMs(token, chunk));
  }
  console.log(
    `audition of ${[...chunk].length} characters (4 sentences), first byte: first time p50 ${percentile(missed, 50).toFixed(0)} ms, ` +
      `again from the cache p50 ${percentile(hit, 50).toFixed(0)} ms, p95 ${percentile(hit, 95).toFixed(0)} ms (target ≤ 30 ms)`,
  );

  const sentences = Array.from(
    { length: 100 },
    // Every clause its own, as in a real script (a repeated clause is spoken once per render anyway).
    (_, i) => `这是第${i + 1}句话，讲述小城第${i + 1}个清晨的故事，孩子们第${i + 1}次走过石桥去上学。`,
  );
  const token = tokens[0] as string;
  const before = await cacheStats();
  const full = await renderSeconds(token, sentences.join(''));
  const counted = await cacheStats();
  sentences[49] = '这一句改过了，换成了新的内容，听起来不一样。';
  const edited = await renderSeconds(token, sentences.join(''));
  const after = await cacheStats();
  console.log(
    `task of 100 sentences with music: full render ${full.toFixed(2)} s (${counted.misses - before.misses} spoken), ` +
      `after editing one ${edited.toFixed(2)} s (${after.misses - counted.misses} spoken, ${after.hits - counted.hits} from the cache) ` +
      `= ${((edited / full) * 100).toFixed(1)}% of the full render (target ≤ 10%)`,
  );
} finally {
  await server.stop();
}
