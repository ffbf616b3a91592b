import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the server keeps the files it makes (task audio, template samples), by key (`TK….mp3`). Local disk today; the
 * signed-upload host and an S3-compatible store implement the same calls.
 */
export interface FileStorage {
  /**
   * Writes a file whole, so no reader sees part of it. With `commit`, the bytes are held aside until it answers: the
   * file lands only when it says true (a job runner's check that it still holds its task).
   */
  put(key: string, bytes: Uint8Array, commit?: () => Promise<boolean>): Promise<boolean>;
  /** Writes a file as it arrives (an upload); a source that fails leaves no file, and its error is rethrown. */
  putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<void>;
  exists(key: string): Promise<boolean>;
  stream(key: string): Readable;
  delete(key: string): Promise<void>;
}

/** Files under one directory of the local disk. */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private path(key: string): string {
    if (key.split(/[\\/]/).some((part) => part === '..' || part === '')) throw new Error(`bad storage key "${key}"`);
    return join(this.root, key);
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

  async exists(key: string): Promise<boolean> {
    return access(this.path(key)).then(
      () => true,
      () => false,
    );
  }

  stream(key: string): Readable {
    return createReadStream(this.path(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
