// A server process for anchor-search.ts: `bare` (a static JSON route) or `dubkit` (the reference server).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@dubkit/server/app';
import Fastify from 'fastify';

const kind = process.argv[2];
const app =
  kind === 'bare'
    ? Fastify()
    : await buildApp({
        staticDir: null,
        logLevel: 'silent',
        dataDir: mkdtempSync(join(tmpdir(), 'dubkit-bench-')),
        rateLimits: false,
      });
// With a payload file the bare route answers with those exact bytes, to separate DubKit's work from response size;
// the bytes are read once, so that route does no per-request encoding at all.
const payload = process.argv[3]
  ? readFileSync(process.argv[3])
  : '{"code":200,"message":"success","data":{"total":0,"list":[]}}';
if (kind === 'bare')
  app.post('/api/anchor/search', (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
// The speech engine starts (and a fresh data directory generates its seed sounds) once per process; search is
// measured after that, as a server that has been up for a while serves it.
for (;;) {
  const health = await app.inject('/api/health');
  if (health.json<{ data?: { speech?: string } }>().data?.speech !== 'starting') break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
process.stdout.write(`${url}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
