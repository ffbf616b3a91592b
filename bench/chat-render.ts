// The writing assistant's chat in Chromium (production build of the real Chat widget, its Markdown renderer loaded):
// (1) a 4,000-token Markdown answer streamed at 200 tokens/s in chunks of 5 tokens (25 chunks a second), each chunk
// timed from its arrival (pushed into the event stream) to the next paint, target p95 ≤ 16 ms; frames unthrottled
// (--disable-frame-rate-limit), so the figure is the work, not the wait for a 60 Hz frame;
// (2) a 200-message conversation (100 exchanges, built through the chat's own flow), scrolled from bottom to top in
// 40 steps, then one more answer streamed, with the long tasks (> 50 ms, PerformanceObserver 'longtask') counted.
// Run: cd bench && pnpm exec tsx chat-render.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, defaultClientConditions, preview } from 'vite';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { percentile } from './stats.ts';

const TOKENS = 4000;
const TOKENS_PER_SECOND = 200;
const TOKENS_PER_CHUNK = 5;
/** Characters per token of the answer text (a mix of Chinese and Markdown syntax). */
const CHARS_PER_TOKEN = 2;
const options = chromiumLaunchOptions();
const root = fileURLToPath(new URL('../packages/widgets/bench/chat/', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'dubkit-chat-bench-'));

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const line = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}   p95 ${ms(percentile(values, 95))}   max ${ms(Math.max(...values))}   (${values.length} chunks)`;

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

const browser = await chromium.launch({
  ...options,
  args: [...options.args, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  await page.evaluate('bench.mount()');
  const interval = (1000 * TOKENS_PER_CHUNK) / TOKENS_PER_SECOND;
  const chunkChars = TOKENS_PER_CHUNK * CHARS_PER_TOKEN;

  // Warm-up: the renderer's lazy chunk loads, the JIT warms.
  await page.evaluate(`bench.ask('预热')`);
  await page.evaluate(`bench.stream(bench.answerOf(200), ${chunkChars}, 0)`);

  await page.evaluate('bench.reset()');
  await page.evaluate(`bench.ask('写一篇四千字的配音文案')`);
  const times = (await page.evaluate(
    `bench.stream(bench.answerOf(${TOKENS}), ${chunkChars}, ${interval})`,
  )) as number[];
  const streamLongTasks = (await page.evaluate('bench.longTasks.slice()')) as number[];
  await page.close();

  const big = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await big.goto(url);
  await big.evaluate('bench.mount()');
  const filledStart = Date.now();
  await big.evaluate('bench.fill(200, 600)');
  const filledIn = Date.now() - filledStart;
  const count = Number(await big.evaluate('bench.messageCount()'));
  await big.evaluate('bench.reset()');
  const scrolls = (await big.evaluate('bench.scroll(40)')) as number[];
  await big.evaluate(`bench.ask('再写一段')`);
  const more = (await big.evaluate(`bench.stream(bench.answerOf(1000), ${chunkChars}, ${interval})`)) as number[];
  const bigLongTasks = (await big.evaluate('bench.longTasks.slice()')) as number[];

  console.log(
    `chat in Chromium (production build, frames unthrottled): ${TOKENS}-token Markdown answer at ${TOKENS_PER_SECOND} tokens/s, ${TOKENS_PER_CHUNK} tokens a chunk`,
  );
  console.log(`  chunk arrival to paint       ${line(times)}`);
  console.log(
    `  long tasks > 50 ms while streaming: ${streamLongTasks.length} ${JSON.stringify(streamLongTasks.map(Math.round))}`,
  );
  console.log(`  chunk arrival to paint p95 ${ms(percentile(times, 95))} (target ≤ 16 ms)`);
  console.log(`${count}-message conversation (filled in ${filledIn} ms)`);
  console.log(`  scroll step to paint         ${line(scrolls)}`);
  console.log(`  streaming after it           ${line(more)}`);
  console.log(
    `  long tasks > 50 ms while scrolling and streaming: ${bigLongTasks.length} ${JSON.stringify(bigLongTasks.map(Math.round))} (target 0)`,
  );
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  await rm(outDir, { recursive: true, force: true });
}
