import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../testing/s3';
import { copyDataFolder } from './copyDataFolder';
import { type FileStorage, LocalFileStorage } from './files';
import { createS3Client, S3FileStorage } from './s3';
import { openStorage, storageFromEnv } from './select';

async function* chunks(parts: string[], failAfter?: number) {
  for (const [index, part] of parts.entries()) {
    if (index === failAfter) throw new Error('source broke');
    yield Buffer.from(part);
  }
}

const text = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString();

let s3: TestS3Server;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = mkdtempSync(join(tmpdir(), 'dubkit-files-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const implementations: Array<[string, () => FileStorage]> = [
  ['local disk', () => new LocalFileStorage(join(dir, `area-${Math.random()}`))],
  [
    'S3-compatible bucket',
    () => new S3FileStorage(createS3Client(s3.settings), s3.settings.bucket, `area-${Math.random()}/`),
  ],
];

describe.each(implementations)('file storage contract (%s)', (_name, make) => {
  it('keeps a file whole and answers its length, its bytes and one range of them', async () => {
    const files = make();
    expect(await files.exists('a/TK1.mp3')).toBe(false);
    expect(await files.size('a/TK1.mp3')).toBeNull();
    expect(await files.put('a/TK1.mp3', Buffer.from('0123456789'))).toBe(true);
    expect(await files.exists('a/TK1.mp3')).toBe(true);
    expect(await files.size('a/TK1.mp3')).toBe(10);
    expect((await files.read('a/TK1.mp3')).toString()).toBe('0123456789');
    expect(await text(await files.stream('a/TK1.mp3'))).toBe('0123456789');
    expect(await text(await files.stream('a/TK1.mp3', { start: 2, end: 5 }))).toBe('2345');
    await files.put('a/TK1.mp3', Buffer.from('replaced'));
    expect((await files.read('a/TK1.mp3')).toString()).toBe('replaced');
  });

  it('lands a committed write only when its check says yes', async () => {
    const files = make();
    expect(await files.put('held.mp3', Buffer.from('x'), async () => false)).toBe(false);
    expect(await files.exists('held.mp3')).toBe(false);
    expect(await files.put('held.mp3', Buffer.from('x'), async () => true)).toBe(true);
    expect(await files.exists('held.mp3')).toBe(true);
  });

  it('keeps a streamed file, and nothing of a stream that fails', async () => {
    const files = make();
    await files.putStream('up/ok.png', chunks(['ab', 'cd', 'ef']));
    expect((await files.read('up/ok.png')).toString()).toBe('abcdef');
    await expect(files.putStream('up/broken.png', chunks(['ab', 'cd', 'ef'], 2))).rejects.toThrow('source broke');
    expect(await files.exists('up/broken.png')).toBe(false);
  });

  it('reads a missing file as a refusal, deletes twice without complaint, and refuses keys that leave the area', async () => {
    const files = make();
    await expect(files.read('none.json')).rejects.toThrow();
    await expect(files.stream('none.json')).rejects.toThrow();
    await files.put('gone.json', Buffer.from('{}'));
    await files.delete('gone.json');
    await files.delete('gone.json');
    expect(await files.exists('gone.json')).toBe(false);
    for (const key of ['../escape', 'a//b', '/root', 'a/../../b'])
      await expect(files.put(key, Buffer.from('x'))).rejects.toThrow('bad storage key');
  });

  it('lends a file on this disk to path-reading tools, and takes a downloaded copy back', async () => {
    const files = make();
    await files.put('media/upload.mp3', Buffer.from('sound'));
    const copy = await files.localCopy('media/upload.mp3');
    expect(copy.path.endsWith('upload.mp3')).toBe(true);
    expect(readFileSync(copy.path, 'utf8')).toBe('sound');
    await copy.release();
    expect(await files.exists('media/upload.mp3')).toBe(true);
  });
});

describe('S3-compatible storage', () => {
  it('keeps each area under its own prefix of one bucket, nothing on the local disk', async () => {
    const local = mkdtempSync(join(tmpdir(), 'dubkit-s3-data-'));
    try {
      const storage = openStorage({ kind: 's3', ...s3.settings }, local);
      await storage.check();
      await storage.area('tasks').put('TK1.mp3', Buffer.from('audio'));
      expect(await storage.area('uploads').exists('TK1.mp3')).toBe(false);
      expect((await storage.area('tasks').read('TK1.mp3')).toString()).toBe('audio');
      expect(readdirSync(local)).toEqual([]);
      const copy = await storage.area('tasks').localCopy('TK1.mp3');
      await copy.release();
      expect(existsSync(copy.path)).toBe(false);
    } finally {
      rmSync(local, { recursive: true, force: true });
    }
  });

  it('stops the start with the settings to look at when the bucket cannot be reached', async () => {
    const wrongKey = openStorage({ kind: 's3', ...s3.settings, secretAccessKey: 'wrong' }, dir);
    await expect(wrongKey.check()).rejects.toThrow(/DUBKIT_S3_BUCKET="dubkit-test".*DUBKIT_S3_SECRET_ACCESS_KEY/);
    const noBucket = openStorage({ kind: 's3', ...s3.settings, bucket: 'missing' }, dir);
    await expect(noBucket.check()).rejects.toThrow('DUBKIT_S3_BUCKET="missing"');
  });

  it('reads its settings, naming a missing or bad one', () => {
    expect(storageFromEnv({})).toEqual({ kind: 'local' });
    const env = {
      DUBKIT_STORAGE: 's3',
      DUBKIT_S3_BUCKET: 'media',
      DUBKIT_S3_ACCESS_KEY_ID: 'id',
      DUBKIT_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(storageFromEnv(env)).toEqual({
      kind: 's3',
      bucket: 'media',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      storageFromEnv({ ...env, DUBKIT_S3_ENDPOINT: 'http://minio:9000', DUBKIT_S3_FORCE_PATH_STYLE: 'on' }),
    ).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(() => storageFromEnv({ DUBKIT_STORAGE: 'oss' })).toThrow('DUBKIT_STORAGE must be "local" or "s3"');
    expect(() => storageFromEnv({ ...env, DUBKIT_S3_BUCKET: '' })).toThrow(
      'DUBKIT_S3_BUCKET must be set when DUBKIT_STORAGE=s3',
    );
    expect(() => storageFromEnv({ ...env, DUBKIT_S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      'DUBKIT_S3_SECRET_ACCESS_KEY must be set',
    );
    expect(() => storageFromEnv({ ...env, DUBKIT_S3_ENDPOINT: 'minio:9000' })).toThrow('DUBKIT_S3_ENDPOINT');
    expect(() => storageFromEnv({ ...env, DUBKIT_S3_FORCE_PATH_STYLE: 'yes' })).toThrow('DUBKIT_S3_FORCE_PATH_STYLE');
  });

  it('copies a single-machine data folder into the bucket, and a rerun only what is missing', async () => {
    const local = mkdtempSync(join(tmpdir(), 'dubkit-copy-data-'));
    const bucket = await startS3Server('dubkit-copy');
    try {
      mkdirSync(join(local, 'tasks'), { recursive: true });
      mkdirSync(join(local, 'uploads/asr/7/abc'), { recursive: true });
      writeFileSync(join(local, 'tasks/TK1.mp3'), 'audio');
      writeFileSync(join(local, 'tasks/TK2.mp3.1a2b.part'), 'half');
      writeFileSync(join(local, 'uploads/asr/7/abc/upload.wav'), 'media');
      const target = openStorage({ kind: 's3', ...bucket.settings }, local);
      expect(await copyDataFolder(local, target)).toMatchObject({
        tasks: { copied: 1, kept: 0 },
        uploads: { copied: 1, kept: 0 },
        draw: { copied: 0, kept: 0 },
      });
      expect(bucket.keys()).toEqual(['tasks/TK1.mp3', 'uploads/asr/7/abc/upload.wav']);
      expect((await target.area('uploads').read('asr/7/abc/upload.wav')).toString()).toBe('media');
      writeFileSync(join(local, 'tasks/TK3.mp3'), 'more');
      expect(await copyDataFolder(local, target)).toMatchObject({
        tasks: { copied: 1, kept: 1 },
        uploads: { copied: 0, kept: 1 },
      });
    } finally {
      await bucket.close();
      rmSync(local, { recursive: true, force: true });
    }
  });
});
