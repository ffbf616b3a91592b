import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../connect';
import type { MigrationTools } from './tools';

/** The tables the anchor catalogue snapshot (domain/catalogue.ts) is read from. */
export const CATALOGUE_TABLES = ['tags', 'locales', 'anchors', 'anchor_scenes', 'templates', 'roles'] as const;

export default ({ ms, notNull, dialect }: MigrationTools): Migration => ({
  async up(db) {
    // Counters every process shares (request limits, SMS intervals): one row per key and window.
    await db.schema
      .createTable('window_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', notNull)
      .addColumn('window_ends', ms, notNull)
      .execute();
    await db.schema.createIndex('window_counters_ends').on('window_counters').column('window_ends').execute();
    await db.schema
      .createTable('partner_example_readers')
      .addColumn('address', 'text', notNull)
      .addColumn('day', 'integer', notNull)
      .addColumn('reader', 'text', notNull)
      .addColumn('slot', 'integer', notNull)
      .addPrimaryKeyConstraint('partner_example_readers_pk', ['address', 'day', 'reader'])
      .addUniqueConstraint('partner_example_readers_slot', ['address', 'day', 'slot'])
      .execute();
    // Triggers bump the version on any change, also an operator's SQL, so no writer can forget to.
    await db.schema
      .createTable('catalogue_version')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', notNull)
      .execute();
    await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();
    if (dialect === 'postgres')
      await sql`CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`.execute(db);
    await bumpCatalogueVersionOnChange(db, dialect, CATALOGUE_TABLES);
  },
});

/** Triggers that bump catalogue_version on any change to these tables (PostgreSQL's catalogue_changed() must exist). */
export async function bumpCatalogueVersionOnChange(
  db: Kysely<unknown>,
  dialect: DialectName,
  tables: readonly string[],
): Promise<void> {
  if (dialect === 'postgres') {
    for (const table of tables)
      await sql`CREATE TRIGGER ${sql.id(`${table}_catalogue_changed`)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`.execute(db);
  } else {
    for (const table of tables)
      for (const event of ['insert', 'update', 'delete'])
        await sql`CREATE TRIGGER ${sql.id(`${table}_catalogue_${event}`)} AFTER ${sql.raw(event.toUpperCase())}
          ON ${sql.table(table)} BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END`.execute(
          db,
        );
  }
}
