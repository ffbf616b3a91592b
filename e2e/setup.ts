import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The built website and the reference server on a fresh database, as a newcomer's `npm start` runs them. */
export default async function setup(project: TestProject) {
  const demoDist = join(root, 'apps/demo/dist');
  if (!existsSync(join(demoDist, 'index.html'))) {
    const built = spawnSync('pnpm', ['--filter', '@dubkit/demo', 'run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the demo did not build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-e2e-'));
  const port = 43000 + (process.pid % 1000);
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
        DUBKIT_SPEECH_WORKERS: '1',
        // Every SMS asks for the image captcha, so the tests walk the captcha dialog too.
        DUBKIT_SMS_CAPTCHA: 'always',
        // Every test logs in from 127.0.0.1; the per-address SMS limit would refuse the later ones.
        DUBKIT_RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // Ready means the speech engine is warm and the seed sounds exist, so the first test is not the slow one.
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
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
