import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type ByteRange, checkedKey, type FileStorage, type LocalCopy, spool } from './files';

/** An S3-compatible bucket: DUBKIT_S3_* settings. */
export interface S3Settings {
  bucket: string;
  /** Another service than AWS (MinIO, OSS, COS, R2…); AWS's own endpoint when absent. */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name: most self-hosted servers need it. */
  forcePathStyle: boolean;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default trailer (aws-chunked) is refused by many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
}

/** Whether the server may write and delete in the bucket with these keys; the error names the settings to look at. */
export async function checkBucket(client: S3Client, settings: S3Settings): Promise<void> {
  const probe = { Bucket: settings.bucket, Key: '.dubkit-check' };
  try {
    await client.send(new PutObjectCommand({ ...probe, Body: '', ContentLength: 0 }));
    await client.send(new DeleteObjectCommand(probe));
  } catch (error) {
    throw new Error(
      `The bucket DUBKIT_S3_BUCKET="${settings.bucket}" cannot be reached with DUBKIT_S3_ENDPOINT, DUBKIT_S3_REGION, DUBKIT_S3_ACCESS_KEY_ID and DUBKIT_S3_SECRET_ACCESS_KEY: ${(error as Error).name} ${(error as Error).message}`,
      { cause: error },
    );
  }
}

const missing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files under one prefix of an S3-compatible bucket. An object is written by one PutObject of known length, so a
 * reader sees all of it or nothing; a streamed write is spooled to a temporary file first, so a source that fails
 * (a refused upload, a broken download) sends no byte to the bucket.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** `tasks/`, `uploads/`…: each area of the server's files. */
    private readonly prefix: string,
  ) {}

  private key(key: string): string {
    return `${this.prefix}${checkedKey(key)}`;
  }

  async put(key: string, bytes: Uint8Array, commit?: () => Promise<boolean>): Promise<boolean> {
    if (commit && !(await commit())) return false;
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.key(key), Body: bytes, ContentLength: bytes.byteLength }),
    );
    return true;
  }

  async putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<void> {
    const target = this.key(key);
    const file = await spool(source);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: target,
          Body: createReadStream(file.path),
          ContentLength: file.size,
        }),
      );
    } finally {
      await rm(file.dir, { recursive: true, force: true });
    }
  }

  async read(key: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
    return Buffer.from(await (object.Body as NonNullable<typeof object.Body>).transformToByteArray());
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async stream(key: string, range?: ByteRange): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.key(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return object.Body as Readable;
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const dir = await mkdtemp(join(tmpdir(), 'dubkit-copy-'));
    const path = join(dir, key.split('/').pop() ?? 'file');
    const release = () => rm(dir, { recursive: true, force: true });
    try {
      await pipeline(await this.stream(key), createWriteStream(path));
    } catch (error) {
      await release();
      throw error;
    }
    return { path, release };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
  }
}
