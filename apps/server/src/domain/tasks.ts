import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Page, Task, TaskAdded } from '@dubkit/sdk-core';
import { countLength, isBlankScript } from '@dubkit/sdk-core/markup';
import { dailySynthesisQuota, MARKUP_MAX_LENGTH, taskSampleRate } from '@dubkit/sdk-core/studio';
import { TASK_STATUS, type Task as TaskRow } from '../db/schema';
import type { VoiceSettings } from '../engines/speech/engine';
import { taskFileKey } from '../jobs/taskRunner';
import type { FileStorage } from '../storage/files';
import type { ServerContext } from './context';
import { takeNumberedSlot } from './dailySlots';
import { badRequest, forbidden, notFound, notLoggedIn } from './errors';
import { memberInfo } from './membership';
import { planLimitMessage, planScript } from './synthesis/limits';
import { requestProsody, resolveRequestedVoice, type VoiceRequest } from './synthesis/voices';
import { parseContent, titleFor } from './works';

const DOWNLOAD_LINK_TTL_MS = 60 * 60_000;

/** The job runner's kind for the tasks submitted here. */
export const SYNTHESIS_TASK = 'synthesis';

export const STATUS_NAMES: Record<number, string> = {
  [TASK_STATUS.queued]: '排队中',
  [TASK_STATUS.running]: '合成中',
  [TASK_STATUS.done]: '合成成功',
  [TASK_STATUS.failed]: '合成失败',
};

/** The calendar day in China (UTC+8), which the daily quota counts by. */
export function quotaDay(now: number): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

export interface TaskInput extends VoiceRequest {
  title?: string;
  text: string;
  bgmId: number;
  bgmVolume: number;
  bgmFadein: number;
  bgmFadeout: number;
  /** The speech after each subtitle cue starts at the cue, fitted to its slot. */
  fitToTiming?: boolean;
  /** Integrated loudness (LUFS) to master to, one of sdk-core's LOUDNESS_TARGETS; the server's default without it. */
  loudnessTarget?: number | undefined;
}

export interface TaskParams extends VoiceRequest {
  /** The voice resolved once, at submit; tasks queued before it was kept resolve theirs when they run. */
  voice?: VoiceSettings;
  bgmId: number;
  bgmVolume: number;
  bgmFadein: number;
  bgmFadeout: number;
  fitToTiming?: boolean;
  loudnessTarget?: number;
}

/** Takes the user's next synthesis of the day (slot n, unique per user and day), or answers false when it is spent. */
function takeDailySlot(ctx: ServerContext, userId: number, day: string, quota: number, now: number) {
  return takeNumberedSlot(
    quota,
    async () => {
      const { taken } = await ctx.db
        .selectFrom('synthesis_submissions')
        .select((eb) => eb.fn.countAll<number>().as('taken'))
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      return Number(taken);
    },
    async (slot) => {
      const kept = await ctx.db
        .insertInto('synthesis_submissions')
        .values({ user_id: userId, day, slot, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('slot')
        .executeTakeFirst();
      return kept !== undefined;
    },
  );
}

/** A task's script parsed, its voice resolved and its plan checked against the limits (a task, a fit report). */
export async function plannedTask(ctx: ServerContext, userId: number, input: TaskInput) {
  const doc = parseContent(input.text);
  const length = countLength(doc);
  if (isBlankScript(doc)) throw badRequest('配音内容不能为空');
  // The editor's full markup limit, counted as its footer counts.
  if (length > MARKUP_MAX_LENGTH) throw badRequest(`配音内容不能超过${MARKUP_MAX_LENGTH}个字`);
  const voice = await resolveRequestedVoice(ctx, userId, input, requestProsody(input));
  const items = await planScript(ctx, userId, doc, voice.settings, { fitToTiming: input.fitToTiming ?? false });
  // Refused now, in the reply, rather than failing (or rendering without end) once the task runs.
  const refused = planLimitMessage(ctx, items, 'task', input.bgmId ? input.bgmFadeout : 0);
  if (refused) throw badRequest(refused);
  return { doc, length, voice, items };
}

/** Queues a synthesis; members-only anchors and a spent daily quota answer status 402 with the reason. */
export async function submitTask(
  ctx: ServerContext,
  userId: number,
  input: TaskInput,
): Promise<TaskAdded & { code?: string }> {
  const { doc, length, voice } = await plannedTask(ctx, userId, input);
  const { vipLevel } = await memberInfo(ctx, userId);
  if (voice.membersOnly && vipLevel === 0) {
    return { status: 402, statusText: `「${voice.anchorName}」是会员专享主播，开通会员即可使用` };
  }
  const now = ctx.now();
  const day = quotaDay(now);
  const quota = dailySynthesisQuota(vipLevel);
  if (!(await takeDailySlot(ctx, userId, day, quota, now))) {
    return { status: 402, statusText: `今日合成次数已用完（${quota}次），开通或升级会员可获得更多次数` };
  }
  const params: TaskParams = {
    anchorType: input.anchorType,
    anchorId: input.anchorId,
    templateId: input.templateId,
    role: input.role,
    intensity: input.intensity,
    pitchRate: input.pitchRate,
    speechRate: input.speechRate,
    volume: input.volume,
    bgmId: input.bgmId,
    bgmVolume: input.bgmVolume,
    bgmFadein: input.bgmFadein,
    bgmFadeout: input.bgmFadeout,
    voice: voice.settings,
    ...(input.fitToTiming ? { fitToTiming: true } : {}),
    ...(input.loudnessTarget !== undefined ? { loudnessTarget: input.loudnessTarget } : {}),
  };
  const code = `TK${now.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
  await ctx.db
    .insertInto('tasks')
    .values({
      code,
      user_id: userId,
      title: titleFor(input.title, doc),
      anchor_type: input.anchorType,
      anchor_id: input.anchorId,
      anchor_name: voice.anchorName,
      template_id: input.templateId,
      style_name: voice.templateName,
      params: JSON.stringify(params),
      text: input.text,
      length,
      sample_rate: taskSampleRate(vipLevel),
      kind: SYNTHESIS_TASK,
      status: TASK_STATUS.queued,
      attempts: 0,
      available_at: now,
      lease_owner: null,
      lease_expires_at: null,
      error: null,
      file: null,
      duration_ms: null,
      day,
      created_at: now,
      finished_at: null,
    })
    .execute();
  return { status: 200, statusText: '提交成功', code };
}

function signature(secret: string, code: string, userId: number, expires: number) {
  return createHmac('sha256', secret).update(`${code}.${userId}.${expires}`).digest('base64url');
}

/** A download link that works without the bearer header (for <audio> and plain links), for an hour. */
export function signedDownloadPath(secret: string, task: Pick<TaskRow, 'code' | 'user_id'>, now: number) {
  const expires = now + DOWNLOAD_LINK_TTL_MS;
  const sig = signature(secret, task.code, task.user_id, expires);
  return `/api/tts/task/download?code=${encodeURIComponent(task.code)}&expires=${expires}&signature=${sig}`;
}

function verifyDownloadSignature(
  secret: string,
  task: Pick<TaskRow, 'code' | 'user_id'>,
  expires: number,
  given: string,
  now: number,
) {
  if (!Number.isFinite(expires) || expires < now) return false;
  const expected = Buffer.from(signature(secret, task.code, task.user_id, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** What a task's download link can send: its audio, or its subtitles as SubRip or WebVTT. */
export const TASK_FILE_FORMATS = ['mp3', 'srt', 'vtt'] as const;
export type TaskFileFormat = (typeof TASK_FILE_FORMATS)[number];

const SUBTITLE_FORMATS = ['srt', 'vtt'] as const;

/** The format a download asks for (`format=`), the audio when it names none. */
export function taskFileFormat(value: string | undefined): TaskFileFormat {
  const format = TASK_FILE_FORMATS.find((known) => known === (value ?? 'mp3'));
  if (!format) throw badRequest('不支持的下载格式');
  return format;
}

function taskView(ctx: ServerContext, secret: string, row: TaskRow): Task {
  const done = row.status === TASK_STATUS.done && row.file;
  const link = done ? signedDownloadPath(secret, row, ctx.now()) : '';
  // One signed link per task: the subtitles are the same link with their format.
  const subtitles = done && row.subtitles !== null ? { srt: `${link}&format=srt`, vtt: `${link}&format=vtt` } : null;
  return {
    code: row.code,
    title: row.title,
    anchorName: row.anchor_name,
    styleName: row.style_name,
    length: row.length,
    createTime: row.created_at,
    status: row.status,
    statusName:
      row.status === TASK_STATUS.failed && row.error ? `合成失败：${row.error}` : (STATUS_NAMES[row.status] ?? ''),
    filepath: link,
    audioBgmPath: link,
    durationMs: done ? (row.duration_ms ?? 0) : 0,
    ...(subtitles ? { subtitles } : {}),
  };
}

export async function listTasks(
  ctx: ServerContext,
  secret: string,
  userId: number,
  page: number,
  size: number,
): Promise<Page<Task>> {
  const base = ctx.db.selectFrom('tasks').where('user_id', '=', userId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { total: Number(n), list: rows.map((row) => taskView(ctx, secret, row)) };
}

export async function ownedTask(ctx: ServerContext, userId: number, code: string): Promise<TaskRow> {
  const row = await ctx.db.selectFrom('tasks').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound('任务不存在');
  if (row.user_id !== userId) throw forbidden('无权操作该任务');
  return row;
}

export async function deleteTask(ctx: ServerContext, files: FileStorage, userId: number, code: string) {
  const row = await ownedTask(ctx, userId, code);
  await ctx.db.deleteFrom('tasks').where('id', '=', row.id).execute();
  if (row.file) await files.delete(row.file);
  if (row.subtitles !== null) for (const format of SUBTITLE_FORMATS) await files.delete(taskFileKey(row.code, format));
}

/**
 * A finished task whose audio or subtitles may be sent (`file`: the stored file of the format asked for): through a
 * valid signed link, or else to its owner (`caller`, lazily).
 */
export async function downloadableTask(
  ctx: ServerContext,
  secret: string,
  link: { code: string; expires: number; signature?: string; format: TaskFileFormat },
  caller: () => Promise<number | null>,
): Promise<TaskRow & { file: string }> {
  const task = await ctx.db.selectFrom('tasks').selectAll().where('code', '=', link.code).executeTakeFirst();
  if (!task) throw notFound('任务不存在');
  const signed = link.signature && verifyDownloadSignature(secret, task, link.expires, link.signature, ctx.now());
  if (!signed) {
    const userId = await caller();
    if (!userId) throw notLoggedIn();
    await ownedTask(ctx, userId, link.code);
  }
  if (task.status !== TASK_STATUS.done || !task.file) throw badRequest('任务尚未合成完成');
  if (link.format === 'mp3') return { ...task, file: task.file };
  if (task.subtitles === null) throw notFound('该任务没有字幕，重新合成即可生成');
  return { ...task, file: taskFileKey(task.code, link.format) };
}
