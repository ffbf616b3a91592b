import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let other: Server | undefined;
let child: ChildProcess | undefined;
afterEach(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await new Promise<void>((resolve) => (other ? other.close(() => resolve()) : resolve()));
});

/** `npm start`'s script with PORT set; resolves to its exit code and everything it printed. */
function start(port: number) {
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running = child;
  let output = '';
  running.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  running.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    running.on('exit', (code) => resolve({ code, output })),
  );
}

it('refuses a port another server already answers /api/health on, naming the port and PORT, and is not ready', async () => {
  // An earlier run's server, healthy on the port.
  other = createServer((_request, response) => response.end('{"code":200,"data":{"status":"ok"}}'));
  await new Promise<void>((resolve) => other?.listen(0, '127.0.0.1', resolve));
  const { port } = other.address() as AddressInfo;

  const { code, output } = await start(port);

  expect(code).not.toBe(0);
  expect(output).not.toMatch(/is ready/);
  expect(output).not.toContain('Building');
  const lines = output.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`Port ${port} is already in use`);
  expect(lines[0]).toContain('PORT');
}, 20_000);
