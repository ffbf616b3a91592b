// Throughput and latency of the reference server's health route on loopback.
// Run: pnpm --filter @dubkit/bench exec tsx --conditions=@dubkit/source server-health.ts [seconds] [connections]
import { buildApp } from '@dubkit/server/app';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);

const app = await buildApp({ staticDir: null, logLevel: 'silent' });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const result = await autocannon({ url: `${url}/api/health`, connections, duration: seconds });
await app.close();

console.log(`GET /api/health  ${connections} connections, ${seconds} s`);
console.log(`  requests/s  avg ${result.requests.average.toFixed(0)}`);
console.log(`  latency ms  p50 ${result.latency.p50}  p99 ${result.latency.p99}`);
console.log(`  errors ${result.errors}  non-2xx ${result.non2xx}`);
