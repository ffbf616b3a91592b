// The script editor in Chromium on an 8,000-character script with 1,000 inline nodes: mount time, keystroke-to-paint
// latency while typing 200 characters in the middle, serialisation time; and the same typing on a bare slate-react
// editor holding the same text without nodes, as the baseline. Latency is wall-clock time and moves with the machine's
// load; the main thread's CPU time per keystroke (from a Chromium trace) moves much less, and is taken in pairs (the
// script, then bare slate-react, on fresh pages) whose median ratio is reported, so one slow moment cannot decide it.
// Latency is taken twice: with frames at the display's 60 Hz, where a key waits for the next frame however little
// work it causes (up to 16.7 ms of the figure is that wait), and with frames unthrottled (Chromium's
// --disable-frame-rate-limit), where the next frame starts as soon as the work is done, so the figure is the work.
// Run: cd bench && pnpm exec tsx editor.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Browser, chromium, type Page } from 'playwright';
import { build, defaultClientConditions, preview } from 'vite';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { percentile } from './stats.ts';

const KEYSTROKES = 200;
const WARM_UP = 20;
const CPU_PAIRS = 5;
const options = chromiumLaunchOptions();
const root = fileURLToPath(new URL('../packages/editor/bench/', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'dubkit-editor-bench-'));

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/** Types `count` letters one at a time, each after the previous one has painted; gives each one's latency. */
async function type(page: Page, count: number): Promise<number[]> {
  const before = await page.evaluate('bench.keystrokes.length');
  for (let i = 1; i <= count; i++) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForFunction(`bench.keystrokes.length >= ${Number(before) + i}`);
  }
  return (await page.evaluate(`bench.keystrokes.slice(${before})`)) as number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** CPU ms of the page's main thread per keystroke: the thread time of its top-level tasks while typing. */
async function cpuPerKeystroke(browser: Browser, page: Page, count: number): Promise<number> {
  await browser.startTracing(page, { categories: ['toplevel'] });
  await type(page, count);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const mains = new Set(
    traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.tid),
  );
  let cpu = 0;
  for (const e of traceEvents) {
    if (e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && mains.has(e.tid)) cpu += (e.tdur ?? 0) / 1000;
  }
  return cpu / count;
}

async function open(browser: Browser, url: string, mount: 'mountScript' | 'mountBare') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  const mounted = Number(await page.evaluate(`bench.${mount}()`));
  await page.evaluate('bench.focusMiddle()');
  await type(page, WARM_UP);
  return { page, mounted };
}

async function run(browser: Browser, url: string, mount: 'mountScript' | 'mountBare') {
  // A browser of its own each time: a second page in one unthrottled browser was sometimes held to 60 Hz again.
  const unthrottled = await chromium.launch({
    ...options,
    args: [...options.args, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
  const fast = await open(unthrottled, url, mount);
  const work = await type(fast.page, KEYSTROKES);
  await unthrottled.close();
  const { page, mounted } = await open(browser, url, mount);
  const latencies = await type(page, KEYSTROKES);
  return { page, mounted, latencies, work };
}

/** Main-thread CPU per key of each editor, typed alternately on fresh pages, and the median of the pairs' ratios. */
async function cpuPairs(browser: Browser, url: string) {
  const script: number[] = [];
  const bare: number[] = [];
  const ratios: number[] = [];
  const measure = async (mount: 'mountScript' | 'mountBare') => {
    const { page } = await open(browser, url, mount);
    const cpu = await cpuPerKeystroke(browser, page, KEYSTROKES);
    await page.close();
    return cpu;
  };
  for (let pair = 0; pair < CPU_PAIRS; pair++) {
    const ofScript = await measure('mountScript');
    const ofBare = await measure('mountBare');
    script.push(ofScript);
    bare.push(ofBare);
    ratios.push(ofScript / ofBare);
  }
  return { script, bare, ratio: percentile(ratios, 50) };
}

type Run = Awaited<ReturnType<typeof run>>;

function report(label: string, { mounted, latencies, work }: Run, cpu: number[]) {
  const line = (values: number[]) =>
    `p50 ${ms(percentile(values, 50))}   p95 ${ms(percentile(values, 95))}   max ${ms(Math.max(...values))}`;
  console.log(`  ${label}`);
  console.log(`    mount to first paint            ${ms(mounted)}`);
  console.log(`    key to paint, unthrottled       ${line(work)}`);
  console.log(`    key to paint, 60 Hz frames      ${line(latencies)}`);
  console.log(
    `    main-thread CPU/key             p50 ${ms(percentile(cpu, 50))}   (${cpu.map((v) => v.toFixed(1)).join(', ')})`,
  );
  return { p50: percentile(work, 50), p95: percentile(work, 95) };
}

await build({
  root,
  base: './',
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['@dubkit/source', ...defaultClientConditions] },
  build: { outDir, emptyOutDir: true },
});
const server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
const url = server.resolvedUrls?.local[0];
if (!url) throw new Error('The benchmark page is not served');

const browser = await chromium.launch(options);
try {
  const script = await run(browser, url, 'mountScript');
  const facts = await script.page.evaluate('({ nodes: bench.nodes, length: bench.length })');
  const serialised = (await script.page.evaluate('bench.timeSerialize(50)')) as { times: number[]; characters: number };
  // The baseline runs alone, as the script editor did.
  await script.page.close();
  const bare = await run(browser, url, 'mountBare');
  await bare.page.close();
  const cpu = await cpuPairs(browser, url);

  console.log(
    `script editor in Chromium (production build): ${JSON.stringify(facts)}, ${KEYSTROKES} keystrokes after ${WARM_UP} of warm-up, typed in the middle line`,
  );
  const withNodes = report('ScriptEditor, every kind of node', script, cpu.script);
  const baseline = report('bare slate-react, same text, no nodes', bare, cpu.bare);
  console.log(
    `  serialise (getContent) p50 ${ms(percentile(serialised.times, 50))}   p95 ${ms(percentile(serialised.times, 95))}   (${serialised.characters} characters of markup)`,
  );
  console.log(`  key to paint p95 (unthrottled) ${ms(withNodes.p95)} (target ≤ 16 ms)`);
  console.log(
    `  ratio to the bare editor: key to paint (unthrottled) p50 ×${(withNodes.p50 / baseline.p50).toFixed(2)}, p95 ×${(withNodes.p95 / baseline.p95).toFixed(2)}; CPU/key ×${cpu.ratio.toFixed(2)} (median of ${CPU_PAIRS} pairs); mount ×${(script.mounted / bare.mounted).toFixed(2)}`,
  );
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  await rm(outDir, { recursive: true, force: true });
}
