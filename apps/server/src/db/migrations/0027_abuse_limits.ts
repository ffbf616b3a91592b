import { type Migration, sql } from 'kysely';
import { TASK_STATUS } from '../schema';
import type { MigrationTools } from './tools';

export default ({ ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    // Failed password tries per account (or per submitted name when there is none), in a window, and a lock.
    await db.schema
      .createTable('password_failures')
      .addColumn('login', 'text', (c) => c.primaryKey())
      .addColumn('window_start', ms, notNull)
      .addColumn('attempts', 'integer', notNull)
      .addColumn('locked_until', ms, (c) => c.notNull().defaultTo(0))
      .execute();
    // A sender's nth feedback of a day takes slot n: the unique key holds the daily limit under parallel sends.
    await db.schema.alterTable('feedback').addColumn('sender', 'text').execute();
    await db.schema.alterTable('feedback').addColumn('day', 'text').execute();
    await db.schema.alterTable('feedback').addColumn('slot', 'integer').execute();
    await db.schema
      .createIndex('feedback_daily_slot')
      .on('feedback')
      .columns(['sender', 'day', 'slot'])
      .unique()
      .execute();
    // An unfinished drawing holds one of its user's queue slots; finishing (or failing) frees it by its status.
    await db.schema.alterTable('draw_tasks').addColumn('queue_slot', 'integer').execute();
    await db.schema
      .createIndex('draw_tasks_queue_slot')
      .on('draw_tasks')
      .columns(['user_id', 'queue_slot'])
      .unique()
      .where(sql.ref('status'), 'in', [sql.lit(TASK_STATUS.queued), sql.lit(TASK_STATUS.running)])
      .execute();
  },
});
