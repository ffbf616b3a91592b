import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

/** Each user's pronunciation dictionary: a word read a set way (for one anchor, or 0 for every voice). */
export default ({ autoId, ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    await autoId(db.schema.createTable('dictionary_entries'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', notNull)
      .addColumn('word', 'text', notNull)
      .addColumn('value', 'text', notNull)
      .addColumn('anchor_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', ms, notNull)
      .addUniqueConstraint('dictionary_entries_word', ['user_id', 'word', 'anchor_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('dictionary_entries').execute();
  },
});
