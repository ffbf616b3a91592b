import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { buildCatalogue, locales, tags } from './catalogue';
import { banners, homeComments, vipProducts } from './settings';

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

/** Loads the catalogue, products and settings into an empty database; returns false when data is already there. */
export async function seedIfEmpty(db: Kysely<Database>, now = Date.now()): Promise<boolean> {
  const existing = await db.selectFrom('anchors').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return false;
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
  return true;
}
