import type { AnchorDetail, Anchor as AnchorItem, CustomAnchor, Page, Template } from '@dubkit/sdk-core';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ServerContext } from '../context';
import type { Anchor, Database, Template as TemplateRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { SORT_CUSTOM } from '../seed/catalogue';

export interface AnchorFilters {
  page: number;
  pageSize: number;
  sort?: number;
  sceneId?: number;
  languageId?: number;
  localeId?: number;
  sex?: number;
  aiLevel?: number;
}

const TAG_KINDS = {
  sortTagList: 'sort',
  sceneTagList: 'scene',
  styleTagList: 'style',
  sexTagList: 'sex',
  languageTagList: 'language',
  aiLevelTagList: 'aiLevel',
} as const;

export async function anchorOptions(ctx: ServerContext) {
  const rows = await ctx.db.selectFrom('tags').selectAll().orderBy('kind').orderBy('position').execute();
  const options = {} as Record<keyof typeof TAG_KINDS, Array<{ id: number; name: string }>>;
  for (const [field, kind] of Object.entries(TAG_KINDS) as Array<[keyof typeof TAG_KINDS, string]>) {
    options[field] = rows.filter((row) => row.kind === kind).map(({ id, name }) => ({ id, name }));
  }
  return options;
}

export const ALL_REGIONS = { id: 0, name: '全部地区' };

export async function localesOf(ctx: ServerContext, languageId: number) {
  const rows = languageId
    ? await ctx.db
        .selectFrom('locales')
        .select(['id', 'name'])
        .where('language_id', '=', languageId)
        .orderBy('id')
        .execute()
    : [];
  return [ALL_REGIONS, ...rows];
}

function templateItem(t: TemplateRow): Template {
  return {
    id: t.id,
    title: t.title,
    subtitle: t.subtitle,
    content: t.content,
    imagePath: t.image_path,
    filepath: t.filepath,
    role: '',
    pitchRate: t.pitch_rate,
    speechRate: t.speech_rate,
    volume: t.volume,
    sampleRate: 16000,
  };
}

type AnchorQuery = SelectQueryBuilder<Database, 'anchors', object>;

function applyFilters(query: AnchorQuery, filters: AnchorFilters): AnchorQuery {
  let q = query;
  if (filters.languageId) q = q.where('anchors.language_id', '=', filters.languageId);
  if (filters.localeId) q = q.where('anchors.locale_id', '=', filters.localeId);
  if (filters.sex) q = q.where('anchors.sex', '=', filters.sex);
  if (filters.aiLevel) q = q.where('anchors.level', '=', filters.aiLevel);
  if (filters.sceneId) {
    const sceneId = filters.sceneId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('anchor_scenes')
          .select('anchor_scenes.anchor_id')
          .whereRef('anchor_scenes.anchor_id', '=', 'anchors.id')
          .where('anchor_scenes.scene_id', '=', sceneId),
      ),
    );
  }
  return q;
}

function sortAnchors(query: SelectQueryBuilder<Database, 'anchors', Anchor>, sort: number | undefined) {
  if (sort === 2) return query.orderBy('anchors.created_at', 'desc').orderBy('anchors.id');
  if (sort === 3)
    return query.orderBy('anchors.level', 'desc').orderBy('anchors.hot_score', 'desc').orderBy('anchors.id');
  return query.orderBy('anchors.hot_score', 'desc').orderBy('anchors.id');
}

/** List items (spec part 1 §3 "Anchor" and part 2 §3 "Voice/anchor list item") for a page of anchors. */
async function listItems(db: Kysely<Database>, anchors: Anchor[], userId: number | null): Promise<AnchorItem[]> {
  if (anchors.length === 0) return [];
  const ids = anchors.map((a) => a.id);
  const [templates, roles, scenes, favorites] = await Promise.all([
    db.selectFrom('templates').selectAll().where('anchor_id', 'in', ids).orderBy('position').execute(),
    db
      .selectFrom('roles')
      .select(['anchor_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('anchor_id', 'in', ids)
      .groupBy('anchor_id')
      .execute(),
    db
      .selectFrom('anchor_scenes')
      .innerJoin('tags', (join) => join.onRef('tags.id', '=', 'anchor_scenes.scene_id').on('tags.kind', '=', 'scene'))
      .select(['anchor_scenes.anchor_id', 'tags.name'])
      .where('anchor_scenes.anchor_id', 'in', ids)
      .execute(),
    userId
      ? db
          .selectFrom('favorites')
          .select('anchor_id')
          .where('user_id', '=', userId)
          .where('anchor_id', 'in', ids)
          .execute()
      : Promise.resolve([]),
  ]);
  const favoriteIds = new Set(favorites.map((f) => f.anchor_id));
  return anchors.map((anchor) => {
    const own = templates.filter((t) => t.anchor_id === anchor.id);
    return {
      id: anchor.id,
      anchorType: 0 as const,
      name: anchor.name,
      description: anchor.description,
      avatar: anchor.avatar,
      audition: own[0]?.filepath ?? '',
      level: anchor.level,
      recommend: anchor.recommend,
      badge: anchor.badge,
      sex: anchor.sex,
      languageId: anchor.language_id,
      styleCount: own.length,
      roleCount: Number(roles.find((r) => r.anchor_id === anchor.id)?.n ?? 0),
      emotionEnable: anchor.level === 3,
      membersOnly: anchor.members_only === 1,
      sceneList: scenes.filter((s) => s.anchor_id === anchor.id).map((s) => ({ name: s.name })),
      favorite: favoriteIds.has(anchor.id),
      templateList: own.map(templateItem),
    };
  });
}

export async function searchAnchors(
  ctx: ServerContext,
  userId: number | null,
  filters: AnchorFilters,
): Promise<Page<AnchorItem> | Page<CustomAnchor>> {
  if (filters.sort === SORT_CUSTOM) {
    if (!userId) return { total: 0, list: [] };
    return customAnchorPage(ctx, userId, filters.page, filters.pageSize);
  }
  const base = applyFilters(ctx.db.selectFrom('anchors'), filters);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    sortAnchors(base.selectAll('anchors'), filters.sort)
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize)
      .execute(),
  ]);
  return { total: Number(n), list: await listItems(ctx.db, rows, userId) };
}

export async function searchAnchorsByName(
  ctx: ServerContext,
  userId: number | null,
  name: string,
  page: number,
  pageSize = 20,
) {
  const term = name.trim();
  if (!term) throw badRequest('请输入搜索内容');
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  const base = ctx.db.selectFrom('anchors').where((eb) => eb('anchors.name', 'like', `%${escaped}%`));
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('anchors')
      .orderBy('anchors.hot_score', 'desc')
      .orderBy('anchors.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total: Number(n), list: await listItems(ctx.db, rows, userId) };
}

export async function anchorDetail(ctx: ServerContext, userId: number | null, anchorId: number): Promise<AnchorDetail> {
  const anchor = await ctx.db.selectFrom('anchors').selectAll().where('id', '=', anchorId).executeTakeFirst();
  if (!anchor) throw notFound(`无法识别主播：${anchorId}`);
  const [item] = await listItems(ctx.db, [anchor], userId);
  if (!item) throw notFound(`无法识别主播：${anchorId}`);
  const [templates, roles] = await Promise.all([
    ctx.db.selectFrom('templates').selectAll().where('anchor_id', '=', anchorId).orderBy('position').execute(),
    ctx.db.selectFrom('roles').selectAll().where('anchor_id', '=', anchorId).orderBy('position').execute(),
  ]);
  return {
    ...item,
    desc: anchor.description,
    aiLevel: anchor.level,
    templateList: templates.map(templateItem),
    roleList: roles.map((r) => ({ id: r.id, name: r.name, avatar: r.avatar, value: r.value })),
  };
}

export async function favoriteAnchors(ctx: ServerContext, userId: number) {
  const rows = await ctx.db
    .selectFrom('favorites')
    .innerJoin('anchors', 'anchors.id', 'favorites.anchor_id')
    .selectAll('anchors')
    .where('favorites.user_id', '=', userId)
    .orderBy('favorites.created_at', 'desc')
    .execute();
  return listItems(ctx.db, rows, userId);
}

export async function setFavorite(ctx: ServerContext, userId: number, anchorId: number, favorite: boolean) {
  const anchor = await ctx.db.selectFrom('anchors').select('id').where('id', '=', anchorId).executeTakeFirst();
  if (!anchor) throw notFound(`无法识别主播：${anchorId}`);
  if (favorite) {
    await ctx.db
      .insertInto('favorites')
      .values({ user_id: userId, anchor_id: anchorId, created_at: ctx.now() })
      .onConflict((oc) => oc.columns(['user_id', 'anchor_id']).doNothing())
      .execute();
  } else {
    await ctx.db.deleteFrom('favorites').where('user_id', '=', userId).where('anchor_id', '=', anchorId).execute();
  }
}

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
