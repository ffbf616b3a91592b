import { randomBytes } from 'node:crypto';
import { readSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PCM parked in a temporary file while a render waits for the rest of its speech: a long task's audio is then on
 * disk, not in memory. Samples are addressed by their index in the file.
 */
export interface PcmSpool {
  /** The open file; any thread of the process can read it (readSpool), it is closed by close(). */
  readonly fd: number;
  /** Stores samples; resolves to the index of the first. */
  append(samples: Float32Array): Promise<number>;
  close(): Promise<void>;
}

export async function createPcmSpool(dir = tmpdir()): Promise<PcmSpool> {
  const path = join(dir, `dubkit-render-${process.pid}-${randomBytes(6).toString('hex')}.f32`);
  const file = await open(path, 'w+');
  // Gone from the directory at once where the system allows it (its space is freed when the file closes, even after a crash).
  const unlinked = await rm(path).then(
    () => true,
    () => false,
  );
  let length = 0;
  return {
    fd: file.fd,
    async append(samples) {
      const at = length;
      length += samples.length;
      await file.write(
        new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength),
        0,
        samples.byteLength,
        at * 4,
      );
      return at;
    },
    async close() {
      await file.close();
      if (!unlinked) await rm(path, { force: true });
    },
  };
}

/** Samples [offset, offset + length) of a spool, read synchronously (from a worker thread too, given the fd). */
export function readSpool(fd: number, offset: number, length: number): Float32Array {
  const samples = new Float32Array(length);
  const bytes = new Uint8Array(samples.buffer);
  for (let read = 0; read < bytes.length; ) {
    const n = readSync(fd, bytes, read, bytes.length - read, offset * 4 + read);
    if (n === 0) throw new Error(`render spool ends before sample ${offset + length}`);
    read += n;
  }
  return samples;
}
