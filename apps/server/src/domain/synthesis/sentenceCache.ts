import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Pcm } from '../../engines/speech/pcm';
import type { PcmCache } from '../../engines/speech/speechCache';
import type { FileStorage } from '../../storage/files';

export interface SentenceCacheOptions {
  db: Kysely<Database>;
  /** Where the audio goes (the `cache` storage area: the data folder, or the bucket every process shares). */
  files: FileStorage;
  /** Bytes of audio kept; beyond them the least recently used sentences go (DUBKIT_SENTENCE_CACHE_MB). */
  maxBytes: number;
  now?: () => number;
  log?: { warn(obj: object, msg: string): void };
}

export interface SentenceCache {
  /** The cache of one user: what they had spoken is theirs alone. */
  forOwner(owner: number): PcmCache;
  /** Removes the least recently used sentences until the cache is within 90% of its budget; answers how many went. */
  evict(): Promise<number>;
  /** Waits for the sentences being kept (renders do not wait for them). */
  idle(): Promise<void>;
  /** Segments this process's renders had without an engine call, and those they had spoken, since it started. */
  stats(): { hits: number; misses: number };
}

// A hit renews its entry at most this often, so listening again does not write on every read.
const TOUCH_AFTER_MS = 60_000;
// The total is checked again once this share of the budget has been written.
const CHECK_EVERY = 0.05;
const EVICT_BATCH = 200;

const fileOf = (key: string) => `${key}.f32`;

/**
 * The sentence cache: spoken segments as float32 PCM in storage, indexed in the database (`sentence_cache`), so every
 * process reads what any of them spoke. Bounded: the least recently used go first when it outgrows its budget. A
 * sentence whose audio is gone (evicted by another process meanwhile) is a miss, and a failure to keep one only loses
 * the saving.
 */
export function createSentenceCache(options: SentenceCacheOptions): SentenceCache {
  const { db, files, maxBytes, log } = options;
  const now = options.now ?? Date.now;
  // Sentences being kept, by key: a lookup of one waits for it, so a re-audition right after the first finds it.
  const pending = new Map<string, Promise<void>>();
  let writtenSinceCheck = 0;
  const counts = { hits: 0, misses: 0 };

  const forget = (key: string) =>
    db
      .deleteFrom('sentence_cache')
      .where('key', '=', key)
      .execute()
      .catch(() => {});

  const get = async (key: string): Promise<Pcm | null> => {
    await pending.get(key);
    const row = await db
      .selectFrom('sentence_cache')
      .select(['bytes', 'sample_rate', 'used_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    // Two renders may keep one key at once (its text spoken alone and within a batch differ by a few samples): the
    // file is whichever landed last, whole, so its own length counts, not the row's.
    const bytes = await files.read(fileOf(key)).catch(() => null);
    if (!bytes || bytes.length % 4) {
      await forget(key);
      return null;
    }
    const at = now();
    if (at - row.used_at > TOUCH_AFTER_MS)
      await db.updateTable('sentence_cache').set({ used_at: at }).where('key', '=', key).execute();
    const samples = new Float32Array(bytes.length / 4);
    new Uint8Array(samples.buffer).set(bytes);
    return { samples, sampleRate: row.sample_rate };
  };

  const keep = async (owner: number, key: string, pcm: Pcm) => {
    const bytes = new Uint8Array(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
    await files.put(fileOf(key), bytes);
    const at = now();
    await db
      .insertInto('sentence_cache')
      .values({
        key,
        owner_id: owner,
        bytes: bytes.length,
        sample_rate: pcm.sampleRate,
        created_at: at,
        used_at: at,
      })
      .onConflict((oc) => oc.column('key').doUpdateSet({ used_at: at, bytes: bytes.length }))
      .execute();
    writtenSinceCheck += bytes.length;
    if (writtenSinceCheck >= maxBytes * CHECK_EVERY) {
      writtenSinceCheck = 0;
      await evict();
    }
  };

  const evict = async (): Promise<number> => {
    const { total } = await db
      .selectFrom('sentence_cache')
      .select((eb) => eb.fn.sum<number | string | null>('bytes').as('total'))
      .executeTakeFirstOrThrow();
    if (Number(total ?? 0) <= maxBytes) return 0;
    let excess = Number(total) - maxBytes * 0.9;
    let removed = 0;
    while (excess > 0) {
      const oldest = await db
        .selectFrom('sentence_cache')
        .select(['key', 'bytes', 'used_at'])
        .orderBy('used_at')
        .orderBy('key')
        .limit(EVICT_BATCH)
        .execute();
      let removedNow = 0;
      for (const row of oldest) {
        if (excess <= 0) break;
        // Only if nobody used it since it was read here (and no other process removed it first).
        const gone = await db
          .deleteFrom('sentence_cache')
          .where('key', '=', row.key)
          .where('used_at', '=', row.used_at)
          .executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) continue;
        await files.delete(fileOf(row.key)).catch(() => {});
        excess -= row.bytes;
        removedNow++;
      }
      removed += removedNow;
      if (!removedNow) break;
    }
    return removed;
  };

  return {
    forOwner: (owner) => ({
      scope: `user:${owner}`,
      get: (key) =>
        get(key).catch((error: unknown) => {
          log?.warn({ err: error }, 'sentence cache: reading a sentence failed; it is spoken again');
          return null;
        }),
      count(hits, spoken) {
        counts.hits += hits;
        counts.misses += spoken;
      },
      put(key, pcm) {
        const job = keep(owner, key, pcm).catch((error: unknown) => {
          log?.warn({ err: error }, 'sentence cache: keeping a sentence failed');
        });
        pending.set(key, job);
        void job.finally(() => {
          if (pending.get(key) === job) pending.delete(key);
        });
        return job;
      },
    }),
    evict,
    stats: () => ({ ...counts }),
    idle: async () => {
      while (pending.size) await Promise.all([...pending.values()]);
    },
  };
}
