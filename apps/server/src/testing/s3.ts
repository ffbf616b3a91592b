import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../storage/s3';

export interface TestS3Server {
  /** Settings for one bucket on it, as DUBKIT_S3_* would give them. */
  settings: S3Settings;
  /** The keys of the objects in the bucket (read from s3rver's folder), under a prefix. */
  keys(prefix?: string): string[];
  close(): Promise<void>;
}

/** s3rver on a free port, its objects in `directory`, with one bucket. */
export function s3rver(bucket: string, directory: string) {
  return new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
}

function testS3Server(bucket: string, directory: string, port: number, stop: () => Promise<unknown>): TestS3Server {
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's one account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    keys(prefix = '') {
      const root = join(directory, bucket);
      if (!existsSync(root)) return [];
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
        .map((entry) => relative(root, join(entry.parentPath, entry.name.slice(0, -'._S3rver_object'.length))))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A local S3-compatible server (s3rver, SigV4 checked) on a free port, its objects in a temporary folder. */
export async function startS3Server(bucket = 'dubkit-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'dubkit-s3-'));
  const server = s3rver(bucket, directory);
  const { port } = await server.run();
  return testS3Server(bucket, directory, port, () => server.close());
}

/**
 * The same in a process of its own, as a real object store would be: a benchmark's load generator then does not
 * slow the bucket down, nor the bucket the load generator.
 */
export async function startS3ServerProcess(bucket = 'dubkit-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'dubkit-s3-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./s3Process.ts', import.meta.url)), bucket, directory],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit').then(() => {
    throw new Error('the S3 server process exited before it listened');
  });
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout }), 'line'), exited])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return testS3Server(bucket, directory, port, async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  });
}

/** The bucket's settings as a server process reads them (DUBKIT_STORAGE=s3 and DUBKIT_S3_*). */
export function s3Environment(settings: S3Settings): Record<string, string> {
  return {
    DUBKIT_STORAGE: 's3',
    DUBKIT_S3_BUCKET: settings.bucket,
    DUBKIT_S3_ENDPOINT: settings.endpoint ?? '',
    DUBKIT_S3_REGION: settings.region,
    DUBKIT_S3_ACCESS_KEY_ID: settings.accessKeyId,
    DUBKIT_S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    DUBKIT_S3_FORCE_PATH_STYLE: settings.forcePathStyle ? 'on' : 'off',
  };
}
