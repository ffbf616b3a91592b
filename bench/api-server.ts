// The reference server from its sources on a fresh database, for the benchmarks that go through its HTTP API.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const speak = (body: string) =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">${body}</speak>`;

/** Starts the server (API only, one port) and resolves once its speech engine is warm. */
export async function startApiServer(port: number, env: Record<string, string> = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-bench-'));
  const main = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
  const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=@dubkit/source', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DUBKIT_DATA_DIR: dataDir,
      DUBKIT_STATIC_DIR: '',
      // The benches log in by reading the SMS code from the development endpoint.
      DUBKIT_DEV_ENDPOINTS: 'on',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  async function call<T>(path: string, body?: unknown, token?: string): Promise<Envelope<T>> {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  }

  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };

  for (let i = 0; ; i++) {
    const health = await call<{ speech: string }>('/api/health').catch(() => null);
    if (health?.data.speech === 'ready') break;
    if (i > 600 || server.exitCode !== null) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    base,
    call,
    /** The server's resident memory now (VmRSS) or at its peak (VmHWM), in MB. */
    memoryMb(field: 'VmRSS' | 'VmHWM') {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
    },
    /** A new user's token, logged in by SMS through the development endpoint. */
    async logIn(phone: string) {
      await call('/api/sms/login_verify_code', { phone });
      const { data: sms } = await call<{ code: string }>(`/api/dev/sms/latest?phone=${phone}`);
      const { data: login } = await call<{ token: string }>('/api/user/loginBySms', { phone, code: sms.code });
      return login.token;
    },
    stop,
  };
}
