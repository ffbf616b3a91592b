// Upload throughput on loopback: a speech-to-text file (a 92.5 MiB WAV, under the 100 MiB limit) posted through the
// reference server's signed storage host (policy, then POST /api/storage/upload: signature and limits checked, the
// file streamed to disk, then measured and queued by the upload's callback) versus a bare Fastify route that only
// streams a multipart file to disk. Both servers run in their own process; the figure is the median MB/s of the runs.
// Target: the storage host at ≥ 70% of the bare route.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source upload-throughput.ts [runs=5]
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { UploadPolicy } from '@dubkit/sdk-core';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { startApiServer } from './api-server.ts';
import { percentile } from './stats.ts';

const MB = 1024 * 1024;

/** The bare route, run as `upload-throughput.ts --bare <port> <dir>` in a process of its own. */
async function serveBare(port: number, dir: string) {
  const app = Fastify();
  await app.register(multipart, { limits: { files: 1, fileSize: 200 * MB } });
  let n = 0;
  app.post('/upload', async (request) => {
    const file = await request.file();
    if (!file) throw new Error('no file');
    const path = join(dir, `upload-${n++}`);
    await pipeline(file.file, createWriteStream(path));
    rmSync(path);
    return { code: 200 };
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
}

/** A silent 16-bit mono WAV at 44.1 kHz: 1100 s (under 20 minutes) is 92.5 MiB. */
function wavFile(path: string, seconds: number) {
  const length = seconds * 44_100 * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(44_100, 24);
  header.writeUInt32LE(88_200, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(length, 40);
  writeFileSync(path, Buffer.concat([header, Buffer.alloc(length)]));
  return 44 + length;
}

/** Posts a form and answers the MB/s of the file, timed from the request to the whole reply. */
async function timedPost(url: string, form: FormData, bytes: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', body: form });
  const body = (await response.json()) as { code: number; message?: string };
  if (body.code !== 200) throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return bytes / MB / ((performance.now() - started) / 1000);
}

async function main() {
  const runs = Number(process.argv[2] ?? 5);
  const dir = mkdtempSync(join(tmpdir(), 'dubkit-upload-bench-'));
  const file = join(dir, 'speech.wav');
  const bytes = wavFile(file, 1100);
  const blob = await openAsBlob(file, { type: 'audio/wav' });

  const barePort = 44_100 + (process.pid % 500);
  const bare = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--bare', String(barePort), dir],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise((resolve, reject) => {
    bare.once('message', resolve);
    bare.once('exit', () => reject(new Error('the bare server exited')));
  });
  const server = await startApiServer(44_700 + (process.pid % 500), { DUBKIT_SPEECH_WORKERS: '1' });
  try {
    const bareRates: number[] = [];
    const hostRates: number[] = [];
    for (let run = 0; run < runs; run++) {
      const plain = new FormData();
      plain.append('file', blob, 'speech.wav');
      bareRates.push(await timedPost(`http://127.0.0.1:${barePort}/upload`, plain, bytes));

      // Each run a new user, whose free minutes take the 18-minute file.
      const token = await server.logIn(
        `139${String(process.pid % 10_000).padStart(4, '0')}${String(run).padStart(4, '0')}`,
      );
      const { data: policy } = await server.call<UploadPolicy>(
        '/api/tools/asr/policy',
        { filename: 'speech.wav', fileLength: bytes, duration: 1100 },
        token,
      );
      const form = new FormData();
      form.append('key', `${policy.dir}${policy.filename}`);
      form.append('OSSAccessKeyId', policy.accessKeyId);
      form.append('policy', policy.policy);
      form.append('Signature', policy.signature);
      form.append('callback', policy.callback);
      form.append('success_action_status', '200');
      form.append('file', blob, policy.filename);
      hostRates.push(await timedPost(policy.host, form, bytes));
    }
    const bareMedian = percentile(bareRates, 50);
    const hostMedian = percentile(hostRates, 50);
    const fmt = (rates: number[]) => rates.map((r) => r.toFixed(0)).join(', ');
    console.log(`file: ${(bytes / MB).toFixed(1)} MiB WAV, ${runs} runs each, loopback`);
    console.log(`bare Fastify multipart → disk: median ${bareMedian.toFixed(0)} MiB/s (${fmt(bareRates)})`);
    console.log(`storage host (signed policy):  median ${hostMedian.toFixed(0)} MiB/s (${fmt(hostRates)})`);
    console.log(`ratio: ${((hostMedian / bareMedian) * 100).toFixed(0)}% (target ≥ 70%)`);
  } finally {
    await server.stop();
    bare.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--bare') await serveBare(Number(process.argv[3]), process.argv[4] ?? tmpdir());
else await main();
