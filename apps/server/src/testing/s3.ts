import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../storage/s3';

export interface TestS3Server {
  /** Settings for one bucket on it, as DUBKIT_S3_* would give them. */
  settings: S3Settings;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver, SigV4 checked) on a free port, its objects in a temporary folder. */
export async function startS3Server(bucket = 'dubkit-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'dubkit-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
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
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
