import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../http/app';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  /** An admin URL: each test server gets a fresh database created under it. */
  adminUrl?: string;
}

/** SQLite always; PostgreSQL too when `DUBKIT_TEST_DATABASE_URL` points at a server (npm test sets it up when it can). */
export function databaseTargets(): DatabaseTarget[] {
  const adminUrl = process.env.DUBKIT_TEST_DATABASE_URL;
  return [{ name: 'sqlite' }, ...(adminUrl ? [{ name: 'postgres' as const, adminUrl }] : [])];
}

export interface TestServer {
  app: FastifyInstance;
  base: string;
  /** Where its data lives: pass both to another server to run a second process on the same database. */
  dataDir: string;
  databaseUrl: string | null;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  now(): number;
  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: unknown; query?: Record<string, unknown>; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Envelope<T> }>;
  close(): Promise<void>;
}

/** A fresh, empty database for one test: a new PostgreSQL database under the admin URL, or none for SQLite. */
export async function createTestDatabase(
  target: DatabaseTarget,
): Promise<{ databaseUrl: string | null; drop(): Promise<void> }> {
  if (target.name !== 'postgres' || !target.adminUrl) return { databaseUrl: null, drop: async () => {} };
  const adminUrl = target.adminUrl;
  const name = `dubkit_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startServer(target: DatabaseTarget, options: Partial<AppOptions> = {}): Promise<TestServer> {
  let offset = 0;
  const now = () => Date.now() + offset;
  const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-server-'));
  const database = await createTestDatabase(target);
  const app = await buildApp({
    staticDir: null,
    logLevel: 'silent',
    dataDir,
    databaseUrl: database.databaseUrl,
    rateLimits: false,
    // The tests log in by reading the SMS code, as npm test's end-to-end servers do (DUBKIT_DEV_ENDPOINTS=on).
    devEndpoints: true,
    now,
    ...options,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base,
    dataDir: options.dataDir ?? dataDir,
    databaseUrl: options.databaseUrl === undefined ? database.databaseUrl : options.databaseUrl,
    advance: (ms) => {
      offset += ms;
    },
    now,
    async call(method, path, { body, query, token, headers } = {}) {
      const url = new URL(path, base);
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
      const response = await fetch(url, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as Envelope<never> };
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let phoneCounter = 0;
/** A phone number no other test in this process uses. */
export function freshPhone() {
  phoneCounter += 1;
  return `138${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

/** Logs a new phone in by SMS the way a user does, reading the code from the development sink. */
export async function loginNewUser(server: TestServer, phone = freshPhone(), inviterCode?: string) {
  const sent = await server.call<{ status: number }>('POST', '/api/sms/login_verify_code', { body: { phone } });
  if (sent.body.data.status !== 200) throw new Error(`SMS send refused: ${JSON.stringify(sent.body)}`);
  const code = await server.call<{ code: string }>('GET', '/api/dev/sms/latest', { query: { phone } });
  const login = await server.call<{ token: string; username: string; expire: number; vipLevel: number }>(
    'POST',
    '/api/user/loginBySms',
    {
      body: { phone, code: code.body.data.code, ...(inviterCode ? { inviterCode } : {}) },
    },
  );
  if (login.body.code !== 200) throw new Error(`login refused: ${JSON.stringify(login.body)}`);
  return { phone, ...login.body.data };
}

/**
 * A server with its speech engine, once the engine is warm: it warms up (and the seed sounds are made) in the
 * background, which on a busy machine alone can take a minute; that belongs to the start, not to the first test.
 */
export async function startSpeechServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const server = await startServer({ name: 'sqlite' }, { speech: true, speechWorkers: 1, ...options });
  for (;;) {
    const health = await server.call<{ speech: string }>('GET', '/api/health');
    if (health.body.data.speech === 'ready') return server;
    if (health.body.data.speech === 'failed') throw new Error('the speech engine failed to start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
