import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ notNull }: MigrationTools): Migration => ({
  async up(db) {
    // AI samples (spec part 2 §2, §3): seeded scenes and samples over the seeded anchors and templates.
    await db.schema
      .createTable('sample_scenes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema
      .createTable('samples')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('scene_id', 'integer', (c) => c.notNull().references('sample_scenes.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('comment', 'text', notNull)
      .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id').onDelete('cascade'))
      .addColumn('template_id', 'integer', (c) => c.notNull().references('templates.id').onDelete('cascade'))
      .addColumn('text', 'text', notNull)
      .addColumn('hot', 'integer', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema.createIndex('samples_scene').on('samples').columns(['scene_id', 'position', 'id']).execute();
    // One counted report per visitor, sample, event and day; older days are pruned as reports come in.
    await db.schema
      .createTable('sample_reports')
      .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
      .addColumn('visitor', 'text', notNull)
      .addColumn('event', 'integer', notNull)
      .addColumn('day', 'text', notNull)
      .addPrimaryKeyConstraint('sample_reports_pk', ['sample_id', 'visitor', 'event', 'day'])
      .execute();
    await db.schema.createIndex('sample_reports_day').on('sample_reports').column('day').execute();
  },
});
