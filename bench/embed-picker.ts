// The script-tag build in Chromium against the reference server: time from the page's start to an interactive
// <dubkit-anchor-picker> (its button rendered in the shadow root, React and the picker's chunks loaded), and from a
// click on it to the first page of anchors in the dialog. Each run is a fresh browser context (a first visit, empty
// HTTP cache). A local server serves the page, `packages/widgets/dist/embed/` and the API (proxied, same origin).
// Build first: pnpm --filter @dubkit/widgets run build. Run: cd bench && pnpm exec tsx --conditions=@dubkit/source embed-picker.ts [runs=15]
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { startApiServer } from './api-server.ts';
import { percentile } from './stats.ts';

const RUNS = Number(process.argv[2] ?? 15);
const embedDir = fileURLToPath(new URL('../packages/widgets/dist/embed/', import.meta.url));

const PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>embed bench</title>
<script>
  // Interactive: the picker's button is in its shadow root and enabled.
  const ready = () => {
    const button = document.querySelector('dubkit-anchor-picker')?.shadowRoot?.querySelector('button');
    if (button && !button.disabled) window.pickerReady = performance.now();
    else requestAnimationFrame(ready);
  };
  requestAnimationFrame(ready);
</script>
<script type="module" src="/embed/dubkit-embed.js"></script></head>
<body><h1>合作方页面</h1><dubkit-anchor-picker></dubkit-anchor-picker></body></html>`;

const api = await startApiServer(46000 + (process.pid % 1000));
const site = createServer(async (request, response) => {
  const url = request.url ?? '/';
  if (url.startsWith('/api/')) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = request.method === 'POST' ? Buffer.concat(chunks) : undefined;
    // The page and the API share this origin: the browser's Origin, Host and length are not passed on.
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' &&
          !['origin', 'host', 'referer', 'content-length', 'connection'].includes(entry[0]),
      ),
    );
    const answer = await fetch(`${api.base}${url}`, { method: request.method, headers, body });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
    return;
  }
  if (url.startsWith('/embed/')) {
    const file = await readFile(join(embedDir, url.slice('/embed/'.length).split('?')[0] ?? '')).catch(() => null);
    response.writeHead(file ? 200 : 404, { 'content-type': 'text/javascript; charset=utf-8' });
    response.end(file ?? '');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(PAGE);
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

const browser = await chromium.launch(chromiumLaunchOptions());
const interactive: number[] = [];
const anchorsShown: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(origin);
    await page.waitForFunction('window.pickerReady !== undefined', undefined, { timeout: 30_000 });
    interactive.push((await page.evaluate('window.pickerReady')) as number);
    const start = (await page.evaluate('performance.now()')) as number;
    await page.getByRole('button', { name: '选择主播' }).click();
    await page.waitForFunction(
      "document.querySelector('dubkit-anchor-picker').shadowRoot.querySelector('[role=radiogroup][aria-busy=false] [role=radio], [role=radiogroup][aria-busy=false] input[type=radio]') !== null",
      undefined,
      { timeout: 30_000 },
    );
    anchorsShown.push(((await page.evaluate('performance.now()')) as number) - start);
    await context.close();
  }
} finally {
  await browser.close();
  site.close();
  await api.stop();
}

const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(0).padStart(5)} ms`;
console.log(`embed picker, ${RUNS} fresh page loads against the reference server (same origin)`);
console.log(
  `  page start → interactive <dubkit-anchor-picker>   p50 ${ms(interactive, 50)}   p95 ${ms(interactive, 95)}`,
);
console.log(
  `  click → first page of anchors in the dialog       p50 ${ms(anchorsShown, 50)}   p95 ${ms(anchorsShown, 95)}`,
);
