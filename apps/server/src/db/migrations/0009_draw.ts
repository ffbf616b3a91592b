import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ autoId, ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    // AI drawing (spec part 2 §3): the styles offered, and each user's drawing tasks as durable jobs.
    await db.schema
      .createTable('draw_styles')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', notNull)
      .addColumn('pic', 'text', notNull)
      .addColumn('prompt_suffix', 'text', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await autoId(db.schema.createTable('draw_tasks'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('draw'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('style_id', 'integer', notNull)
      .addColumn('style_name', 'text', notNull)
      .addColumn('size', 'text', notNull)
      .addColumn('num', 'integer', notNull)
      .addColumn('prompt', 'text', notNull)
      .addColumn('ref_img', 'text')
      .addColumn('ref_mode', 'text', (c) => c.notNull().defaultTo('refonly'))
      .addColumn('ref_strength', 'double precision', (c) => c.notNull().defaultTo(0.5))
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
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
    await db.schema.createIndex('draw_tasks_user').on('draw_tasks').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('draw_tasks_queue').on('draw_tasks').columns(['status', 'available_at']).execute();
  },
});
