import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, mkdtemp, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file as a path on this machine's disk, for tools that read paths (ffprobe, ffmpeg). */
export interface LocalCopy {
  path: string;
  /** Removes a downloaded copy; the local store's own file stays. */
  release(): Promise<void>;
}

/**
 * Where the server keeps the files it makes and receives (task audio, samples, uploads, speech-to-text media and
 * results, drawings), by key (`TK….mp3`): the local disk (`LocalFileStorage`) or an S3-compatible bucket
 * (`S3FileStorage`), chosen by DUBKIT_STORAGE.
 */
export interface FileStorage {
  /**
   * Writes a file whole, so no reader sees part of it. With `commit`, the bytes are held aside until it answers: the
   * file lands only when it says true (a job runner's check that it still holds its task).
   */
  put(key: string, bytes: Uint8Array, commit?: () => Promise<boolean>): Promise<boolean>;
  /** Writes a file as it arrives (an upload); a source that fails leaves no file, and its error is rethrown. */
  putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<void>;
  /** The whole file; rejects when there is none. */
  read(key: string): Promise<Buffer>;
  /** The file's length in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  exists(key: string): Promise<boolean>;
  /** The file's bytes, or one range of them; rejects when there is no file. */
  stream(key: string, range?: ByteRange): Promise<Readable>;
  localCopy(key: string): Promise<LocalCopy>;
  delete(key: string): Promise<void>;
}

/** Refuses keys that could leave their folder or prefix. */
export function checkedKey(key: string): string {
  if (key.split(/[\\/]/).some((part) => part === '..' || part === '')) throw new Error(`bad storage key "${key}"`);
  return key;
}

/** Runs `use` on a local copy of a stored file and releases the copy after. */
export async function withLocalCopy<T>(files: FileStorage, key: string, use: (path: string) => Promise<T>): Promise<T> {
  const copy = await files.localCopy(key);
  try {
    return await use(copy.path);
  } finally {
    await copy.release();
  }
}

/** Writes a source to a temporary file (removed on failure) and returns its path and length. */
export async function spool(source: AsyncIterable<Uint8Array>): Promise<{ path: string; size: number; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'dubkit-spool-'));
  const path = join(dir, 'file');
  try {
    await pipeline(source, createWriteStream(path));
    return { path, size: (await stat(path)).size, dir };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Files under one directory of the local disk. */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private path(key: string): string {
    return join(this.root, checkedKey(key));
  }

  async put(key: string, bytes: Uint8Array, commit?: () => Promise<boolean>): Promise<boolean> {
    const path = this.path(key);
    // Its own partial file per write, so two writers of one key never share one.
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(partial, bytes);
    if (commit && !(await commit())) {
      await rm(partial, { force: true });
      return false;
    }
    await rename(partial, path);
    return true;
  }

  async putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<void> {
    const path = this.path(key);
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    await mkdir(dirname(path), { recursive: true });
    try {
      await pipeline(source, createWriteStream(partial));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, path);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.path(key));
  }

  async size(key: string): Promise<number | null> {
    return stat(this.path(key)).then(
      (stats) => stats.size,
      () => null,
    );
  }

  async exists(key: string): Promise<boolean> {
    return access(this.path(key)).then(
      () => true,
      () => false,
    );
  }

  async stream(key: string, range?: ByteRange): Promise<Readable> {
    // Opened first, so a missing file rejects here rather than failing a reply already under way.
    const handle = await open(this.path(key));
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async localCopy(key: string): Promise<LocalCopy> {
    return { path: this.path(key), release: async () => {} };
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
