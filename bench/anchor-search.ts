// Anchor search under load on loopback, beside a bare Fastify route measured the same way in the same run.
// Each server runs in its own process; this process only generates the load.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source anchor-search.ts [seconds=20] [connections=50]
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 20);
const connections = Number(process.argv[3] ?? 50);

async function startServer(
  kind: 'bare' | 'dubkit',
  payloadFile?: string,
): Promise<{ url: string; child: ChildProcess }> {
  const script = fileURLToPath(new URL('./anchor-search-server.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@dubkit/source', script, kind, ...(payloadFile ? [payloadFile] : [])],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (!child.stdout) throw new Error('no stdout');
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: chunk.toString().trim(), child };
}

async function load(title: string, url: string) {
  // A short warm-up so both servers are measured hot.
  await autocannon({
    url,
    connections,
    duration: 2,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const line = { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
  console.log(
    `${title.padEnd(44)} ${String(line.rps).padStart(7)} req/s   p50 ${line.p50} ms   p99 ${line.p99} ms   errors ${result.errors}   non-2xx ${result.non2xx}`,
  );
  return line;
}

const body = JSON.stringify({
  page: 1,
  pageSize: 20,
  sort: 1,
  sceneId: 0,
  languageId: 1,
  localeId: 0,
  sex: 0,
  aiLevel: 0,
});
console.log(`${connections} connections, ${seconds} s each, loopback, servers in their own processes`);

const dubkit = await startServer('dubkit');
const firstPage = await (
  await fetch(`${dubkit.url}/api/anchor/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
).text();
const search = await load(
  `POST /api/anchor/search (SQLite, 20/page, ${(Buffer.byteLength(firstPage) / 1024).toFixed(1)} KB)`,
  `${dubkit.url}/api/anchor/search`,
);
dubkit.child.kill('SIGTERM');

const bare = await startServer('bare');
const baseline = await load('bare Fastify route (tiny static JSON)', `${bare.url}/api/anchor/search`);
bare.child.kill('SIGTERM');

const payloadFile = join(mkdtempSync(join(tmpdir(), 'dubkit-bench-')), 'page.json');
writeFileSync(payloadFile, firstPage);
const sameBytes = await startServer('bare', payloadFile);
const sameBaseline = await load('bare Fastify route (the same page, static)', `${sameBytes.url}/api/anchor/search`);
sameBytes.child.kill('SIGTERM');

const percent = (a: number, b: number) => `${((a / b) * 100).toFixed(1)}%`;
console.log(`anchor search p99 ${search.p99} ms (target ≤ 25 ms)`);
console.log(`throughput vs the tiny bare route: ${percent(search.rps, baseline.rps)} (target ≥ 40%)`);
console.log(
  `throughput vs the bare route sending the same bytes: ${percent(search.rps, sameBaseline.rps)} (size taken out: DubKit's own cost)`,
);
