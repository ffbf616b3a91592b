import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

/** Each user's takes of a sentence (by the sentence's key) and the one pinned for tasks and auditions. */
export default ({ ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    await db.schema
      .createTable('sentence_takes')
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sentence_key', 'text', notNull)
      .addColumn('takes', 'integer', notNull)
      .addColumn('pinned', 'integer', notNull)
      .addColumn('updated_at', ms, notNull)
      .addPrimaryKeyConstraint('sentence_takes_pk', ['owner_id', 'sentence_key'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('sentence_takes').execute();
  },
});
