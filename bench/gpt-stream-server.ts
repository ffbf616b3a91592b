// The reference server for gpt-stream.ts, in its own process, with the chat provider at the URL given.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@dubkit/server/app';

const app = await buildApp({
  staticDir: null,
  logLevel: 'silent',
  dataDir: mkdtempSync(join(tmpdir(), 'dubkit-bench-')),
  rateLimits: false,
  devEndpoints: true,
  speech: false,
  ocr: false,
  chat: { baseUrl: process.argv[2] ?? '', apiKey: 'bench', model: 'bench' },
});
process.stdout.write(`${await app.listen({ port: 0, host: '127.0.0.1' })}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
