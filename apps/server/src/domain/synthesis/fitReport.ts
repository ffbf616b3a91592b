import type { CueFitReport } from '@dubkit/sdk-core';
import { scriptCues } from '@dubkit/sdk-core/markup';
import { taskSampleRate } from '@dubkit/sdk-core/studio';
import type { SpeechRuntime } from '../../engines/speech/runtime';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { memberInfo } from '../membership';
import { plannedTask, type TaskInput } from '../tasks';
import { speechFailure } from './speechFailure';
import { pinTakes } from './takes';

/**
 * How each cue of a script would fit its slot in a task's voice: its speech spoken (into the sentence cache, so the
 * task that follows mostly reads it back) and laid out as the task would be, without mastering or encoding.
 */
export async function fitReport(
  ctx: ServerContext,
  speech: () => Promise<SpeechRuntime>,
  userId: number,
  input: TaskInput,
): Promise<CueFitReport[]> {
  const { doc, voice, items } = await plannedTask(ctx, userId, { ...input, fitToTiming: true });
  const cues = scriptCues(doc);
  if (!cues.length) return [];
  const { vipLevel } = await memberInfo(ctx, userId);
  if (voice.membersOnly && vipLevel === 0) throw badRequest(`「${voice.anchorName}」是会员专享主播，开通会员即可使用`);
  const sampleRate = taskSampleRate(vipLevel);
  await pinTakes(ctx, userId, items, sampleRate);
  const placed = await (await speech()).fitCues(items, { owner: userId, sampleRate, music: null }).catch(speechFailure);
  return placed.map(({ placedMs: _, ...fit }, index) => ({ ...fit, text: cues[index]?.text ?? '' }));
}
