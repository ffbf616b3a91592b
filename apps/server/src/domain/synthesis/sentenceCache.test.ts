import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../db/connect';
import { migrateToLatest } from '../../db/migrations';
import type { Pcm } from '../../engines/speech/pcm';
import { LocalFileStorage } from '../../storage/files';
import { createTestDatabase, databaseTargets } from '../../testing/harness';
import { createSentenceCache } from './sentenceCache';

const tone = (length: number, seed = 1): Pcm => ({
  samples: Float32Array.from({ length }, (_, i) => Math.sin(i * seed * 0.01) * 0.5),
  sampleRate: 16000,
});

describe.each(databaseTargets())('the sentence cache in the database and storage ($name)', (target) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A database and a cache folder, as two processes of one deployment share them. */
  async function deployment() {
    const database = await createTestDatabase(target);
    const dir = mkdtempSync(join(tmpdir(), 'dubkit-cache-'));
    const open = async (): Promise<Db> => {
      const db = connect({ databaseUrl: database.databaseUrl, sqliteFile: join(dir, 'dubkit.sqlite') });
      await migrateToLatest(db.db, db.dialect);
      cleanups.push(() => db.close());
      return db;
    };
    cleanups.push(
      () => rmSync(dir, { recursive: true, force: true }),
      () => database.drop(),
    );
    let clock = 1_000_000;
    const files = new LocalFileStorage(join(dir, 'cache'));
    const cache = async (maxBytes = 1 << 30) =>
      createSentenceCache({ db: (await open()).db, files, maxBytes, now: () => clock });
    return { cache, files, tick: (ms: number) => (clock += ms) };
  }

  it('gives back exactly the audio kept, in any process, and nothing for an unknown key or another user', async () => {
    const { cache } = await deployment();
    const here = await cache();
    const there = await cache();
    const audio = tone(4000, 3);
    await here.forOwner(7).put('k1', audio);
    const read = await there.forOwner(7).get('k1');
    expect(read?.sampleRate).toBe(16000);
    expect(read?.samples).toEqual(audio.samples);
    expect(await there.forOwner(7).get('unknown')).toBeNull();
    expect(here.forOwner(7).scope).not.toBe(here.forOwner(8).scope);
  });

  it('reads back the audio kept last when one key was kept twice at once', async () => {
    const { cache } = await deployment();
    const user = (await cache()).forOwner(1);
    await Promise.all([user.put('twice', tone(100)), user.put('twice', tone(120))]);
    const read = await user.get('twice');
    expect([100, 120]).toContain(read?.samples.length);
    expect(await user.get('twice')).not.toBeNull();
  });

  it('treats a sentence whose audio is gone as a miss and forgets it', async () => {
    const { cache, files } = await deployment();
    const sentences = await cache();
    await sentences.forOwner(1).put('gone', tone(100));
    await files.delete('gone.f32');
    expect(await sentences.forOwner(1).get('gone')).toBeNull();
    await sentences.forOwner(1).put('gone', tone(100));
    expect(await sentences.forOwner(1).get('gone')).not.toBeNull();
  });

  it('stays within its budget, letting the least recently used sentences go first', async () => {
    const { cache, files, tick } = await deployment();
    // Sentences of 30,000 bytes in a 100 KB cache, which goes back to 90% of it when full: three fit.
    const sentences = await cache(100 * 1024);
    const user = sentences.forOwner(1);
    for (const key of ['a', 'b', 'c']) {
      await user.put(key, tone(7_500));
      tick(120_000);
    }
    // Heard again: it is no longer among the least recently used.
    expect(await user.get('a')).not.toBeNull();
    tick(120_000);
    await user.put('d', tone(7_500));
    await sentences.idle();
    const kept = async () => {
      const out: string[] = [];
      for (const key of ['a', 'b', 'c', 'd', 'e']) if (await files.exists(`${key}.f32`)) out.push(key);
      return out;
    };
    expect(await kept()).toEqual(['a', 'c', 'd']);
    expect(await user.get('b')).toBeNull();
    tick(120_000);
    await user.put('e', tone(7_500));
    expect(await kept()).toEqual(['a', 'd', 'e']);
  });
});
