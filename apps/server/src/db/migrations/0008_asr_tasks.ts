import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ autoId, ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    // Speech-to-text tasks: jobs of their own, run by a TaskRunner on this table (spec part 2 §3, §4).
    await autoId(db.schema.createTable('asr_tasks'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', notNull)
      .addColumn('source', 'text', notNull)
      .addColumn('media_key', 'text')
      .addColumn('media_url', 'text')
      .addColumn('audio_duration_ms', 'integer', notNull)
      .addColumn('month', 'text', notNull)
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('kind', 'text', notNull)
      .addColumn('status', 'integer', notNull)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('available_at', ms, notNull)
      .addColumn('lease_owner', 'text')
      .addColumn('lease_expires_at', ms)
      .addColumn('error', 'text')
      .addColumn('file', 'text')
      .addColumn('duration_ms', 'integer')
      .addColumn('created_at', ms, notNull)
      .addColumn('finished_at', ms)
      .execute();
    await db.schema.createIndex('asr_tasks_user').on('asr_tasks').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('asr_tasks_queue').on('asr_tasks').columns(['status', 'available_at']).execute();
    await db.schema.createIndex('asr_tasks_minutes').on('asr_tasks').columns(['user_id', 'month']).execute();
  },
});
