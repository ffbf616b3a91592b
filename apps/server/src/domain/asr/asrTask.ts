import type { AsrResult, AsrSentence } from '@dubkit/sdk-core';
import { type AsrTaskRow, TASK_STATUS } from '../../db/schema';
import { AsrError, type MediaProbe, probeMedia, type Transcriber, type Transcript } from '../../engines/asr';
import type { TaskKind } from '../../jobs/taskRunner';
import { type FileStorage, withLocalCopy } from '../../storage/files';
import type { ServerContext } from '../context';
import { DomainError } from '../errors';
import type { ToolsOutbound } from '../tools/outbound';
import { AsrTaskRefused, downloadLinkMedia } from './shareLink';
import { checkMinutes } from './tasks';
import { mediaRefusal } from './upload';

export interface AsrTaskDeps {
  transcriber: Transcriber;
  /** Where uploads are kept and links' media downloaded to. */
  media: FileStorage;
  outbound: ToolsOutbound;
  /** The runner's `maxAttempts`. */
  maxAttempts: number;
}

/**
 * The speech-to-text job: a link's media is downloaded and measured first (refused like an upload when it has no
 * sound, runs over 20 minutes or over the month's minutes); then the transcriber's sentences, with its progress on
 * the row, become the result `<code>.json`. A failure no retry can mend (no provider configured, an unreadable
 * file, the provider refusing it) fails the task at once with its message.
 */
export function asrTask(ctx: ServerContext, deps: AsrTaskDeps): TaskKind<AsrTaskRow> {
  return async (task, signal) => {
    try {
      if (deps.transcriber.unavailable) throw new AsrTaskRefused(deps.transcriber.unavailable);
      const { key, durationMs } = task.media_key
        ? { key: task.media_key, durationMs: task.audio_duration_ms }
        : await fetchLinkMedia(ctx, deps, task, signal);
      const transcript = await withLocalCopy(deps.media, key, (path) =>
        deps.transcriber.transcribe(path, { signal, onProgress: progressWriter(ctx, task) }),
      );
      const result = resultOf(transcript, durationMs);
      // Read once for its text: unless another runner has taken the task over, the media has no further use.
      if (!signal.aborted) await deps.media.delete(key);
      return {
        bytes: Buffer.from(JSON.stringify(result)),
        extension: 'json',
        durationMs: result.duration,
      };
    } catch (error) {
      if (signal.aborted) throw error;
      const failed = isFinal(error)
        ? await failNow(ctx, task, (error as Error).message)
        : task.attempts >= deps.maxAttempts;
      // Failed now, or by the runner after this last attempt: nothing will read the media again.
      if (failed) await dropMedia(ctx, deps, task);
      throw error;
    }
  };
}

const isFinal = (error: unknown) =>
  error instanceof AsrTaskRefused ||
  (error instanceof AsrError && !error.retryable) ||
  (error instanceof DomainError && error.code < 500);

/** Downloads a link's media, measures it and checks the month's minutes with its real length; keeps both on the row. */
async function fetchLinkMedia(ctx: ServerContext, deps: AsrTaskDeps, task: AsrTaskRow, signal: AbortSignal) {
  const key = await downloadLinkMedia(deps.outbound, deps.media, task, signal);
  let probe: MediaProbe;
  try {
    probe = await withLocalCopy(deps.media, key, probeMedia);
    const refusal = mediaRefusal(probe);
    if (refusal) throw new AsrTaskRefused(refusal);
    await checkMinutes(ctx, task.user_id, probe.durationMs / 1000, task.code);
  } catch (error) {
    // Not on the row yet: a retry downloads it again.
    await deps.media.delete(key);
    throw error;
  }
  await ctx.db
    .updateTable('asr_tasks')
    .set({ media_key: key, audio_duration_ms: probe.durationMs })
    .where('id', '=', task.id)
    .where('lease_owner', '=', task.lease_owner)
    .execute();
  return { key, durationMs: probe.durationMs };
}

/** Writes whole percents to the row as they grow (one write at a time), while this runner holds the task. */
function progressWriter(ctx: ServerContext, task: AsrTaskRow) {
  let written = 0;
  let writing = Promise.resolve();
  return (fraction: number) => {
    const percent = Math.min(99, Math.floor(fraction * 100));
    if (percent <= written) return;
    written = percent;
    writing = writing
      .then(() =>
        ctx.db
          .updateTable('asr_tasks')
          .set({ progress: percent })
          .where('id', '=', task.id)
          .where('lease_owner', '=', task.lease_owner)
          .execute(),
      )
      .then(
        () => {},
        (error) => ctx.log.warn({ err: error, task: task.code }, 'progress not written'),
      );
  };
}

/**
 * Fails the task now, fenced by this runner's lease like the runner's own writes (false when another runner has it);
 * the runner's retry that follows then finds the task no longer its own and leaves it failed.
 */
async function failNow(ctx: ServerContext, task: AsrTaskRow, message: string): Promise<boolean> {
  const failed = await ctx.db
    .updateTable('asr_tasks')
    .set({
      status: TASK_STATUS.failed,
      error: message,
      finished_at: ctx.now(),
      lease_owner: null,
      lease_expires_at: null,
    })
    .where('id', '=', task.id)
    .where('lease_owner', '=', task.lease_owner)
    .where('status', '=', TASK_STATUS.running)
    .executeTakeFirst();
  return Number(failed.numUpdatedRows) > 0;
}

/** Deletes the task's media, a link's included (its key is on the row once downloaded). */
async function dropMedia(ctx: ServerContext, deps: AsrTaskDeps, task: AsrTaskRow) {
  const row = await ctx.db.selectFrom('asr_tasks').select('media_key').where('id', '=', task.id).executeTakeFirst();
  if (row?.media_key) await deps.media.delete(row.media_key);
}

/** The result the widget shows: speakers numbered from 1 in order of appearance (0 when the provider gives none). */
export function resultOf(transcript: Transcript, measuredMs: number): AsrResult {
  const speakers = new Map<string, number>();
  const sentences = transcript.sentences.map((sentence): AsrSentence => {
    const { speaker } = sentence;
    if (speaker !== undefined && !speakers.has(speaker)) speakers.set(speaker, speakers.size + 1);
    return {
      channelId: speaker === undefined ? 0 : (speakers.get(speaker) ?? 0),
      beginTime: Math.round(sentence.beginMs),
      endTime: Math.round(sentence.endMs),
      text: sentence.text,
      ...(speaker === undefined ? {} : { speaker }),
    };
  });
  return { duration: Math.round(measuredMs || transcript.durationMs), sentences };
}
