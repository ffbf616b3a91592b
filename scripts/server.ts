import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface ReferenceServer {
  baseUrl: string;
  /** For `startAsNewcomer`, the copy of the tree it runs in (installed and built). */
  tree?: string;
  /** The server's process (for its memory figures); for `startAsNewcomer`, npm start's. */
  pid: number;
  stop(): Promise<void>;
}

/** Settings every test or benchmark server gets: loopback only, a throw-away database, quiet logs. */
function serverEnv(port: number, dataDir: string, env: Record<string, string>) {
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: baseUrl,
      DUBKIT_DATA_DIR: dataDir,
      DUBKIT_DEV_ENDPOINTS: 'on',
      LOG_LEVEL: 'warn',
      // As `npm start` runs the server (scripts/start.mjs).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...env,
    },
  };
}

/** Resolves once the speech engine is warm and the seed sounds exist; rejects if the process exits first. */
async function untilReady(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const speechState = () =>
    fetch(`${baseUrl}/api/health`)
      .then(async (r) => ((await r.json()) as { data: { speech: string } }).data.speech)
      .catch(() => null);
  for (let state = await speechState(); state !== 'ready'; state = await speechState()) {
    if (state === 'failed') throw new Error('the speech engine failed to start');
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server exited before it was ready');
    if (Date.now() > deadline) throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
  };
}

/**
 * The built website and the reference server on a fresh database, run from this tree's sources; resolves once the
 * speech engine is warm. Used by the benchmarks: the browser ones `rebuild` the website so they measure the sources
 * as they are, the HTTP ones ask for the API alone (`website: false`).
 */
export async function startReferenceServer(
  port: number,
  env: Record<string, string> = {},
  { rebuild = false, website = true } = {},
): Promise<ReferenceServer> {
  const demoDist = join(root, 'apps/demo/dist');
  if (website && (rebuild || !existsSync(join(demoDist, 'index.html')))) {
    const built = spawnSync('pnpm', ['--filter', '@dubkit/demo', 'run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the demo did not build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-server-'));
  const settings = serverEnv(port, dataDir, { DUBKIT_STATIC_DIR: website ? demoDist : '', ...env });
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@dubkit/source', join(root, 'apps/server/src/main.ts')],
    { cwd: root, env: settings.env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = stopper(server, () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await untilReady(settings.baseUrl, server, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: settings.baseUrl, pid: server.pid ?? 0, stop };
}

/**
 * A copy of this tree as `git clone` would give it, with the working tree's uncommitted changes: the files git
 * tracks or would track, without node_modules, any package's dist or the screenshot baselines.
 */
export function copyOfTree(): string {
  const copy = mkdtempSync(join(tmpdir(), 'dubkit-newcomer-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.split('\0')) {
    if (!file || file.includes('__screenshots__/') || file.startsWith('docs/screenshots/')) continue;
    const source = join(root, file);
    // A file deleted in the working tree but not yet in git's index.
    if (!existsSync(source)) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(source, join(copy, file));
  }
  return copy;
}

/** `npm start` in the tree `copy` on a fresh database, its output in a log; `abandon` stops it, removes both and gives its last output. */
function npmStartIn(copy: string, port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-server-'));
  const settings = serverEnv(port, dataDir, env);
  const log = join(dataDir, 'npm-start.log');
  const output = openSync(log, 'w');
  const start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: copy,
    env: settings.env,
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  const cleanup = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  };
  return {
    start,
    baseUrl: settings.baseUrl,
    async abandon(): Promise<string> {
      await stopper(start, () => {})();
      const printed = readFileSync(log, 'utf8').slice(-8000);
      cleanup();
      return printed;
    },
    server: (): ReferenceServer => ({
      baseUrl: settings.baseUrl,
      pid: start.pid ?? 0,
      tree: copy,
      stop: stopper(start, cleanup),
    }),
  };
}

/**
 * The whole product exactly as a newcomer's `npm start` runs it — its own install, build and server, in a copy of
 * the tree with no `packages/*\/dist` — on a fresh database. Stopping it sends SIGTERM to `npm start`'s process, as
 * a process manager would, and waits for it to exit.
 */
export async function startAsNewcomer(port: number, env: Record<string, string> = {}): Promise<ReferenceServer> {
  const run = npmStartIn(copyOfTree(), port, env);
  try {
    // Install, build and the speech engine's first start share two cores with whatever else runs.
    await untilReady(run.baseUrl, run.start, 600_000);
  } catch (error) {
    console.error(`npm start, as a newcomer runs it, printed:\n${await run.abandon()}`);
    throw error;
  }
  return run.server();
}

/**
 * A second `npm start` in a copy of a newcomer's installed and built tree (hard links: a build replaces its files,
 * never writes into them; the build stamps are copied), e.g. with another brand: only what its settings change is
 * rebuilt. Resolves once /api/health answers, without waiting for the speech engine.
 */
export async function startAgain(tree: string, port: number, env: Record<string, string>): Promise<ReferenceServer> {
  const copy = mkdtempSync(join(tmpdir(), 'dubkit-again-'));
  execFileSync('cp', ['-al', `${tree}/.`, copy]);
  const stamps = join(copy, 'node_modules', '.cache', 'dubkit-start');
  rmSync(stamps, { recursive: true, force: true });
  execFileSync('cp', ['-a', join(tree, 'node_modules', '.cache', 'dubkit-start'), stamps]);
  const run = npmStartIn(copy, port, env);
  const deadline = Date.now() + 600_000;
  while (
    !(await fetch(`${run.baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (run.start.exitCode !== null || Date.now() > deadline)
      throw new Error(`the second npm start was not ready; it printed:\n${await run.abandon()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return run.server();
}
