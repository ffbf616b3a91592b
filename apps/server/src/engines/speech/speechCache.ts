import { createHash } from 'node:crypto';
import type { SpeechEngine, SpeechSegment, SynthesizeOptions } from './engine';
import type { Pcm } from './pcm';

/** Spoken segments kept by key (the sentence cache) for one scope: `get` answers null on a miss, never throws. */
export interface PcmCache {
  /** Whose cache it is (`user:7`); part of every key, so one user's sentences are never another's. */
  readonly scope: string;
  get(key: string): Promise<Pcm | null>;
  /** Keeps the audio; a failure to keep it is the cache's to log, never the render's. */
  put(key: string, pcm: Pcm): Promise<void>;
  /** Told, per engine request, how many segments came without an engine call and how many were spoken. */
  count?(hits: number, spoken: number): void;
}

const normalText = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Everything that shapes a segment's sound but the engine: its text (trimmed, runs of spaces as one), every voice
 * setting (the speaker's name and anchor id only label it), the sample rate and the take. Fields left undefined count as absent, so `{ variant: undefined }` and `{}`
 * are the same.
 */
export function segmentShape(segment: SpeechSegment): unknown[] {
  const { text, sampleRate, take, speaker: _speaker, anchorId: _anchorId, ...voice } = segment;
  const settings = Object.entries(voice)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return [normalText(text), sampleRate ?? null, take ?? 0, settings];
}

/** The sentence cache's key: the segment's shape, the engine and its build, and the scope (whose cache it is). */
export function speechCacheKey(
  engine: Pick<SpeechEngine, 'name' | 'version'>,
  segment: SpeechSegment,
  scope: string,
): string {
  const shape = [scope, engine.name, engine.version, ...segmentShape(segment)];
  return createHash('sha256').update(JSON.stringify(shape)).digest('base64url');
}

/** The segment as the engine takes it: the take is the cache's, not the engine's. */
function spokenSegment({ take: _take, ...segment }: SpeechSegment): SpeechSegment {
  return segment;
}

/**
 * The engine behind the cache: a segment heard before (same key in the cache's scope) comes from the cache with no engine
 * call; the others are spoken (several at once when the engine can) and kept. Closing it leaves the engine open.
 */
export function withSpeechCache(engine: SpeechEngine, cache: PcmCache): SpeechEngine {
  const keyOf = (segment: SpeechSegment) => speechCacheKey(engine, segment, cache.scope);
  const many = engine.synthesizeMany?.bind(engine);
  // Segments being spoken for this render: a line said again (a slogan, a refrain) waits for its first saying.
  const speaking = new Map<string, Promise<Pcm>>();
  const speak = async (segments: readonly SpeechSegment[], options?: SynthesizeOptions): Promise<Pcm[]> => {
    const keys = segments.map(keyOf);
    const found: Array<Pcm | Promise<Pcm> | null> = await Promise.all(
      keys.map((key) => speaking.get(key) ?? cache.get(key)),
    );
    const missing: Array<{
      key: string;
      segment: SpeechSegment;
      done: (pcm: Pcm) => void;
      fail: (e: unknown) => void;
    }> = [];
    keys.forEach((key, n) => {
      if (found[n]) return;
      const pending = speaking.get(key);
      if (pending) {
        found[n] = pending;
        return;
      }
      const spoken = new Promise<Pcm>((done, fail) => {
        missing.push({ key, segment: spokenSegment(segments[n] as SpeechSegment), done, fail });
      });
      spoken.catch(() => {});
      speaking.set(key, spoken);
      found[n] = spoken;
    });
    cache.count?.(segments.length - missing.length, missing.length);
    try {
      const fresh =
        many && missing.length > 1
          ? await many(
              missing.map((miss) => miss.segment),
              options,
            )
          : await Promise.all(missing.map((miss) => engine.synthesize(miss.segment, options)));
      missing.forEach((miss, i) => {
        const pcm = fresh[i] as Pcm;
        miss.done(pcm);
        // Until the cache holds it, the next saying finds it here.
        void cache.put(miss.key, pcm).finally(() => speaking.delete(miss.key));
      });
    } catch (error) {
      for (const miss of missing) {
        miss.fail(error);
        speaking.delete(miss.key);
      }
      throw error;
    }
    return Promise.all(found as Array<Pcm | Promise<Pcm>>);
  };
  return {
    name: engine.name,
    version: engine.version,
    varies: engine.varies,
    synthesize: async (segment, options) => (await speak([segment], options))[0] as Pcm,
    ...(many ? { synthesizeMany: speak } : {}),
    close: async () => {},
  };
}
