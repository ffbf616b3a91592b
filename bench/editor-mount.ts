// The script editor's mount in detail, beside editor.ts's figures: the main thread's CPU time and longest task while
// mounting (from a trace; wall time moves with the machine's load, CPU time much less), the long tasks the page saw,
// and the DOM elements once every line is built; for the script editor and the bare baseline, RUNS times each.
// PROFILE=1 writes a CPU profile of the first mount of each to /tmp (MINIFY=0 keeps function names).
// Run: cd bench && pnpm exec tsx editor-mount.ts
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, defaultClientConditions, preview } from 'vite';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const options = chromiumLaunchOptions();
const root = fileURLToPath(new URL('../packages/editor/bench/', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'dubkit-editor-probe-'));
const minify = process.env.MINIFY !== '0';
await build({
  root,
  base: './',
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['@dubkit/source', ...defaultClientConditions] },
  build: { outDir, emptyOutDir: true, minify },
});
const server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
const url = server.resolvedUrls?.local[0] as string;
const browser = await chromium.launch(options);
const runs = Number(process.env.RUNS ?? 3);
try {
  for (const mount of ['mountScript', 'mountBare']) {
    for (let r = 0; r < runs; r++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript(() => {
        (window as unknown as { longtasks: number[] }).longtasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            (window as unknown as { longtasks: number[] }).longtasks.push(Math.round(e.duration));
        }).observe({ type: 'longtask' });
      });
      await page.goto(url);
      await page.waitForTimeout(300);
      const cdp = await page.context().newCDPSession(page);
      if (process.env.PROFILE && r === 0) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      }
      await page.evaluate('window.longtasks.length = 0');
      await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'blink.user_timing'] });
      const mounted = Number(await page.evaluate(`bench.${mount}()`));
      await page.waitForTimeout(1500);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const mains = new Set(
        traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.tid),
      );
      const tasks = traceEvents.filter(
        (e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && mains.has(e.tid),
      );
      const cpu = tasks.reduce((a, e) => a + (e.tdur ?? 0) / 1000, 0);
      const longest = tasks.reduce((a, e) => ((e.dur ?? 0) > a.dur ? { dur: e.dur ?? 0, tdur: e.tdur ?? 0 } : a), {
        dur: 0,
        tdur: 0,
      });
      const byName: Record<string, number> = {};
      for (const e of traceEvents)
        if (e.ph === 'X' && mains.has(e.tid) && e.name !== 'ThreadControllerImpl::RunTask' && e.tdur)
          byName[e.name] = (byName[e.name] ?? 0) + e.tdur / 1000;
      const top = Object.entries(byName)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', ');
      console.log(
        mount,
        `cpu ${cpu.toFixed(0)} ms, longest task ${(longest.dur / 1000).toFixed(0)} ms wall / ${(longest.tdur / 1000).toFixed(0)} ms cpu; ${top}`,
      );
      if (process.env.PROFILE && r === 0) {
        const { profile } = await cdp.send('Profiler.stop');
        await writeFile(`/tmp/ep-${mount}.cpuprofile`, JSON.stringify(profile));
      }
      const elements = await page.evaluate(`document.querySelectorAll('#root *').length`);
      const longtasks = await page.evaluate('window.longtasks');
      console.log(mount, JSON.stringify({ mounted: Math.round(mounted), elements, longtasks }));
      await page.close();
    }
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  await rm(outDir, { recursive: true, force: true });
}
