import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { buildCatalogue, locales, tags } from './catalogue';
import { drawStyleRows } from './draw';
import { promptRows } from './prompts';
import { sampleRows } from './samples';
import { banners, homeComments, vipProducts } from './settings';
import { voiceBindingRows } from './voices';

// Inserts in slices so PostgreSQL's bind-parameter limit is never reached.
async function insertAll<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never)
      .execute();
  }
}

/** Whether a table has no rows yet. */
async function isEmpty(db: Kysely<Database>, table: keyof Database & string): Promise<boolean> {
  const row = await db.selectFrom(table).select(db.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Loads the catalogue, products and settings into an empty database, and each later-added seeded table (the prompt
 * library) whenever that table is empty, so a database seeded before the table existed gets its rows at the next
 * start. Returns false when nothing was added.
 */
export async function seedIfEmpty(db: Kysely<Database>, now = Date.now()): Promise<boolean> {
  let seeded = false;
  if (await isEmpty(db, 'anchors')) {
    const catalogue = buildCatalogue(now);
    await db.transaction().execute(async (trx) => {
      await insertAll(trx, 'tags', tags);
      await insertAll(trx, 'locales', locales);
      await insertAll(trx, 'anchors', catalogue.anchors);
      await insertAll(trx, 'anchor_scenes', catalogue.scenes);
      await insertAll(trx, 'templates', catalogue.templates);
      await insertAll(trx, 'roles', catalogue.roles);
      await insertAll(trx, 'vip_products', vipProducts);
      await insertAll(trx, 'home_comments', homeComments);
      await insertAll(trx, 'banners', banners(now));
    });
    seeded = true;
  }
  if (await isEmpty(db, 'prompts')) {
    await insertAll(db, 'prompts', promptRows(now));
    seeded = true;
  }
  // AI drawing's styles; their thumbnails are rendered at start by seedDrawStyleThumbnails (seed/draw.ts).
  if (await isEmpty(db, 'draw_styles')) {
    await insertAll(db, 'draw_styles', drawStyleRows);
    seeded = true;
  }
  if (await isEmpty(db, 'samples')) {
    const { scenes, samples } = await sampleRows(db);
    await db.transaction().execute(async (trx) => {
      await insertAll(trx, 'sample_scenes', scenes);
      await insertAll(trx, 'samples', samples);
    });
    seeded = true;
  }
  // After the anchors: the voice catalogue's rows point at them.
  if (await isEmpty(db, 'voice_bindings')) {
    await insertAll(db, 'voice_bindings', await voiceBindingRows(db, now));
    seeded = true;
  }
  return seeded;
}
