// `npm start`: install, build the website and the server, then serve both on one port (default 8080).
// A restart with nothing changed skips the install and every build (scripts/builds.mjs); the log shows one line per
// build that runs, a build's output only when it fails, and one line with the address once the server and its speech
// engine are warm.
import { createServer } from 'node:net';
import { builds, ensureBuilt } from './builds.mjs';
import { installDependencies, log, run } from './lib.mjs';

const started = Date.now();
const port = process.env.PORT ?? '8080';
const host = process.env.HOST;

/** True when nothing listens on the server's port: else /api/health could answer from another run's server. */
function portIsFree() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(error.code !== 'EADDRINUSE'));
    probe.listen({ port: Number(port), host: host || '0.0.0.0', exclusive: true }, () =>
      probe.close(() => resolve(true)),
    );
  });
}

async function exitUnlessPortFree() {
  if (await portIsFree()) return;
  console.error(
    `Port ${port} is already in use (perhaps by an earlier npm start): stop that server, or set PORT to start on another port, e.g. PORT=${Number(port) + 1} npm start`,
  );
  process.exit(1);
}

// Checked before the install and builds (a quick answer), and again before the server starts (builds take minutes).
await exitUnlessPortFree();
await installDependencies();

const auditionKey = process.env.DUBKIT_AUDITION_KEY;
// The brand, set under the server's name or the website build's: both get it, and a change of brand rebuilds the site.
const brand = (process.env.DUBKIT_BRAND || process.env.VITE_DUBKIT_BRAND) === 'sibling' ? 'sibling' : 'default';
const buildEnv = {
  DUBKIT_BRAND: brand,
  VITE_DUBKIT_BRAND: brand,
  // A production build whatever the shell's NODE_ENV: under `test` or `development` Vite bundles React's
  // development builds (the home page's index chunk 624 kB instead of 409 kB).
  NODE_ENV: 'production',
  // The website encrypts audition text with the key the server decrypts it with.
  ...(auditionKey ? { VITE_DUBKIT_AUDITION_KEY: auditionKey } : {}),
};
// The example partner site uses the packages as a partner gets them (their builds and the embed script); the website
// and the server take the packages from source.
if (!(await ensureBuilt(builds, buildEnv))) process.exit(1);

await exitUnlessPortFree();
// /api/health is asked on the address the server listens on (loopback when it listens on every address).
const probeHost = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
log(`Starting the server (API under /api; the example partner site at /partner-example/)`);
// glibc's default of one malloc arena per thread kept OCR's freed memory: two arenas cut the peak by about 150 MB.
const mallocArenas = process.env.MALLOC_ARENA_MAX ?? '2';
const server = run(process.execPath, ['apps/server/dist/main.js'], {
  env: { PORT: port, MALLOC_ARENA_MAX: mallocArenas, DUBKIT_BRAND: brand },
  ownGroup: true,
});
let exited = false;
server.then(() => {
  exited = true;
});

/**
 * Resolves with the speech engine's state once /api/health answers and the engine is past warming up, so the first
 * audition a creator makes after "ready" is a warm one.
 */
async function untilHealthy() {
  while (!exited) {
    try {
      const response = await fetch(`http://${probeHost}:${port}/api/health`);
      const speech = response.ok ? (await response.json()).data?.speech : undefined;
      if (speech && speech !== 'starting') return speech;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}
const speech = await untilHealthy();
if (speech === 'failed')
  console.log('The speech engine failed to start: see the log above; the rest of the site works.');
if (speech) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const name = brand === 'sibling' ? 'DubKit' : '配音工坊 DubKit';
  console.log(`\n\x1b[1;32m✔ ${name} is ready: http://localhost:${port}\x1b[0m (${seconds} s)`);
}
process.exit(await server);
