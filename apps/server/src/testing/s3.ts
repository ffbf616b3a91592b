import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../storage/s3';

export interface TestS3Server {
  /** Settings for one bucket on it, as DUBKIT_S3_* would give them. */
  settings: S3Settings;
  /** The keys of the objects in the bucket (read from s3rver's folder), under a prefix. */
  keys(prefix?: string): string[];
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
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
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
