import { join } from 'node:path';
import { type FileStorage, LocalFileStorage } from './files';
import { checkBucket, createS3Client, S3FileStorage, type S3Settings } from './s3';

/** DUBKIT_STORAGE: the data folder (default, zero-config) or an S3-compatible bucket shared by every process. */
export type StorageSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

/** The server's areas of files: a folder under the data folder, or a prefix in the bucket. */
export const STORAGE_AREAS = ['tasks', 'samples', 'uploads', 'asr', 'draw', 'cache'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export interface Storage {
  kind: StorageSettings['kind'];
  area(name: StorageArea): FileStorage;
  /** At start: the bucket answers with the configured keys (a wrong setting stops the server, naming it). */
  check(): Promise<void>;
}

export function openStorage(settings: StorageSettings, dataDir: string): Storage {
  if (settings.kind === 'local')
    return { kind: 'local', area: (name) => new LocalFileStorage(join(dataDir, name)), check: async () => {} };
  const client = createS3Client(settings);
  return {
    kind: 's3',
    area: (name) => new S3FileStorage(client, settings.bucket, `${name}/`),
    check: () => checkBucket(client, settings),
  };
}

const S3_REQUIRED = [
  ['DUBKIT_S3_BUCKET', 'bucket'],
  ['DUBKIT_S3_ACCESS_KEY_ID', 'accessKeyId'],
  ['DUBKIT_S3_SECRET_ACCESS_KEY', 'secretAccessKey'],
] as const;

/** Reads DUBKIT_STORAGE and its DUBKIT_S3_* settings; a bad or missing one throws with its name. */
export function storageFromEnv(env: NodeJS.ProcessEnv): StorageSettings {
  const kind = env.DUBKIT_STORAGE || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`DUBKIT_STORAGE must be "local" or "s3", got "${kind}"`);
  const values: Record<string, string> = {};
  for (const [name, field] of S3_REQUIRED) {
    const value = env[name];
    if (!value) throw new Error(`${name} must be set when DUBKIT_STORAGE=s3`);
    values[field] = value;
  }
  const endpoint = env.DUBKIT_S3_ENDPOINT || null;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint))
    throw new Error(`DUBKIT_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const pathStyle = env.DUBKIT_S3_FORCE_PATH_STYLE ?? '';
  if (!['', 'on', 'off', 'true', 'false'].includes(pathStyle))
    throw new Error(`DUBKIT_S3_FORCE_PATH_STYLE must be "on" or "off", got "${pathStyle}"`);
  return {
    kind: 's3',
    bucket: values.bucket as string,
    accessKeyId: values.accessKeyId as string,
    secretAccessKey: values.secretAccessKey as string,
    endpoint,
    region: env.DUBKIT_S3_REGION || 'us-east-1',
    forcePathStyle: pathStyle === 'on' || pathStyle === 'true',
  };
}
