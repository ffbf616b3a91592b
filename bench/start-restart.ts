// `npm start` restarted with nothing changed, as an operator restarts it: the time from the command to the first
// answer of /api/health (and to the speech engine being warm), over a few restarts. The first run may build; the
// figures are for the runs after it. Target: healthy ≤ 15 s on a 2-core machine.
// Run: cd bench && pnpm exec tsx start-restart.ts [runs=3] [port=18480] [script=scripts/start.mjs]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './stats.ts';

const RUNS = Number(process.argv[2] ?? 3);
const PORT = Number(process.argv[3] ?? 18480);
const SCRIPT = process.argv[4] ?? 'scripts/start.mjs';
const root = fileURLToPath(new URL('..', import.meta.url));
const base = `http://127.0.0.1:${PORT}`;

async function health(): Promise<{ speech: string } | null> {
  try {
    const response = await fetch(`${base}/api/health`);
    return response.ok ? ((await response.json()) as { data: { speech: string } }).data : null;
  } catch {
    return null;
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** One `npm start`: seconds to healthy and to a warm speech engine. */
async function once() {
  const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-restart-'));
  const started = performance.now();
  const child = spawn(process.execPath, [SCRIPT], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DUBKIT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  let healthy = Number.NaN;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('npm start exited before it was ready');
      const state = await health();
      if (state && Number.isNaN(healthy)) healthy = (performance.now() - started) / 1000;
      if (state?.speech === 'ready' || state?.speech === 'failed' || state?.speech === 'off') break;
      if (performance.now() - started > 600_000) throw new Error('not ready within 600 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    return { healthy, warm: (performance.now() - started) / 1000 };
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const first = await once();
console.log(`first run (may build): healthy ${first.healthy.toFixed(1)} s, speech warm ${first.warm.toFixed(1)} s`);
const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await once());
const healthy = runs.map((r) => r.healthy);
const warm = runs.map((r) => r.warm);
console.log(
  `restart, nothing changed (${RUNS} runs): healthy p50 ${percentile(healthy, 50).toFixed(1)} s, max ${Math.max(...healthy).toFixed(1)} s; ` +
    `speech warm p50 ${percentile(warm, 50).toFixed(1)} s`,
);
