// Audio extraction in Chromium: a 10-minute mp4 (AAC 128 kb/s stereo 44.1 kHz tone, encoded in the page by
// ffmpeg.wasm because Chromium's WebCodecs has no AAC encoder on Linux, muxed by mediabunny beside a 1 fps H.264
// video track) → WAV, with the product's engine (mediabunny demux + WebCodecs AudioDecoders on shares of the track +
// mediabunny WAV writer) and, in the same page, with ffmpeg.wasm 0.12 (single-threaded core, served locally) as the
// comparison. Prints × real time, each WAV's length, level and largest sample step (a seam between shares would show),
// and, as diagnostics, the demuxer alone, one WebCodecs decoder alone, and one against two decoders at once.
// Figures move with the machine's load (2 shared cores here): compare within one run.
// Run: cd bench && pnpm exec tsx audio-extract.ts [seconds, default 600]
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build, defaultClientConditions, preview } from 'vite';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

const SECONDS = Number(process.argv[2] ?? 600);
const RUNS = 3;
const root = fileURLToPath(new URL('./audio-extract/', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'dubkit-audio-extract-bench-'));
const require = createRequire(import.meta.url);
// The ESM build of the core (require.resolve finds the UMD one beside it), for the module worker's import().
const coreDir = join(dirname(require.resolve('@ffmpeg/core/wasm')), '..', 'esm');
const workerDir = join(dirname(require.resolve('@ffmpeg/ffmpeg')), '..', 'esm');

await build({
  root,
  base: './',
  logLevel: 'warn',
  resolve: { conditions: ['@dubkit/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: { outDir, emptyOutDir: true, target: 'es2022' },
});
// ffmpeg.wasm's core and its worker (unbundled: its dynamic import of the core must stay as it is) are served locally.
await cp(coreDir, join(outDir, 'ffmpeg'), { recursive: true });
await cp(workerDir, join(outDir, 'ffmpeg-worker'), { recursive: true });
const server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
const url = server.resolvedUrls?.local[0];
if (!url) throw new Error('The benchmark page is not served');

const times = (seconds: number, ms: number) => `${(seconds / (ms / 1000)).toFixed(1)}× real time`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.goto(url);
  await page.waitForFunction(() => document.title === 'ready');
  page.setDefaultTimeout(0);
  const made = (await page.evaluate(`bench.make(${SECONDS})`)) as { bytes: number; aacMs: number; totalMs: number };
  console.log(
    `input: ${SECONDS} s mp4, ${(made.bytes / 1048576).toFixed(1)} MB (AAC by ffmpeg.wasm in ${(made.aacMs / 1000).toFixed(1)} s; whole file made in ${(made.totalMs / 1000).toFixed(1)} s)`,
  );
  type Run = { ms: number; bytes: number; seconds: number; rms: number; maxStep: number; progressCalls?: number };
  const ours: Run[] = [];
  for (let i = 0; i < RUNS; i++) ours.push((await page.evaluate('bench.mediabunny()')) as Run);
  const theirs: Run[] = [];
  for (let i = 0; i < RUNS; i++) theirs.push((await page.evaluate('bench.ffmpeg()')) as Run);
  const show = (name: string, runs: Run[]) => {
    const ms = runs.map((run) => run.ms);
    const last = runs.at(-1) as Run;
    console.log(
      `${name}: median ${median(ms).toFixed(0)} ms (runs ${ms.map((m) => m.toFixed(0)).join(', ')} ms) = ${times(SECONDS, median(ms))}; WAV ${(last.bytes / 1048576).toFixed(1)} MB, ${last.seconds.toFixed(3)} s, RMS ${last.rms.toFixed(4)}, largest step ${last.maxStep.toFixed(4)}${last.progressCalls === undefined ? '' : `, ${last.progressCalls} progress reports`}`,
    );
  };
  show('mediabunny + WebCodecs (the product)', ours);
  show('ffmpeg.wasm 0.12, single-threaded  ', theirs);
  type Stages = { packets: number; demuxMs: number; decodeMs: number };
  const stages: Stages[] = [];
  for (let i = 0; i < RUNS; i++) stages.push((await page.evaluate('bench.stages(256)')) as Stages);
  const demux = median(stages.map((s) => s.demuxMs));
  const decode = median(stages.map((s) => s.decodeMs));
  console.log(
    `of which: mediabunny demux alone ${demux.toFixed(0)} ms (${(stages[0] as Stages).packets} packets); WebCodecs AudioDecoder alone (no conversion, no WAV) ${decode.toFixed(0)} ms = ${times(SECONDS, decode)}`,
  );
  // Does Chromium decode faster with more decoders at once (this machine has 2 cores)?
  const parallel: string[] = [];
  for (const n of [1, 2, 1, 2]) {
    const run = (await page.evaluate(`bench.parallel(${n})`)) as { ms: number };
    parallel.push(`${n} decoder${n > 1 ? 's' : ''} ${run.ms.toFixed(0)} ms`);
  }
  console.log(`AudioDecoders at once on shares of the packets: ${parallel.join(', ')}`);
  console.log(`mediabunny is ${(median(theirs.map((r) => r.ms)) / median(ours.map((r) => r.ms))).toFixed(1)}× faster`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  await rm(outDir, { recursive: true, force: true });
}
