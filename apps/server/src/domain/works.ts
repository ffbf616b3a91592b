import type { Page, Work, WorkSaved } from '@dubkit/sdk-core';
import {
  countLength,
  isBlankScript,
  MarkupError,
  parse,
  plainText,
  type ScriptDocument,
} from '@dubkit/sdk-core/markup';
import { loudnessTargetOf, MARKUP_MAX_LENGTH, titleFromContent } from '@dubkit/sdk-core/studio';
import type { Work as WorkRow } from '../db/schema';
import { anchorVoice } from './catalogue';
import type { ServerContext } from './context';
import { customAnchorDetail } from './customAnchors';
import { badRequest, forbidden, notFound } from './errors';

/** Parses stored or submitted content; a markup error becomes the reply's message. */
export function parseContent(content: string, version: 1 | 2 = 2): ScriptDocument {
  try {
    return parse(content, version);
  } catch (error) {
    if (error instanceof MarkupError) throw badRequest(`文案格式错误：${error.message}`);
    throw error;
  }
}

/** A blank title is filled from the first words of the script (the rule the studio applies too). */
export function titleFor(title: string | undefined, doc: ScriptDocument): string {
  return title?.trim() || titleFromContent(plainText(doc));
}

/** The names a work or task shows for its voice; refuses anchors the user may not use. */
export async function voiceNames(
  ctx: ServerContext,
  userId: number,
  anchorType: number,
  anchorId: number,
  templateId: number,
) {
  if (anchorType === 1) {
    const custom = await customAnchorDetail(ctx, userId, anchorId);
    return { anchorName: custom.name, templateName: custom.templateName };
  }
  const entry = await anchorVoice(ctx, anchorId);
  const template = entry.templates.find((t) => t.id === templateId) ?? entry.templates[0];
  if (templateId && !entry.templates.some((t) => t.id === templateId)) throw badRequest('请选择一个情绪');
  return { anchorName: entry.row.name, templateName: template?.title ?? '' };
}

export interface WorkInput {
  workId: number;
  title?: string;
  anchorType: 0 | 1;
  anchorId: number;
  templateId: number;
  role: string;
  intensity: number;
  pitchRate: number;
  speechRate: number;
  volume: number;
  text: string;
  bgmId: number;
  bgmVolume: number;
  bgmFadein: number;
  bgmFadeout: number;
  /** The draft's task settings (checked by the contract's schema): kept as given, absent ones not at all. */
  fitToTiming?: boolean | undefined;
  loudnessTarget?: number | undefined;
}

/** A draft's task settings as the `settings` column keeps them (JSON). */
function settingsJson(input: Pick<WorkInput, 'fitToTiming' | 'loudnessTarget'>): string {
  return JSON.stringify({
    ...(input.fitToTiming !== undefined ? { fitToTiming: input.fitToTiming } : {}),
    ...(input.loudnessTarget !== undefined ? { loudnessTarget: input.loudnessTarget } : {}),
  });
}

/** The task settings a draft was saved with; what is missing or no longer valid is left out. */
function storedSettings(json: string): Pick<Work, 'fitToTiming' | 'loudnessTarget'> {
  let stored: { fitToTiming?: unknown; loudnessTarget?: unknown } = {};
  try {
    stored = JSON.parse(json) ?? {};
  } catch {
    // A column written by hand: the draft opens without its settings.
  }
  const loudnessTarget = loudnessTargetOf(stored.loudnessTarget);
  return {
    ...(typeof stored.fitToTiming === 'boolean' ? { fitToTiming: stored.fitToTiming } : {}),
    ...(loudnessTarget !== null ? { loudnessTarget } : {}),
  };
}

export async function saveWork(ctx: ServerContext, userId: number, input: WorkInput): Promise<WorkSaved> {
  const doc = parseContent(input.text);
  const length = countLength(doc);
  // Markup with no text, or only spaces (an empty <speak>, one of spaces), is as blank as an empty string.
  if (isBlankScript(doc)) throw badRequest('文案内容不能为空');
  if (length > MARKUP_MAX_LENGTH) throw badRequest(`文案内容不能超过${MARKUP_MAX_LENGTH}个字`);
  await voiceNames(ctx, userId, input.anchorType, input.anchorId, input.templateId);
  const now = ctx.now();
  const values = {
    title: titleFor(input.title, doc),
    anchor_type: input.anchorType,
    anchor_id: input.anchorId,
    template_id: input.templateId,
    role: input.role,
    intensity: input.intensity,
    pitch_rate: input.pitchRate,
    speech_rate: input.speechRate,
    volume: input.volume,
    bgm_id: input.bgmId,
    bgm_volume: input.bgmVolume,
    bgm_fadein: input.bgmFadein,
    bgm_fadeout: input.bgmFadeout,
    settings: settingsJson(input),
    content: input.text,
    content_version: 2,
    length,
    updated_at: now,
  };
  if (input.workId) {
    await ownedWork(ctx, userId, input.workId);
    await ctx.db
      .updateTable('works')
      .set(values)
      .where('id', '=', input.workId)
      .where('user_id', '=', userId)
      .execute();
    return { workId: input.workId, title: values.title, updateTime: now };
  }
  const { id } = await ctx.db
    .insertInto('works')
    .values({ ...values, user_id: userId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { workId: id, title: values.title, updateTime: now };
}

async function ownedWork(ctx: ServerContext, userId: number, workId: number): Promise<WorkRow> {
  const row = await ctx.db.selectFrom('works').selectAll().where('id', '=', workId).executeTakeFirst();
  if (!row) throw notFound('作品不存在');
  if (row.user_id !== userId) throw forbidden('无权操作该作品');
  return row;
}

async function workView(ctx: ServerContext, row: WorkRow): Promise<Work> {
  const names = await voiceNames(ctx, row.user_id, row.anchor_type, row.anchor_id, row.template_id).catch(() => ({
    anchorName: '',
    templateName: '',
  }));
  return {
    workId: row.id,
    title: row.title,
    anchorId: row.anchor_id,
    anchorType: row.anchor_type === 1 ? 1 : 0,
    anchorName: names.anchorName,
    templateId: row.template_id,
    templateName: names.templateName,
    styleName: names.templateName,
    role: row.role,
    styleDegree: row.intensity,
    pitchRate: row.pitch_rate,
    speechRate: row.speech_rate,
    volume: row.volume,
    content: row.content,
    contentVersion: row.content_version === 1 ? 1 : 2,
    length: row.length,
    updateTime: row.updated_at,
    bgmId: row.bgm_id,
    bgmVolume: row.bgm_volume,
    bgmFadein: row.bgm_fadein,
    bgmFadeout: row.bgm_fadeout,
    ...storedSettings(row.settings),
  };
}

export async function workDetail(ctx: ServerContext, userId: number, workId: number) {
  return workView(ctx, await ownedWork(ctx, userId, workId));
}

export async function workList(
  ctx: ServerContext,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Page<Work>> {
  const base = ctx.db.selectFrom('works').where('user_id', '=', userId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: Number(n), list: await Promise.all(rows.map((row) => workView(ctx, row))) };
}

export async function deleteWork(ctx: ServerContext, userId: number, workId: number) {
  await ownedWork(ctx, userId, workId);
  await ctx.db.deleteFrom('works').where('id', '=', workId).where('user_id', '=', userId).execute();
}
