import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'dubkit-serve-'));
const servers = new Set<number>();
afterAll(() => {
  // A failed test leaves no stand-in server behind.
  for (const pid of servers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

// A server that stops gracefully like ours (apps/server/src/main.ts: a signal, or npm start's IPC channel closing)
// and reports its pid, started the way `npm start` starts ours.
writeFileSync(
  join(dir, 'server.mjs'),
  `console.log('pid ' + process.pid);
const stop = () => { console.log('stopping'); setTimeout(() => process.exit(0), 200); };
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
if (process.channel) process.once('disconnect', stop);
setInterval(() => {}, 1000);`,
);
// npm runs a package's start script through `sh -c`, as it runs ours.
writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true, scripts: { start: 'node start.mjs' } }));
writeFileSync(
  join(dir, 'start.mjs'),
  `import { run } from ${JSON.stringify(fileURLToPath(new URL('./lib.mjs', import.meta.url)))};
process.exit(await run(process.execPath, [${JSON.stringify(join(dir, 'server.mjs'))}], { ownGroup: true }));`,
);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits for the stand-in server to report its pid (a loaded machine may take seconds to start node twice). */
async function started(child: ChildProcess) {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  await expect.poll(() => /pid (\d+)/.exec(output)?.[1], { timeout: 10_000 }).toBeDefined();
  const pid = Number(/pid (\d+)/.exec(output)?.[1]);
  servers.add(pid);
  return { pid, output: () => output };
}

it('hands a signal sent to `npm start` alone to the server, waits for it to stop, and leaves nothing running', async () => {
  const start = spawn(process.execPath, [join(dir, 'start.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const server = await started(start);
  const exited = new Promise<number | null>((resolve) => start.on('exit', resolve));
  start.kill('SIGINT');
  expect(await exited).toBe(0);
  expect(server.output()).toContain('stopping');
  expect(alive(server.pid)).toBe(false);
});

it('stops the server when `npm start`’s process is killed with SIGKILL', async () => {
  const start = spawn(process.execPath, [join(dir, 'start.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const { pid } = await started(start);
  start.kill('SIGKILL');
  await expect.poll(() => alive(pid), { timeout: 5000 }).toBe(false);
});

it('stops the server when npm itself gets SIGTERM (npm passes it to its shell, which dies without passing it on)', async () => {
  const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  const { pid } = await started(npm);
  npm.kill('SIGTERM');
  await expect.poll(() => alive(pid), { timeout: 5000 }).toBe(false);
});
