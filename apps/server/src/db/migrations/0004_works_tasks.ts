import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ autoId, ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    await autoId(db.schema.createTable('works'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', notNull)
      .addColumn('anchor_type', 'integer', notNull)
      .addColumn('anchor_id', 'integer', notNull)
      .addColumn('template_id', 'integer', notNull)
      .addColumn('role', 'text', notNull)
      .addColumn('intensity', 'real', notNull)
      .addColumn('pitch_rate', 'integer', notNull)
      .addColumn('speech_rate', 'real', notNull)
      .addColumn('volume', 'integer', notNull)
      .addColumn('bgm_id', 'integer', notNull)
      .addColumn('bgm_volume', 'integer', notNull)
      .addColumn('bgm_fadein', 'integer', notNull)
      .addColumn('bgm_fadeout', 'integer', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('content_version', 'integer', notNull)
      .addColumn('length', 'integer', notNull)
      .addColumn('created_at', ms, notNull)
      .addColumn('updated_at', ms, notNull)
      .execute();
    await db.schema.createIndex('works_user').on('works').columns(['user_id', 'updated_at']).execute();
    await autoId(db.schema.createTable('tasks'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', notNull)
      .addColumn('anchor_type', 'integer', notNull)
      .addColumn('anchor_id', 'integer', notNull)
      .addColumn('anchor_name', 'text', notNull)
      .addColumn('template_id', 'integer', notNull)
      .addColumn('style_name', 'text', notNull)
      .addColumn('params', 'text', notNull)
      .addColumn('text', 'text', notNull)
      .addColumn('length', 'integer', notNull)
      .addColumn('sample_rate', 'integer', notNull)
      .addColumn('status', 'integer', notNull)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('available_at', ms, notNull)
      .addColumn('lease_owner', 'text')
      .addColumn('lease_expires_at', ms)
      .addColumn('error', 'text')
      .addColumn('file', 'text')
      .addColumn('duration_ms', 'integer')
      .addColumn('day', 'text', notNull)
      .addColumn('created_at', ms, notNull)
      .addColumn('finished_at', ms)
      .execute();
    await db.schema.createIndex('tasks_user').on('tasks').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('tasks_queue').on('tasks').columns(['status', 'available_at']).execute();
    await db.schema.createIndex('tasks_quota').on('tasks').columns(['user_id', 'day']).execute();
  },
});
