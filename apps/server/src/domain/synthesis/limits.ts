import { applyDictionary, type ScriptDocument } from '@dubkit/sdk-core/markup';
import { type SynthesisKind, speechDurationMs, synthesisLimitMessage } from '@dubkit/sdk-core/studio';
import { type PlanItem, planFromDocument, type VoiceSettings } from '../../engines/speech';
import type { ServerContext } from '../context';
import { dictionaryWords } from '../dictionary';
import { resolveSegmentVoice } from './voices';

/**
 * A script's synthesis plan in its voice, each multi-voice segment in the voice this user may use, with the user's
 * pronunciation dictionary applied first (the script's own marks win over it).
 */
export async function planScript(
  ctx: ServerContext,
  userId: number | null,
  script: ScriptDocument,
  voice: VoiceSettings,
  options: { fitToTiming?: boolean } = {},
): Promise<PlanItem[]> {
  const doc = userId ? applyDictionary(script, await dictionaryWords(ctx, userId), voice.anchorId ?? 0).doc : script;
  return planFromDocument(doc, {
    ...options,
    voice,
    segmentVoice: async (segment) => (await resolveSegmentVoice(ctx, userId, segment)).settings,
  });
}

/**
 * Why a plan may not be rendered as an audition or a task (sdk-core's limits), or null: its pauses and sound effects
 * are exact, its speech estimated from its text and rate, and music plays on for its fade-out (at most 10 s).
 */
export function planLimitMessage(
  ctx: ServerContext,
  items: readonly PlanItem[],
  kind: SynthesisKind,
  musicFadeOutMs = 0,
): string | null {
  let longestBreakMs = 0;
  let durationMs = Math.min(10_000, Math.max(0, musicFadeOutMs));
  for (const item of items) {
    if (item.kind === 'silence') {
      longestBreakMs = Math.max(longestBreakMs, item.ms);
      durationMs += item.ms;
    } else if (item.kind === 'speech') durationMs += speechDurationMs(item.text, item.voice.rate);
    // A cue's speech waits for its start.
    else if (item.kind === 'cue') durationMs = Math.max(durationMs, item.startMs);
    else
      durationMs +=
        'pcm' in item ? (item.pcm.samples.length * 1000) / item.pcm.sampleRate : ctx.soundEffectMs(item.asset);
  }
  return synthesisLimitMessage({ longestBreakMs, durationMs }, kind);
}
