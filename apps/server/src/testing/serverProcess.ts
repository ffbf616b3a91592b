import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  name: string;
  role: 'web' | 'worker';
  port: number;
  base: string;
  child: ChildProcess;
  /** Its own data folder, as on a machine of its own: what processes share is the database and the bucket. */
  dataDir: string;
  /** The JSON log lines it printed so far (LOG_FORMAT=json). */
  log: Array<Record<string, unknown>>;
}

export interface ServerProcessOptions {
  role: 'web' | 'worker';
  name?: string;
  /** Settings on top of this process's environment: the shared database, the bucket, providers… */
  env: Record<string, string>;
  /** A port to listen on (a restart keeps its address); a free one otherwise. */
  port?: number;
  /** How long the start may take before it counts as failed; on two busy cores it can take minutes. */
  startTimeoutMs: number;
  /** Called with the process as soon as it is spawned, before it is ready (so a caller can stop it whatever happens). */
  spawned?: (server: ServerProcess) => void;
}

/**
 * The server as `npm start` runs it (apps/server's main from the sources) in a role, as one of several processes on a
 * shared database: resolves once `/api/health/ready` says it can take traffic, as a load balancer would check it.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { role, name = role } = options;
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `dubkit-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@dubkit/source', main], {
    env: {
      ...process.env,
      LOG_FORMAT: 'json',
      ...options.env,
      DUBKIT_ROLE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: base,
      DUBKIT_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const server: ServerProcess = { name, role, port, base, child, dataDir, log: [] };
  options.spawned?.(server);
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) server.log.push(JSON.parse(line));
  });
  const deadline = Date.now() + options.startTimeoutMs;
  for (;;) {
    const ready = await fetch(`${base}/api/health/ready`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) return server;
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) while starting`);
    if (Date.now() > deadline) throw new Error(`${name} did not start within ${options.startTimeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops a process (SIGTERM: it finishes what it can; SIGKILL: at once, as a crash) and waits for it to exit. */
export async function stopServerProcess(server: ServerProcess, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}
