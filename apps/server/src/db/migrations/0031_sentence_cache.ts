import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

/** The sentence cache's index (its audio is in the cache storage area), evicted least recently used first. */
export default ({ ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    await db.schema
      .createTable('sentence_cache')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'integer', notNull)
      .addColumn('bytes', 'integer', notNull)
      .addColumn('sample_rate', 'integer', notNull)
      .addColumn('created_at', ms, notNull)
      .addColumn('used_at', ms, notNull)
      .execute();
    await db.schema.createIndex('sentence_cache_used_at').on('sentence_cache').column('used_at').execute();
  },
  async down(db) {
    await db.schema.dropTable('sentence_cache').execute();
  },
});
