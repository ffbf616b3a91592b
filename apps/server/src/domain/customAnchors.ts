import type { AnchorDetail, CustomAnchor, Page } from '@dubkit/sdk-core';
import { anchorDetail } from './catalogue';
import type { ServerContext } from './context';
import { badRequest, forbidden, notFound } from './errors';

// Custom anchors: a user's saved tuning of a system anchor and template.

export interface CustomAnchorInput {
  templateId: number;
  name: string;
  comment: string;
  intensity: number;
  role?: string | null;
  pitch: number;
  speed: number;
  volume: number;
  text: string;
}

function customQuery(ctx: ServerContext) {
  return ctx.db
    .selectFrom('custom_anchors')
    .innerJoin('anchors', 'anchors.id', 'custom_anchors.anchor_id')
    .innerJoin('templates', 'templates.id', 'custom_anchors.template_id')
    .selectAll('custom_anchors')
    .select([
      'anchors.name as anchor_name',
      'anchors.avatar as anchor_avatar',
      'anchors.description as anchor_description',
      'anchors.level as anchor_level',
      'templates.title as template_name',
      'templates.image_path as template_image',
      'templates.filepath as template_audio',
    ]);
}

type CustomRow = Awaited<ReturnType<ReturnType<typeof customQuery>['executeTakeFirstOrThrow']>>;

function customAnchor(row: CustomRow): CustomAnchor & { anchorType: 1; anchorId: number } {
  return {
    id: row.id,
    anchorType: 1 as const,
    name: row.name,
    comment: row.comment,
    anchorId: row.anchor_id,
    anchorName: row.anchor_name,
    templateId: row.template_id,
    templateName: row.template_name,
    intensity: row.intensity,
    role: row.role ?? '',
    pitch: row.pitch,
    speed: row.speed,
    volume: row.volume,
    text: row.text,
    avatar: row.anchor_avatar,
    anchorAvatar: row.anchor_avatar,
    templateImage: row.template_image,
    audio: row.template_audio,
    description: row.comment,
    level: row.anchor_level,
  };
}

async function ownedCustomRow(ctx: ServerContext, userId: number, id: number) {
  const row = await customQuery(ctx).where('custom_anchors.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`无法识别主播：${id}`);
  if (row.user_id !== userId) throw forbidden('无权操作该主播');
  return row;
}

export async function customAnchorDetail(ctx: ServerContext, userId: number, id: number) {
  return customAnchor(await ownedCustomRow(ctx, userId, id));
}

export async function customAnchorList(ctx: ServerContext, userId: number) {
  const rows = await customQuery(ctx)
    .where('custom_anchors.user_id', '=', userId)
    .orderBy('custom_anchors.updated_at', 'desc')
    .execute();
  return rows.map(customAnchor);
}

export async function customAnchorPage(
  ctx: ServerContext,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Page<CustomAnchor>> {
  const base = ctx.db.selectFrom('custom_anchors').where('user_id', '=', userId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await customQuery(ctx)
    .where('custom_anchors.user_id', '=', userId)
    .orderBy('custom_anchors.updated_at', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: Number(n), list: rows.map(customAnchor) };
}

export async function addCustomAnchor(ctx: ServerContext, userId: number, input: CustomAnchorInput) {
  const template = await ctx.db
    .selectFrom('templates')
    .select(['id', 'anchor_id'])
    .where('id', '=', input.templateId)
    .executeTakeFirst();
  if (!template) throw badRequest('请选择一个情绪');
  const now = ctx.now();
  const { id } = await ctx.db
    .insertInto('custom_anchors')
    .values({
      user_id: userId,
      anchor_id: template.anchor_id,
      template_id: template.id,
      name: input.name.trim(),
      comment: input.comment.trim(),
      intensity: input.intensity,
      role: input.role ?? null,
      pitch: input.pitch,
      speed: input.speed,
      volume: input.volume,
      text: input.text.trim(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return customAnchorDetail(ctx, userId, id);
}

export async function updateCustomAnchor(
  ctx: ServerContext,
  userId: number,
  id: number,
  input: Pick<CustomAnchorInput, 'name' | 'comment' | 'pitch' | 'speed' | 'volume' | 'text'>,
) {
  await ownedCustomRow(ctx, userId, id);
  // Anchor, voice and style stay as saved: the edit drawer shows them disabled.
  await ctx.db
    .updateTable('custom_anchors')
    .set({
      name: input.name.trim(),
      comment: input.comment.trim(),
      pitch: input.pitch,
      speed: input.speed,
      volume: input.volume,
      text: input.text.trim(),
      updated_at: ctx.now(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
  return customAnchorDetail(ctx, userId, id);
}

export async function deleteCustomAnchor(ctx: ServerContext, userId: number, id: number) {
  await ownedCustomRow(ctx, userId, id);
  await ctx.db.deleteFrom('custom_anchors').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** A custom anchor in the detail dialog's shape: the system anchor's detail with the user's name, intro and template. */
export async function customAnchorAsDetail(ctx: ServerContext, userId: number, id: number): Promise<AnchorDetail> {
  const custom = await customAnchorDetail(ctx, userId, id);
  const base = await anchorDetail(ctx, userId, custom.anchorId);
  return {
    ...base,
    id: custom.id,
    anchorType: 1,
    name: custom.name,
    desc: custom.comment,
    templateList: base.templateList.filter((t) => t.id === custom.templateId),
  };
}
