import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'dubkit-serve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A server that stops gracefully on its first SIGINT and reports its pid, started the way `npm start` starts ours.
writeFileSync(
  join(dir, 'server.mjs'),
  `console.log('pid ' + process.pid);
process.once('SIGINT', () => { console.log('stopping'); setTimeout(() => process.exit(0), 200); });
setInterval(() => {}, 1000);`,
);
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

it('hands a signal sent to `npm start` alone to the server, waits for it to stop, and leaves nothing running', async () => {
  const start = spawn(process.execPath, [join(dir, 'start.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  start.stdout.on('data', (chunk) => {
    output += chunk;
  });
  await expect.poll(() => /pid (\d+)/.exec(output)?.[1]).toBeDefined();
  const serverPid = Number(/pid (\d+)/.exec(output)?.[1]);
  const exited = new Promise<number | null>((resolve) => start.on('exit', resolve));
  start.kill('SIGINT');
  expect(await exited).toBe(0);
  expect(output).toContain('stopping');
  expect(alive(serverPid)).toBe(false);
});
