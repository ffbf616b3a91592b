import { createHash } from 'node:crypto';
import type { Page, Sample, Scene } from '@dubkit/sdk-core';
import { hotText } from '@dubkit/sdk-core/samples';
import type { SpeechRuntime } from '../../engines/speech/runtime';
import type { FileStorage } from '../../storage/files';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { renderedOnce, speakAsTemplate } from '../synthesis/samples';

/** Where a sample's audio is served; `sampleAudio` renders it on its first request. */
export const sampleAudioPath = (id: number) => `/media/sample-audio/${id}.mp3`;

/** How much each report adds to `hot`: a 去配音 (2) is a stronger sign of a good sample than a listen (1). */
export const REPORT_WEIGHT: Record<1 | 2, number> = { 1: 1, 2: 3 };

export const SAMPLE_NOT_FOUND = '样音不存在';

export async function sampleScenes(ctx: ServerContext): Promise<Scene[]> {
  return ctx.db.selectFrom('sample_scenes').select(['id', 'name']).orderBy('position').orderBy('id').execute();
}

const sampleColumns = [
  'samples.id',
  'samples.name',
  'samples.comment',
  'samples.anchor_id',
  'anchors.name as anchor_name',
  'anchors.avatar as anchor_avatar',
  'samples.template_id',
  'templates.title as template_name',
  'samples.text',
  'samples.hot',
] as const;

/**
 * A scene's samples in the scene's own order, or with scene 0 every sample, most played first; `total` counts the
 * samples (the pager divides by the page size).
 */
export async function searchSamples(
  ctx: ServerContext,
  { sceneId, page, pageSize }: { sceneId: number; page: number; pageSize: number },
): Promise<Page<Sample>> {
  let query = ctx.db
    .selectFrom('samples')
    .innerJoin('anchors', 'anchors.id', 'samples.anchor_id')
    .innerJoin('templates', 'templates.id', 'samples.template_id');
  if (sceneId > 0) query = query.where('samples.scene_id', '=', sceneId);
  const counted = await query.select(ctx.db.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const ordered =
    sceneId > 0
      ? query.orderBy('samples.position').orderBy('samples.id')
      : query.orderBy('samples.hot', 'desc').orderBy('samples.id');
  const rows = await ordered
    .select(sampleColumns)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(counted.n),
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      comment: row.comment,
      anchorId: row.anchor_id,
      anchorName: row.anchor_name,
      anchorAvatar: row.anchor_avatar,
      templateId: row.template_id,
      templateName: row.template_name,
      templateText: row.text,
      templateAudio: sampleAudioPath(row.id),
      hot: Number(row.hot),
      hotText: hotText(Number(row.hot)),
    })),
  };
}

/** The calendar day in China (UTC+8, no daylight saving) at a time, as YYYY-MM-DD. */
export const chinaDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Who reports: the user when logged in, else the client address (hashed, so no address is stored), so each counts
 * once per sample, event and day.
 */
export function reportVisitor(userId: number | null, address: string): string {
  if (userId !== null) return `user:${userId}`;
  return `address:${createHash('sha256').update(address).digest('base64url').slice(0, 22)}`;
}

/**
 * Counts a report into the sample's `hot` by its weight, once per visitor, sample, event and day (repeats are
 * accepted and not counted). Returns whether it counted.
 */
export async function reportSample(
  ctx: ServerContext,
  { id, event, visitor }: { id: number; event: 1 | 2; visitor: string },
): Promise<boolean> {
  const day = chinaDay(ctx.now());
  return ctx.db.transaction().execute(async (trx) => {
    const sample = await trx.selectFrom('samples').select('id').where('id', '=', id).executeTakeFirst();
    if (!sample) throw notFound(SAMPLE_NOT_FOUND);
    // Earlier days' reports no longer de-duplicate anything.
    await trx.deleteFrom('sample_reports').where('day', '<', day).execute();
    const inserted = await trx
      .insertInto('sample_reports')
      .values({ sample_id: id, visitor, event, day })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable('samples')
      .set((eb) => ({ hot: eb('hot', '+', REPORT_WEIGHT[event]) }))
      .where('id', '=', id)
      .execute();
    return true;
  });
}

/**
 * Each sample's audio: its template's voice reading its text, rendered by the speech engine on the first request
 * and kept; the key carries a digest of voice and text, so an edited sample is rendered again.
 */
export function sampleAudio(ctx: ServerContext, speech: () => Promise<SpeechRuntime>, files: FileStorage) {
  const once = renderedOnce(files);
  return {
    files,
    async key(id: number): Promise<string> {
      const row = await ctx.db
        .selectFrom('samples')
        .select(['anchor_id', 'template_id', 'text'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(SAMPLE_NOT_FOUND);
      const digest = createHash('sha256')
        .update(`${row.anchor_id}\u0000${row.template_id}\u0000${row.text}`)
        .digest('base64url')
        .slice(0, 12);
      const voice = { anchorId: row.anchor_id, templateId: row.template_id };
      return once(`sample-${id}-${digest}.mp3`, () => speakAsTemplate(ctx, speech, voice, row.text));
    },
  };
}

export type SampleAudio = ReturnType<typeof sampleAudio>;
