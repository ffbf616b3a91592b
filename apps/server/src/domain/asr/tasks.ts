import { randomBytes } from 'node:crypto';
import type { AsrResult, AsrTask, AsrTaskDetail, Page } from '@dubkit/sdk-core';
import {
  ASR_TASK_STATUS,
  asrMonth,
  asrQuotaRefusal,
  asrResultUnavailable,
  asrTaskStatusText,
} from '@dubkit/sdk-core/speech-to-text';
import { type AsrTaskRow, TASK_STATUS } from '../../db/schema';
import type { FileStorage } from '../../storage/files';
import type { ServerContext } from '../context';
import { badRequest, DomainError, forbidden, notFound } from '../errors';
import { asrMemberInfo } from './plan';

/** The job runner's kind of the speech-to-text tasks (table `asr_tasks`). */
export const ASR_TASK = 'asr';

/** The spec's status of a job state: 0 success, 2 failed, 1 queued and 3 recognising (processing). */
const SPEC_STATUS: Record<number, number> = {
  [TASK_STATUS.queued]: ASR_TASK_STATUS.queued,
  [TASK_STATUS.running]: ASR_TASK_STATUS.recognising,
  [TASK_STATUS.done]: ASR_TASK_STATUS.success,
  [TASK_STATUS.failed]: ASR_TASK_STATUS.failed,
};

export function asrTaskView(row: AsrTaskRow): AsrTask {
  const taskStatus = SPEC_STATUS[row.status] ?? ASR_TASK_STATUS.queued;
  const progress = row.status === TASK_STATUS.done ? 100 : row.progress;
  return {
    taskCode: row.code,
    taskTitle: row.title,
    taskStatus,
    taskStatusText: asrTaskStatusText(taskStatus, progress, row.error),
    audioDuration: Math.round(row.audio_duration_ms / 1000),
    createTime: row.created_at,
    progress,
  };
}

export interface NewAsrTask {
  userId: number;
  title: string;
  source: 'upload' | 'link';
  mediaKey: string | null;
  mediaUrl: string | null;
  /** Measured from the file; null for a link, whose media the job downloads and measures. */
  durationMs: number | null;
}

/**
 * Queues a task once its minutes fit in what is left of the month (402 with the rule's message otherwise). A link's
 * duration is not known yet: it needs some minutes left, and the job checks its real length.
 */
export async function queueAsrTask(ctx: ServerContext, task: NewAsrTask): Promise<AsrTaskRow> {
  return ctx.db.transaction().execute(async (trx) => {
    // Holds the user's row till the insert, so two uploads at once cannot both take the month's last minutes.
    await trx
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', task.userId)
      .execute();
    const scoped = { ...ctx, db: trx };
    await checkMinutes(scoped, task.userId, (task.durationMs ?? 0) / 1000);
    const now = ctx.now();
    return trx
      .insertInto('asr_tasks')
      .values({
        code: `ASR${now.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`,
        user_id: task.userId,
        title: task.title,
        source: task.source,
        media_key: task.mediaKey,
        media_url: task.mediaUrl,
        audio_duration_ms: task.durationMs ?? 0,
        month: asrMonth(now),
        progress: 0,
        kind: ASR_TASK,
        status: TASK_STATUS.queued,
        attempts: 0,
        available_at: now,
        lease_owner: null,
        lease_expires_at: null,
        error: null,
        file: null,
        duration_ms: null,
        created_at: now,
        finished_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Refuses (402, so the widget offers the plan) a file of `durationSeconds` that does not fit in the month's minutes. */
export async function checkMinutes(ctx: ServerContext, userId: number, durationSeconds: number, exceptCode?: string) {
  const info = await asrMemberInfo(ctx, userId, exceptCode);
  const refusal = asrQuotaRefusal({ member: info.vipLevel > 0, durationSeconds, ...info });
  if (refusal) throw new DomainError(402, refusal);
}

/** The same refusal as the synthesis tasks': 404 for no such task, 403 for another user's. */
export async function ownedAsrTask(ctx: ServerContext, userId: number, code: string): Promise<AsrTaskRow> {
  const row = await ctx.db.selectFrom('asr_tasks').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound('任务不存在');
  if (row.user_id !== userId) throw forbidden('无权操作该任务');
  return row;
}

/** The user's tasks, newest first. */
export async function listAsrTasks(
  ctx: ServerContext,
  userId: number,
  page: number,
  size: number,
): Promise<Page<AsrTask>> {
  const base = ctx.db.selectFrom('asr_tasks').where('user_id', '=', userId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { total: Number(n), list: rows.map(asrTaskView) };
}

/** A task with its result, which exists only once it succeeded; before, the 任务未完成 warning with its status. */
export async function asrTaskDetails(
  ctx: ServerContext,
  results: FileStorage,
  userId: number,
  code: string,
): Promise<AsrTaskDetail> {
  const row = await ownedAsrTask(ctx, userId, code);
  const view = asrTaskView(row);
  if (row.status !== TASK_STATUS.done || !row.file) throw badRequest(asrResultUnavailable(view.taskStatusText));
  const result = JSON.parse((await results.read(row.file)).toString('utf8')) as AsrResult;
  return { ...view, result };
}

/** Deletes a task with its result and its media. */
export async function deleteAsrTask(
  ctx: ServerContext,
  files: { results: FileStorage; media: FileStorage },
  userId: number,
  code: string,
) {
  const row = await ownedAsrTask(ctx, userId, code);
  await ctx.db.deleteFrom('asr_tasks').where('id', '=', row.id).execute();
  if (row.file) await files.results.delete(row.file);
  if (row.media_key) await files.media.delete(row.media_key);
}
