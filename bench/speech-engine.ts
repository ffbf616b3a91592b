// The offline speech engine on a warm pool: time to first PCM and to a whole audition chunk (MP3) for
// 100 Chinese characters, real-time factor of an ~8,000-character task with music and effects, peak
// memory, and 20 concurrent auditions.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source speech-engine.ts [workers]
import { availableParallelism } from 'node:os';
import { parse } from '@dubkit/sdk-core/markup';
import {
  createEspeakEngine,
  createMp3Stream,
  executePlan,
  planFromDocument,
  renderVoiceSample,
  streamPlan,
  type VoiceSettings,
} from '../apps/server/src/engines/speech/index.ts';
import { seedAssetLibrary } from '../apps/server/src/seed/assets/library.ts';

const workers = Number(process.argv[2] ?? Math.min(2, availableParallelism()));
const voice: VoiceSettings = { voice: 'cmn', variant: 'f2', pitchPercent: 5, rate: 1, volume: 100 };
const paragraph =
  '清晨的阳光洒进小城，街道两旁的早餐店已经热闹起来。2026年的春天来得格外早，河边的柳树抽出了新芽，' +
  '孩子们背着书包走过石桥，老人们在公园里打太极拳。这座城市不大，却有说不完的故事，每一条小巷都藏着人们的记忆与梦想。' +
  '傍晚时分，晚霞染红了天空，远处传来悠扬的琴声，让人忘记了一天的疲惫。';
const chunk = [...paragraph].slice(0, 100).join('');
const wire = (body: string) =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">${body}</speak>`;

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const engine = createEspeakEngine({ workers });
let started = performance.now();
await engine.ready();
console.log(`espeak-ng pool: ${workers} workers warm in ${Math.round(performance.now() - started)} ms`);

// JIT warm-up, as a running server would have.
for (let i = 0; i < 3; i++) await renderVoiceSample(chunk, voice, { engine });

// An audition chunk as the server makes it: markup → front-end (smart narration pauses) → plan → MP3.
const audition = async (text: string) =>
  executePlan(
    { items: await planFromDocument(parse(wire(text)), { voice, segmentVoice: () => voice }) },
    { engine, master: engine.master },
  );
// The way the server streams an audition: milliseconds until the first MP3 frames are ready to send.
const firstFrames = async (text: string) => {
  const started = performance.now();
  const items = await planFromDocument(parse(wire(text)), { voice, segmentVoice: () => voice });
  const mp3 = await createMp3Stream(16000);
  let first = 0;
  for await (const pcm of streamPlan({ items }, { engine, concurrency: workers })) {
    if (!first && mp3.write(pcm.samples).length) first = performance.now() - started;
  }
  mp3.end();
  return first;
};
const firstPcm: number[] = [];
const wholeChunk: number[] = [];
const streamedFirst: number[] = [];
for (let i = 0; i < 30; i++) {
  started = performance.now();
  await engine.synthesize({ ...voice, text: chunk, sampleRate: 16000 });
  firstPcm.push(performance.now() - started);
  started = performance.now();
  await audition(chunk);
  wholeChunk.push(performance.now() - started);
  streamedFirst.push(await firstFrames(chunk));
}
console.log(`100-character chunk, 30 runs (${chunk.length} chars)`);
console.log(
  `  first PCM (one engine call)  p50 ${percentile(firstPcm, 50).toFixed(0)} ms  p95 ${percentile(firstPcm, 95).toFixed(0)} ms`,
);
console.log(
  `  audition MP3 (whole chunk)   p50 ${percentile(wholeChunk, 50).toFixed(0)} ms  p95 ${percentile(wholeChunk, 95).toFixed(0)} ms`,
);
console.log(
  `  streamed audition, first MP3 frames  p50 ${percentile(streamedFirst, 50).toFixed(0)} ms  p95 ${percentile(streamedFirst, 95).toFixed(0)} ms (the server's first byte; target over HTTP p50 ≤ 150 ms)`,
);

const lines: string[] = [];
let length = 0;
for (let i = 0; length < 8000; i++) {
  const effect =
    i % 6 === 5
      ? `<audio src="/media/sounds/sfx-${String((i % 30) + 1).padStart(2, '0')}.mp3" dk:name="音效" dk:duration="1"/>`
      : '';
  const line = `第${i + 1}段。${paragraph}<break time="300ms"/>${effect}`;
  lines.push(line);
  length += [...paragraph].length + 4;
}
const script = wire(lines.join('\n'));
const assets = seedAssetLibrary();
started = performance.now();
const items = await planFromDocument(parse(script), { voice, segmentVoice: () => voice });
const task = await executePlan(
  { items, sampleRate: 16000, music: { asset: 'bgm-02', volume: 40, fadeInMs: 2000, fadeOutMs: 3000 } },
  { engine, assets, concurrency: workers, master: engine.master },
);
const taskMs = performance.now() - started;
console.log(`task of ~${length} characters with music and effects (${items.length} plan items)`);
console.log(
  `  ${(task.durationMs / 1000).toFixed(0)} s of audio in ${(taskMs / 1000).toFixed(1)} s: real-time factor ${(task.durationMs / taskMs).toFixed(0)}× on ${workers} worker(s) (target ≥ 50× on one), MP3 ${(task.mp3.length / 1e6).toFixed(1)} MB`,
);

let failures = 0;
started = performance.now();
const concurrent = await Promise.all(
  Array.from({ length: 20 }, (_, i) =>
    renderVoiceSample(`${i + 1}号。${chunk}`, voice, { engine, master: engine.master }).catch(() => {
      failures++;
      return null;
    }),
  ),
);
const burstMs = performance.now() - started;
console.log(
  `20 concurrent auditions: ${concurrent.filter(Boolean).length} answered, ${failures} failed, all done in ${burstMs.toFixed(0)} ms`,
);

await engine.close();
clearInterval(sampler);
console.log(`peak RSS ${(peakRss / 1e6).toFixed(0)} MB`);
