import { describe, expect, it } from 'vitest';
import type { SpeechEngine, SpeechSegment } from './engine';
import type { Pcm } from './pcm';
import { type PcmCache, speechCacheKey, withSpeechCache } from './speechCache';

const engine = { name: 'espeak-ng', version: 'espeak-ng 1.0.2 dubkit 1' };
const segment: SpeechSegment = {
  text: '今天天气很好。',
  voice: 'cmn',
  variant: 'f2',
  pitchPercent: 0,
  rate: 1,
  volume: 100,
  espeakPitch: 50,
  sampleRate: 16000,
};

describe('the sentence cache key', () => {
  const key = (changes: Partial<SpeechSegment>, scope = 'user:1', of = engine) =>
    speechCacheKey(of, { ...segment, ...changes }, scope);

  it('misses when anything that shapes the sound changes', () => {
    const base = key({});
    const changes: Array<Partial<SpeechSegment>> = [
      { text: '今天天气不好。' },
      { voice: 'yue' },
      { variant: 'm3' },
      { pitchPercent: 5 },
      { rate: 1.1 },
      { volume: 90 },
      { espeakPitch: 40 },
      { espeakRate: 1.2 },
      { style: 'cheerful' },
      { styleDegree: 1.5 },
      { role: 'Boy' },
      { sampleRate: 48000 },
      { take: 1 },
    ];
    const keys = changes.map((change) => key(change));
    for (const changed of keys) expect(changed).not.toBe(base);
    expect(new Set(keys).size).toBe(keys.length);
    expect(key({}, 'user:2')).not.toBe(base);
    expect(key({}, 'user:1', { ...engine, version: 'espeak-ng 1.0.3 dubkit 1' })).not.toBe(base);
    expect(key({}, 'user:1', { name: 'azure', version: engine.version })).not.toBe(base);
  });

  it('hits when only what does not shape the sound differs', () => {
    const base = key({});
    expect(key({ text: `  ${segment.text}\n` })).toBe(base);
    expect(key({ take: 0 })).toBe(base);
    expect(key({ style: undefined, role: undefined })).toBe(base);
    const { variant, espeakPitch, ...rest } = segment;
    // The same settings in another order.
    expect(speechCacheKey(engine, { espeakPitch, ...rest, variant } as SpeechSegment, 'user:1')).toBe(base);
  });
});

/** A test double: an engine that counts what it is asked to speak and answers a tone per text. */
function countingEngine(batches = true) {
  const spoken: string[] = [];
  const tone = (segment: SpeechSegment): Pcm => ({
    samples: Float32Array.from({ length: 160 }, (_, i) => Math.sin(i * segment.text.length) / 2),
    sampleRate: segment.sampleRate ?? 16000,
  });
  const engine: SpeechEngine = {
    ...{ name: 'counting', version: '1', varies: false },
    synthesize: async (s) => {
      spoken.push(s.text);
      return tone(s);
    },
    ...(batches
      ? {
          synthesizeMany: async (segments: readonly SpeechSegment[]) => {
            spoken.push(segments.map((s) => s.text).join('|'));
            return segments.map(tone);
          },
        }
      : {}),
    close: async () => {},
  };
  return { engine, spoken };
}

function memoryCache(scope = 'user:1'): PcmCache & { entries: Map<string, Pcm> } {
  const entries = new Map<string, Pcm>();
  return {
    scope,
    entries,
    get: async (key) => entries.get(key) ?? null,
    put: async (key, pcm) => {
      entries.set(key, pcm);
    },
  };
}

describe('an engine behind the sentence cache', () => {
  const say = (text: string, take?: number): SpeechSegment => ({ ...segment, text, ...(take ? { take } : {}) });

  it('speaks a segment once; the same segment again comes from the cache, the same audio', async () => {
    const { engine, spoken } = countingEngine();
    const cached = withSpeechCache(engine, memoryCache());
    const first = await cached.synthesize(say('你好。'));
    const again = await cached.synthesize(say('你好。'));
    expect(spoken).toEqual(['你好。']);
    expect(again.samples).toEqual(first.samples);
  });

  it('in a batch, asks the engine only for the segments it has not heard, in one call', async () => {
    const { engine, spoken } = countingEngine();
    const cached = withSpeechCache(engine, memoryCache());
    await cached.synthesize(say('二。'));
    const out = await cached.synthesizeMany?.([say('一。'), say('二。'), say('三。')]);
    expect(spoken).toEqual(['二。', '一。|三。']);
    expect(out?.map((pcm) => pcm.samples.length)).toEqual([160, 160, 160]);
    await cached.synthesizeMany?.([say('一。'), say('二。'), say('三。')]);
    expect(spoken).toHaveLength(2);
  });

  it('speaks a line said again within a render once, and counts what came without the engine', async () => {
    const { engine, spoken } = countingEngine();
    const counted = { hits: 0, spoken: 0 };
    const cache = {
      ...memoryCache(),
      count: (hits: number, fresh: number) => {
        counted.hits += hits;
        counted.spoken += fresh;
      },
    };
    const cached = withSpeechCache(engine, cache);
    const [first, , again] = (await cached.synthesizeMany?.([say('口号。'), say('正文。'), say('口号。')])) ?? [];
    const [later] = await Promise.all([cached.synthesize(say('口号。')), cached.synthesize(say('正文。'))]);
    expect(spoken).toEqual(['口号。|正文。']);
    expect(again?.samples).toEqual(first?.samples);
    expect(later.samples).toEqual(first?.samples);
    expect(counted).toEqual({ hits: 3, spoken: 2 });
  });

  it('keeps takes and users apart, and never hands the take to the engine', async () => {
    const { engine, spoken } = countingEngine(false);
    const asked: SpeechSegment[] = [];
    const watching: SpeechEngine = {
      ...engine,
      synthesize: (s, options) => {
        asked.push(s);
        return engine.synthesize(s, options);
      },
    };
    const shared = memoryCache();
    await withSpeechCache(watching, shared).synthesize(say('好。'));
    await withSpeechCache(watching, shared).synthesize(say('好。', 1));
    await withSpeechCache(watching, { ...shared, scope: 'user:2' }).synthesize(say('好。'));
    expect(spoken).toEqual(['好。', '好。', '好。']);
    expect(asked.every((s) => !('take' in s))).toBe(true);
    expect(shared.entries.size).toBe(3);
  });
});
