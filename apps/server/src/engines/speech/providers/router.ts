import type { SpeechEngine, SpeechSegment } from '../engine';
import { SpeechError } from '../errors';
import type { Pcm } from '../pcm';

/**
 * One engine in front of several: each segment goes to the provider its voice names (`segment.provider`, from the
 * voice catalogue), or to the default engine (espeak-ng, Azure) when it names none. A render that mixes voices of
 * several providers sends each provider its own segments, batched where that provider batches.
 */
export function createSpeechRouter(
  fallback: SpeechEngine,
  providers: Readonly<Record<string, SpeechEngine>>,
): SpeechEngine {
  const all = [fallback, ...Object.values(providers)];
  const engineOf = (segment: SpeechSegment): SpeechEngine => {
    if (!segment.provider) return fallback;
    const engine = providers[segment.provider];
    if (!engine)
      throw new SpeechError(
        'ENGINE_NOT_CONFIGURED',
        `speech provider ${segment.provider} is named by voice ${segment.voice} but not configured`,
        { voice: segment.speaker ?? segment.voice },
      );
    return engine;
  };
  return {
    name: fallback.name,
    version: all.map((engine) => `${engine.name}:${engine.version}`).join(' '),
    varies: all.some((engine) => engine.varies),
    synthesize: async (segment, options) => engineOf(segment).synthesize(segment, options),
    async synthesizeMany(segments, options) {
      const groups = new Map<SpeechEngine, number[]>();
      segments.forEach((segment, index) => {
        const engine = engineOf(segment);
        groups.set(engine, [...(groups.get(engine) ?? []), index]);
      });
      const out: Pcm[] = new Array(segments.length);
      await Promise.all(
        [...groups].map(async ([engine, indexes]) => {
          const mine = indexes.map((index) => segments[index] as SpeechSegment);
          const spoken =
            engine.synthesizeMany && mine.length > 1
              ? await engine.synthesizeMany(mine, options)
              : await Promise.all(mine.map((segment) => engine.synthesize(segment, options)));
          indexes.forEach((index, n) => {
            out[index] = spoken[n] as Pcm;
          });
        }),
      );
      return out;
    },
    close: async () => {
      await Promise.all(all.map((engine) => engine.close()));
    },
  };
}
