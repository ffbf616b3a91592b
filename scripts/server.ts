import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface ReferenceServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The built website and the reference server on a fresh database, as a newcomer's `npm start` runs them; resolves
 * once the speech engine is warm and the seed sounds exist. Used by the end-to-end tests (after `npm test` has built
 * everything) and the browser benchmarks, which `rebuild` the website so they measure the sources as they are.
 */
export async function startReferenceServer(
  port: number,
  env: Record<string, string> = {},
  { rebuild = false } = {},
): Promise<ReferenceServer> {
  const demoDist = join(root, 'apps/demo/dist');
  if (rebuild || !existsSync(join(demoDist, 'index.html'))) {
    const built = spawnSync('pnpm', ['--filter', '@dubkit/demo', 'run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the demo did not build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@dubkit/source', join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: baseUrl,
        DUBKIT_DATA_DIR: dataDir,
        DUBKIT_STATIC_DIR: demoDist,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 180_000;
  const speechState = () =>
    fetch(`${baseUrl}/api/health`)
      .then(async (r) => ((await r.json()) as { data: { speech: string } }).data.speech)
      .catch(() => null);
  for (let state = await speechState(); state !== 'ready'; state = await speechState()) {
    if (state === 'failed') throw new Error('the speech engine failed to start');
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
