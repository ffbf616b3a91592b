import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ autoId, ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    await db.schema
      .createTable('tags')
      .addColumn('id', 'integer', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('position', 'integer', notNull)
      .addPrimaryKeyConstraint('tags_pk', ['kind', 'id'])
      .execute();
    await db.schema
      .createTable('locales')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('language_id', 'integer', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('code', 'text', notNull)
      .execute();
    await db.schema
      .createTable('anchors')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('avatar', 'text', notNull)
      .addColumn('sex', 'integer', notNull)
      .addColumn('language_id', 'integer', notNull)
      .addColumn('locale_id', 'integer', notNull)
      .addColumn('level', 'integer', notNull)
      .addColumn('recommend', 'integer', notNull)
      .addColumn('badge', 'text')
      .addColumn('members_only', 'integer', notNull)
      .addColumn('engine_voice', 'text', notNull)
      .addColumn('engine_variant', 'text', notNull)
      .addColumn('engine_pitch', 'integer', notNull)
      .addColumn('engine_rate', 'integer', notNull)
      .addColumn('hot_score', 'integer', notNull)
      .addColumn('created_at', ms, notNull)
      .execute();
    await db.schema.createIndex('anchors_filters').on('anchors').columns(['language_id', 'sex', 'level']).execute();
    await db.schema
      .createTable('anchor_scenes')
      .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id').onDelete('cascade'))
      .addColumn('scene_id', 'integer', notNull)
      .addPrimaryKeyConstraint('anchor_scenes_pk', ['anchor_id', 'scene_id'])
      .execute();
    await db.schema.createIndex('anchor_scenes_scene').on('anchor_scenes').column('scene_id').execute();
    await db.schema
      .createTable('templates')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id').onDelete('cascade'))
      .addColumn('title', 'text', notNull)
      .addColumn('subtitle', 'text', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('image_path', 'text', notNull)
      .addColumn('filepath', 'text', notNull)
      .addColumn('style', 'text', notNull)
      .addColumn('pitch_rate', 'integer', notNull)
      .addColumn('speech_rate', 'real', notNull)
      .addColumn('volume', 'integer', notNull)
      .addColumn('engine_variant', 'text')
      .addColumn('engine_pitch', 'integer', notNull)
      .addColumn('engine_rate', 'integer', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema.createIndex('templates_anchor').on('templates').column('anchor_id').execute();
    await db.schema
      .createTable('roles')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('avatar', 'text', notNull)
      .addColumn('value', 'text', notNull)
      .addColumn('engine_variant', 'text', notNull)
      .addColumn('engine_pitch', 'integer', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema.createIndex('roles_anchor').on('roles').column('anchor_id').execute();
    await db.schema
      .createTable('favorites')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id').onDelete('cascade'))
      .addColumn('created_at', ms, notNull)
      .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'anchor_id'])
      .execute();
    await autoId(db.schema.createTable('custom_anchors'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id'))
      .addColumn('template_id', 'integer', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('comment', 'text', notNull)
      .addColumn('intensity', 'real', notNull)
      .addColumn('role', 'text')
      .addColumn('pitch', 'integer', notNull)
      .addColumn('speed', 'real', notNull)
      .addColumn('volume', 'integer', notNull)
      .addColumn('text', 'text', notNull)
      .addColumn('created_at', ms, notNull)
      .addColumn('updated_at', ms, notNull)
      .execute();
    await db.schema.createIndex('custom_anchors_user').on('custom_anchors').column('user_id').execute();
  },
});
