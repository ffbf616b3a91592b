// Video extraction's resolver on a share link behind a chain of 5 redirects (loopback fixtures, a 120 KB share page):
// the resolver (every hop's address checked, the page capped, parsed for its declarations) beside the same fetches
// made raw with Node's fetch, interleaved run by run. Target: p50 overhead ≤ 50 ms.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source resolver.ts [runs=200]
import { declaredMedia } from '../apps/server/src/domain/tools/declaredMedia.ts';
import { ToolsOutbound } from '../apps/server/src/domain/tools/outbound.ts';
import { htmlPage, redirectTo, startFixtureSite } from '../apps/server/src/testing/fixtureSite.ts';
import { percentile } from './stats.ts';

const runs = Number(process.argv[2] ?? 200);
const prose = '清晨的阳光洒进小城，街道两旁的早餐店已经热闹起来。'.repeat(1600);
const page = `<!doctype html><html><head><title>小城</title>
<meta property="og:title" content="春日小城"><meta property="og:image" content="/cover.jpg">
<meta property="og:video" content="/media/spring.mp4"><meta property="og:video:type" content="video/mp4">
<meta property="og:video:width" content="1280"><meta property="og:video:height" content="720">
<script type="application/ld+json">{"@type":"VideoObject","name":"春日小城","author":{"name":"小城故事"}}</script>
</head><body><p>${prose}</p></body></html>`;

const pageBytes = Buffer.byteLength(page);

const site = await startFixtureSite({
  '/s/1': redirectTo('/s/2'),
  '/s/2': redirectTo('/s/3', 301),
  '/s/3': redirectTo('/s/4', 307),
  '/s/4': redirectTo('/s/5'),
  '/s/5': redirectTo('/video/42'),
  '/video/42': htmlPage(page),
});
const outbound = new ToolsOutbound({ allowLoopback: true });
const start = new URL(site.url('/s/1'));

async function raw() {
  const started = performance.now();
  const response = await fetch(start, { redirect: 'follow' });
  if ((await response.arrayBuffer()).byteLength !== pageBytes) throw new Error('raw fetch read another page');
  return performance.now() - started;
}

async function resolved() {
  const started = performance.now();
  const result = await declaredMedia.resolve(start, outbound);
  if (result?.video?.url !== site.url('/media/spring.mp4'))
    throw new Error(`resolver answered ${JSON.stringify(result)}`);
  return performance.now() - started;
}

try {
  for (let i = 0; i < 20; i++) {
    await raw();
    await resolved();
  }
  const rawTimes: number[] = [];
  const resolverTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    rawTimes.push(await raw());
    resolverTimes.push(await resolved());
  }
  const overheads = resolverTimes.map((time, i) => time - (rawTimes[i] ?? 0));
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`share link behind 5 redirects, ${Math.round(pageBytes / 1024)} KB page, ${runs} runs each, warm`);
  console.log(
    `raw fetches (Node fetch, redirects followed): p50 ${ms(percentile(rawTimes, 50))}, p95 ${ms(percentile(rawTimes, 95))}`,
  );
  console.log(
    `resolver (checked hops, capped, parsed):      p50 ${ms(percentile(resolverTimes, 50))}, p95 ${ms(percentile(resolverTimes, 95))}`,
  );
  console.log(
    `overhead per run: p50 ${ms(percentile(overheads, 50))}, p95 ${ms(percentile(overheads, 95))} (target p50 ≤ 50 ms)`,
  );
} finally {
  outbound.close();
  await site.close();
}
