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

const ROUNDS = 4;

function hit(url: string, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

interface Target {
  title: string;
  url: string;
  requests: number;
  p50: number[];
  p99: number[];
}

/**
 * Loads each target for `seconds` in total, in rounds taken in turn, so a slow spell of the machine (a shared VM's
 * CPU moves by a third from minute to minute) falls on every target alike rather than on whichever ran then.
 */
async function loadInTurn(targets: Target[]) {
  // A short warm-up so every server is measured hot.
  for (const target of targets) await hit(target.url, 2);
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) {
      const result = await hit(target.url, seconds / ROUNDS);
      if (result.errors || result.non2xx)
        throw new Error(`${target.title}: ${result.errors} errors, ${result.non2xx} non-2xx`);
      target.requests += result.requests.total;
      target.p50.push(result.latency.p50);
      target.p99.push(result.latency.p99);
    }
  }
  for (const target of targets) {
    console.log(
      `${target.title.padEnd(44)} ${String(rps(target)).padStart(7)} req/s   p50 ${Math.max(...target.p50)} ms   p99 ${p99(target)} ms`,
    );
  }
}

const rps = (target: Target) => Math.round(target.requests / seconds);
// The worst round's p99: the figure a user meets in the machine's slowest spell.
const p99 = (target: Target) => Math.max(...target.p99);

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
console.log(
  `${connections} connections, ${seconds} s each in ${ROUNDS} rounds taken in turn, loopback, servers in their own processes`,
);

const dubkit = await startServer('dubkit');
const firstPage = await (
  await fetch(`${dubkit.url}/api/anchor/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
).text();
const payloadFile = join(mkdtempSync(join(tmpdir(), 'dubkit-bench-')), 'page.json');
writeFileSync(payloadFile, firstPage);
const bare = await startServer('bare');
const sameBytes = await startServer('bare', payloadFile);
const target = (title: string, url: string): Target => ({ title, url, requests: 0, p50: [], p99: [] });
const search = target(
  `POST /api/anchor/search (SQLite, 20/page, ${(Buffer.byteLength(firstPage) / 1024).toFixed(1)} KB)`,
  `${dubkit.url}/api/anchor/search`,
);
const baseline = target('bare Fastify route (tiny static JSON)', `${bare.url}/api/anchor/search`);
const sameBaseline = target('bare Fastify route (the same page, static)', `${sameBytes.url}/api/anchor/search`);
try {
  await loadInTurn([search, baseline, sameBaseline]);
} finally {
  for (const server of [dubkit, bare, sameBytes]) server.child.kill('SIGTERM');
}

const percent = (a: Target, b: Target) => `${((rps(a) / rps(b)) * 100).toFixed(1)}%`;
console.log(`anchor search p99 ${p99(search)} ms (target ≤ 25 ms)`);
console.log(`throughput vs the tiny bare route: ${percent(search, baseline)} (target ≥ 40%)`);
console.log(
  `throughput vs the bare route sending the same bytes: ${percent(search, sameBaseline)} (size taken out: DubKit's own cost)`,
);
