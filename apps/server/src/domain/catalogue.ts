import type { AnchorDetail, Anchor as AnchorItem, AnchorOptions, Page, Role, Tag, Template } from '@dubkit/sdk-core';
import { LRUCache } from 'lru-cache';
import type { Anchor, Role as RoleRow, Template as TemplateRow } from '../db/schema';
import type { ServerContext } from './context';
import { badRequest, notFound } from './errors';
import { Serialized } from './serialized';
import { parseBinding, type VoiceBinding, voiceEngineOf } from './voiceCatalogue';

/**
 * How long a snapshot serves before its process asks the catalogue's version again (one primary-key read), so that a
 * change made through any process or in the database shows up everywhere within it.
 */
const VERSION_CHECK_MS = 1_000;

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

/** A system anchor's list item without the per-user favourite flag, plus what filtering needs. */
interface CatalogueEntry {
  row: Anchor;
  item: Omit<AnchorItem, 'favorite'> & { sex: number; languageId: number; membersOnly: boolean };
  sceneIds: Set<number>;
  templates: Template[];
  roles: Role[];
  /** The stored rows behind the templates and roles: their engine settings, for synthesis. */
  templateRows: TemplateRow[];
  roleRows: RoleRow[];
  /** The provider voices that speak it (the voice catalogue), of every provider, configured or not. */
  bindings: VoiceBinding[];
  /** The list item as JSON, not a favourite and a favourite. */
  json: [string, string];
}

interface Snapshot {
  /** catalogue_version when it was read: triggers bump it on every change to the catalogue's tables. */
  version: number;
  checkedAt: number;
  checking: Promise<number> | null;
  options: AnchorOptions;
  locales: Map<number, Tag[]>;
  entries: CatalogueEntry[];
  byId: Map<number, CatalogueEntry>;
  /** Entry order for each sort. */
  sorted: Map<number, CatalogueEntry[]>;
  /** Search pages as a visitor sees them, by normalised filters; they live and go with this snapshot. */
  searchPages: LRUCache<string, SearchPage>;
}

interface SearchPage {
  entries: CatalogueEntry[];
  total: number;
  /** The page with no favourite set. */
  reply: Serialized<Page<AnchorItem>>;
}

/** Distinct filter combinations kept ready; the catalogue offers far fewer than this. */
const SEARCH_PAGES_KEPT = 2000;

const TAG_FIELDS = {
  sort: 'sortTagList',
  scene: 'sceneTagList',
  style: 'styleTagList',
  sex: 'sexTagList',
  language: 'languageTagList',
  aiLevel: 'aiLevelTagList',
} as const;

export const ALL_REGIONS: Tag = { id: 0, name: '全部地区' };

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

const catalogueVersion = async (ctx: ServerContext) =>
  (await ctx.db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow())
    .version;

async function loadSnapshot(ctx: ServerContext): Promise<Snapshot> {
  // Read before the tables: a change made while they are read bumps it past this, and the next check reads again.
  const version = await catalogueVersion(ctx);
  const [tags, locales, anchors, scenes, templates, roles, bindingRows] = await Promise.all([
    ctx.db.selectFrom('tags').selectAll().orderBy('kind').orderBy('position').execute(),
    ctx.db.selectFrom('locales').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('anchors').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('anchor_scenes').selectAll().execute(),
    ctx.db.selectFrom('templates').selectAll().orderBy('anchor_id').orderBy('position').execute(),
    ctx.db.selectFrom('roles').selectAll().orderBy('anchor_id').orderBy('position').execute(),
    ctx.db.selectFrom('voice_bindings').selectAll().orderBy('id').execute(),
  ]);
  const bindings = bindingRows.map(parseBinding);
  const options = {
    sortTagList: [],
    sceneTagList: [],
    styleTagList: [],
    sexTagList: [],
    languageTagList: [],
    aiLevelTagList: [],
  } as AnchorOptions;
  for (const tag of tags) {
    const field = TAG_FIELDS[tag.kind as keyof typeof TAG_FIELDS];
    if (field) options[field].push({ id: tag.id, name: tag.name });
  }
  const sceneNames = new Map(options.sceneTagList.map((t) => [t.id, t.name]));
  const localesByLanguage = new Map<number, Tag[]>();
  for (const locale of locales) {
    const list = localesByLanguage.get(locale.language_id) ?? [ALL_REGIONS];
    list.push({ id: locale.id, name: locale.name });
    localesByLanguage.set(locale.language_id, list);
  }
  const entries = anchors.map((row): CatalogueEntry => {
    const own = templates.filter((t) => t.anchor_id === row.id).map(templateItem);
    const ownRoles = roles
      .filter((r) => r.anchor_id === row.id)
      .map(({ id, name, avatar, value }) => ({ id, name, avatar, value }));
    const sceneIds = new Set(scenes.filter((s) => s.anchor_id === row.id).map((s) => s.scene_id));
    const item = {
      id: row.id,
      anchorType: 0,
      name: row.name,
      description: row.description,
      avatar: row.avatar,
      audition: own[0]?.filepath ?? '',
      level: row.level,
      recommend: row.recommend,
      badge: row.badge,
      sex: row.sex,
      languageId: row.language_id,
      styleCount: own.length,
      roleCount: ownRoles.length,
      emotionEnable: row.level === 3,
      membersOnly: row.members_only === 1,
      sceneList: [...sceneIds].map((id) => ({ name: sceneNames.get(id) ?? '' })),
      // A card needs each template's name and sample; pictures and sample texts come with the anchor's detail.
      templateList: own.map(({ id, title, filepath }) => ({ id, title, filepath })),
    } as const;
    const json: [string, string] = [
      JSON.stringify({ ...item, favorite: false }),
      JSON.stringify({ ...item, favorite: true }),
    ];
    const templateRows = templates.filter((t) => t.anchor_id === row.id);
    const roleRows = roles.filter((r) => r.anchor_id === row.id);
    const ownBindings = bindings.filter((b) => b.anchorId === row.id);
    return {
      row,
      sceneIds,
      templates: own,
      roles: ownRoles,
      templateRows,
      roleRows,
      bindings: ownBindings,
      item,
      json,
    };
  });
  const providers = ctx.voiceProviders?.names ?? [];
  // Hidden anchors leave the lists only: a draft that names one still finds its voice (spoken offline).
  const listed = ctx.voiceProviders?.hideUnbound
    ? entries.filter((e) => e.bindings.some((b) => providers.includes(b.provider)))
    : entries;
  const byHot = [...listed].sort((a, b) => b.row.hot_score - a.row.hot_score || a.row.id - b.row.id);
  const sorted = new Map<number, CatalogueEntry[]>([
    [1, byHot],
    [2, [...listed].sort((a, b) => b.row.created_at - a.row.created_at || a.row.id - b.row.id)],
    [
      3,
      [...listed].sort((a, b) => b.row.level - a.row.level || b.row.hot_score - a.row.hot_score || a.row.id - b.row.id),
    ],
  ]);
  return {
    version,
    checkedAt: ctx.now(),
    checking: null,
    options,
    locales: localesByLanguage,
    entries,
    byId: new Map(entries.map((e) => [e.row.id, e])),
    sorted,
    searchPages: new LRUCache({ max: SEARCH_PAGES_KEPT }),
  };
}

const snapshots = new WeakMap<ServerContext['db'], Promise<Snapshot>>();

/**
 * The system catalogue, kept in memory until its version changes: search and detail then need no query for visitors
 * but a version check at most every VERSION_CHECK_MS, which the requests arriving meanwhile share.
 */
async function catalogue(ctx: ServerContext): Promise<Snapshot> {
  const cached = snapshots.get(ctx.db);
  if (cached) {
    const snapshot = await cached;
    if (ctx.now() - snapshot.checkedAt < VERSION_CHECK_MS) return snapshot;
    snapshot.checking ??= catalogueVersion(ctx).finally(() => {
      snapshot.checking = null;
    });
    const version = await snapshot.checking;
    if (version === snapshot.version) {
      snapshot.checkedAt = ctx.now();
      return snapshot;
    }
    // Requests that saw the same change share one reload.
    if (snapshots.get(ctx.db) !== cached) return catalogue(ctx);
  }
  const loading = loadSnapshot(ctx);
  snapshots.set(ctx.db, loading);
  loading.catch(() => snapshots.delete(ctx.db));
  return loading;
}

async function favoritesAmong(
  ctx: ServerContext,
  entries: CatalogueEntry[],
  userId: number | null,
): Promise<Set<number>> {
  const ids = entries.map((e) => e.row.id);
  if (!userId || ids.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom('favorites')
    .select('anchor_id')
    .where('user_id', '=', userId)
    .where('anchor_id', 'in', ids)
    .execute();
  return new Set(rows.map((f) => f.anchor_id));
}

async function withFavorites(
  ctx: ServerContext,
  entries: CatalogueEntry[],
  userId: number | null,
): Promise<AnchorItem[]> {
  const favorites = await favoritesAmong(ctx, entries, userId);
  return entries.map((e) => ({ ...e.item, favorite: favorites.has(e.row.id) }));
}

function pageJson(entries: CatalogueEntry[], total: number, favorites: ReadonlySet<number>) {
  const list = entries.map((e) => e.json[favorites.has(e.row.id) ? 1 : 0]).join(',');
  return new Serialized<Page<AnchorItem>>(`{"total":${total},"list":[${list}]}`);
}

/** A page of list items written from the pre-serialised entries. */
async function serializedPage(
  ctx: ServerContext,
  found: CatalogueEntry[],
  page: number,
  pageSize: number,
  userId: number | null,
) {
  const entries = pageOf(found, page, pageSize);
  return pageJson(entries, found.length, await favoritesAmong(ctx, entries, userId));
}

export async function anchorOptions(ctx: ServerContext): Promise<AnchorOptions> {
  return (await catalogue(ctx)).options;
}

export async function localesOf(ctx: ServerContext, languageId: number): Promise<Tag[]> {
  return (await catalogue(ctx)).locales.get(languageId) ?? [ALL_REGIONS];
}

function matches(entry: CatalogueEntry, filters: AnchorFilters) {
  const { row } = entry;
  return (
    (!filters.languageId || row.language_id === filters.languageId) &&
    (!filters.localeId || row.locale_id === filters.localeId) &&
    (!filters.sex || row.sex === filters.sex) &&
    (!filters.aiLevel || row.level === filters.aiLevel) &&
    (!filters.sceneId || entry.sceneIds.has(filters.sceneId))
  );
}

function pageOf<T>(list: T[], page: number, pageSize: number) {
  return list.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * A page of the catalogue: the visitor's page is built once per snapshot and filters and sent as stored
 * bytes; a user's favourites are read fresh on every call and only a page holding one is written anew.
 */
export async function searchAnchors(
  ctx: ServerContext,
  userId: number | null,
  filters: AnchorFilters,
): Promise<Serialized<Page<AnchorItem>>> {
  const snapshot = await catalogue(ctx);
  const sort = snapshot.sorted.has(filters.sort ?? 1) ? (filters.sort ?? 1) : 1;
  const { page, pageSize, sceneId = 0, languageId = 0, localeId = 0, sex = 0, aiLevel = 0 } = filters;
  const key = `${sort}/${sceneId}/${languageId}/${localeId}/${sex}/${aiLevel}/${page}/${pageSize}`;
  let found = snapshot.searchPages.get(key);
  if (!found) {
    const all = (snapshot.sorted.get(sort) ?? []).filter((entry) => matches(entry, filters));
    const entries = pageOf(all, page, pageSize);
    found = { entries, total: all.length, reply: pageJson(entries, all.length, new Set()) };
    snapshot.searchPages.set(key, found);
  }
  const favorites = await favoritesAmong(ctx, found.entries, userId);
  return favorites.size ? pageJson(found.entries, found.total, favorites) : found.reply;
}

export async function searchAnchorsByName(
  ctx: ServerContext,
  userId: number | null,
  name: string,
  page: number,
  pageSize = 20,
) {
  const term = name.trim().toLowerCase();
  if (!term) throw badRequest('请输入搜索内容');
  const snapshot = await catalogue(ctx);
  const found = (snapshot.sorted.get(1) ?? []).filter((entry) => entry.row.name.toLowerCase().includes(term));
  return serializedPage(ctx, found, page, pageSize, userId);
}

export async function anchorDetail(ctx: ServerContext, userId: number | null, anchorId: number): Promise<AnchorDetail> {
  const entry = (await catalogue(ctx)).byId.get(anchorId);
  if (!entry) throw notFound(`无法识别主播：${anchorId}`);
  const [item] = await withFavorites(ctx, [entry], userId);
  return {
    ...(item as AnchorItem),
    desc: entry.row.description,
    aiLevel: entry.row.level,
    templateList: entry.templates,
    roleList: entry.roles,
    ...voiceEngineField(ctx, entry),
  };
}

function voiceEngineField(ctx: ServerContext, entry: CatalogueEntry) {
  const voiceEngine = voiceEngineOf(entry.bindings, ctx.voiceProviders?.names ?? [], {
    templateIds: entry.templates.map((t) => t.id),
    roles: entry.roles.map((r) => r.value),
  });
  return voiceEngine ? { voiceEngine } : {};
}

/** The engine settings behind a system anchor, its templates and roles, for synthesis. */
export async function anchorVoice(ctx: ServerContext, anchorId: number) {
  const entry = (await catalogue(ctx)).byId.get(anchorId);
  if (!entry) throw notFound(`无法识别主播：${anchorId}`);
  return entry;
}

export async function favoriteAnchors(ctx: ServerContext, userId: number): Promise<AnchorItem[]> {
  const rows = await ctx.db
    .selectFrom('favorites')
    .select('anchor_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  const snapshot = await catalogue(ctx);
  const entries = rows.flatMap((r) => snapshot.byId.get(r.anchor_id) ?? []);
  return entries.map((e) => ({ ...e.item, favorite: true }));
}

export async function setFavorite(ctx: ServerContext, userId: number, anchorId: number, favorite: boolean) {
  if (!(await catalogue(ctx)).byId.has(anchorId)) throw notFound(`无法识别主播：${anchorId}`);
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

/** The system anchor a template belongs to (the toolbar audition names only the template). */
export async function anchorIdForTemplate(ctx: ServerContext, templateId: number): Promise<number | null> {
  for (const entry of (await catalogue(ctx)).entries) {
    if (entry.templateRows.some((t) => t.id === templateId)) return entry.row.id;
  }
  return null;
}

/** A system anchor's name, or null when there is no such anchor. */
export async function anchorName(ctx: ServerContext, anchorId: number): Promise<string | null> {
  return (await catalogue(ctx)).byId.get(anchorId)?.row.name ?? null;
}

/**
 * For /api/health: per configured provider, how many anchors it speaks and its voices (never addresses or keys), read
 * from the catalogue snapshot, which holds the voice catalogue already.
 */
export async function voiceCatalogueSummary(
  ctx: ServerContext,
): Promise<Record<string, { anchors: number; voices: string[] }>> {
  const names = ctx.voiceProviders?.names ?? [];
  if (!names.length) return {};
  const bindings = (await catalogue(ctx)).entries.flatMap((entry) => entry.bindings);
  return Object.fromEntries(
    names.map((name) => {
      const own = bindings.filter((binding) => binding.provider === name);
      return [
        name,
        { anchors: new Set(own.map((b) => b.anchorId)).size, voices: [...new Set(own.map((b) => b.voice))].sort() },
      ];
    }),
  );
}
