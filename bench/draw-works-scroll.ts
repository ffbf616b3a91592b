// AI drawing's my works in Chromium (production build of the real DrawWorks widget): 1,000 tasks (1–4 pictures each
// in the three sizes, some in progress and some failed) reached by scrolling to the end page after page (10 a page,
// the spec's infinite scroll), then the whole list scrolled from top to bottom in 200 steps. Long tasks (> 50 ms,
// PerformanceObserver 'longtask') are counted in both phases; target: none.
// Run: cd bench && pnpm exec tsx draw-works-scroll.ts   (DRAW_BENCH_DELAY_MS sets the wait between pages; 500 by
// default, as the spec's)
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

const STEPS = 200;
const delayMs = Number(process.env.DRAW_BENCH_DELAY_MS ?? 500);
const options = chromiumLaunchOptions();
const root = fileURLToPath(new URL('../packages/widgets/bench/draw-works/', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'dubkit-draw-bench-'));

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const over50 = (values: number[]) => values.filter((value) => value > 50);
const longLine = (values: number[]) =>
  `${over50(values).length} over 50 ms, max ${values.length ? ms(Math.max(...values)) : 'none'} ${JSON.stringify(values.map(Math.round))}`;

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
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  // The page draws its pictures before it offers `bench`.
  await page.waitForFunction('typeof bench !== "undefined"');
  // The page's own setup (its module, its pictures) is not the widget's: counting starts at the mount.
  await page.evaluate('bench.reset()');
  await page.evaluate(`bench.mount(${delayMs})`);
  const progress = setInterval(() => {
    void page
      .evaluate('bench.cardCount()')
      .then((count) => process.stderr.write(`  … ${count} tasks loaded\r`))
      .catch(() => {});
  }, 2000);
  const loadedIn = Number(await page.evaluate('bench.loadAll()').finally(() => clearInterval(progress)));
  const count = Number(await page.evaluate('bench.cardCount()'));
  const loadLongTasks = (await page.evaluate('bench.longTasks.slice()')) as number[];
  await page.evaluate('bench.reset()');
  const steps = (await page.evaluate(`bench.scroll(${STEPS})`)) as number[];
  const scrollLongTasks = (await page.evaluate('bench.longTasks.slice()')) as number[];

  console.log(`draw works in Chromium (production build): ${count} tasks, ${delayMs} ms between pages of 10`);
  console.log(`  scrolled to the end page by page in ${(loadedIn / 1000).toFixed(1)} s`);
  console.log(`  long tasks while loading:   ${longLine(loadLongTasks)}`);
  console.log(
    `  scroll step to paint (${STEPS} steps over the whole list): p50 ${ms(percentile(steps, 50))}   p95 ${ms(percentile(steps, 95))}   max ${ms(Math.max(...steps))}`,
  );
  console.log(`  long tasks while scrolling: ${longLine(scrollLongTasks)}`);
  console.log(`  long tasks over 50 ms in all: ${over50([...loadLongTasks, ...scrollLongTasks]).length} (target 0)`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  await rm(outDir, { recursive: true, force: true });
}
