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
// With a payload file the bare route answers with those exact bytes, to separate DubKit's work from response size.
const payload = process.argv[3]
  ? readFileSync(process.argv[3], 'utf8')
  : '{"code":200,"message":"success","data":{"total":0,"list":[]}}';
if (kind === 'bare')
  app.post('/api/anchor/search', (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${url}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
