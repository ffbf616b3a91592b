import { type Migration, sql } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    // A user's nth synthesis of a day takes slot n: the key holds the daily quota under parallel submits, and
    // deleting a task does not give its submission back.
    await db.schema
      .createTable('synthesis_submissions')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'text', notNull)
      .addColumn('slot', 'integer', notNull)
      .addColumn('created_at', ms, notNull)
      .addPrimaryKeyConstraint('synthesis_submissions_pk', ['user_id', 'day', 'slot'])
      .execute();
    await sql`INSERT INTO synthesis_submissions (user_id, day, slot, created_at)
      SELECT user_id, day, ROW_NUMBER() OVER (PARTITION BY user_id, day ORDER BY id), created_at FROM tasks`.execute(
      db,
    );
  },
});
