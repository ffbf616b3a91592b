import type { Task } from '../../db/schema';
import { planSentences } from '../../engines/speech';
import type { SpeechRuntime } from '../../engines/speech/runtime';
import type { TaskOutput } from '../../jobs/taskRunner';
import type { ServerContext } from '../context';
import type { TaskParams } from '../tasks';
import { parseContent } from '../works';
import { planLimitMessage, planScript } from './limits';
import { speechTaskFailure } from './speechFailure';
import { subtitleCues, subtitleFiles } from './subtitles';
import { pinTakes } from './takes';
import { requestProsody, resolveRequestedVoice } from './voices';

/**
 * The synthesis task kind (registered with the job runner): a claimed task rendered from its script, voice and music,
 * with its subtitles timed to the audio as rendered.
 */
export function synthesisTask(ctx: ServerContext, speech: () => Promise<SpeechRuntime>, loudnessTarget?: number) {
  return async (task: Task, signal: AbortSignal): Promise<TaskOutput> => {
    const params = JSON.parse(task.params) as TaskParams;
    const doc = parseContent(task.text);
    const voice =
      params.voice ?? (await resolveRequestedVoice(ctx, task.user_id, params, requestProsody(params))).settings;
    const items = await planScript(ctx, task.user_id, doc, voice, { fitToTiming: params.fitToTiming ?? false });
    // Submitting checks this; a task queued before the limits existed fails here instead of rendering without end.
    const refused = planLimitMessage(ctx, items, 'task', params.bgmId ? params.bgmFadeout : 0);
    if (refused) throw new Error(refused);
    await pinTakes(ctx, task.user_id, items, task.sample_rate);
    const rendered = await (await speech())
      .render(items, {
        owner: task.user_id,
        sampleRate: task.sample_rate,
        music: {
          bgmId: params.bgmId,
          volume: params.bgmVolume,
          fadeInMs: params.bgmFadein,
          fadeOutMs: params.bgmFadeout,
        },
        // The task's own choice; tasks that made none (or were queued before there was one) get the server's default.
        loudnessTarget: params.loudnessTarget ?? loudnessTarget,
        signal,
      })
      .catch(speechTaskFailure);
    const cues = subtitleCues(planSentences(doc), items, rendered.items, task.anchor_name);
    return {
      bytes: rendered.mp3,
      extension: 'mp3',
      durationMs: rendered.durationMs,
      extras: subtitleFiles(cues),
      columns: { subtitles: cues.length },
    };
  };
}
