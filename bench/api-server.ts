// The reference server's API alone on a fresh database (scripts/server.ts), with what the HTTP benchmarks do with it.
import { readFileSync } from 'node:fs';
import { DEVELOPMENT_AUDITION_KEY, encryptText } from '@dubkit/sdk-core';
import { startReferenceServer } from '../scripts/server.ts';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const speak = (body: string) =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">${body}</speak>`;

/** Starts the server (API only, one port) and resolves once its speech engine is warm. */
export async function startApiServer(port: number, env: Record<string, string> = {}) {
  const server = await startReferenceServer(port, env, { website: false });
  const base = server.baseUrl;

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

  return {
    base,
    call,
    /** The server's resident memory now (VmRSS) or at its peak (VmHWM), in MB. */
    memoryMb(field: 'VmRSS' | 'VmHWM') {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
    },
    /** A new user's token, logged in by SMS through the development endpoint (scripts/server.ts turns it on). */
    async logIn(phone: string) {
      await call('/api/sms/login_verify_code', { phone });
      const { data: sms } = await call<{ code: string }>(`/api/dev/sms/latest?phone=${phone}`);
      const { data: login } = await call<{ token: string }>('/api/user/loginBySms', { phone, code: sms.code });
      return login.token;
    },
    /** Milliseconds to the first byte of an audition of `text` (anchor 12) and to its end. */
    async audition(token: string, text: string) {
      const cipher = await encryptText(DEVELOPMENT_AUDITION_KEY, speak(text));
      const started = performance.now();
      const response = await fetch(`${base}/api/tts/audition`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ anchorId: 12, text: cipher }),
      });
      if (!response.ok) throw new Error(`audition failed: ${response.status} ${await response.text()}`);
      const reader = response.body?.getReader();
      const first = await reader?.read();
      const firstByte = performance.now() - started;
      while (reader && !(await reader.read()).done);
      if (!first?.value) throw new Error('audition answered no audio');
      return { firstByte, total: performance.now() - started };
    },
    stop: server.stop,
  };
}
