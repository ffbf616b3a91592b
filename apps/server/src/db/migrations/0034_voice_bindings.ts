import type { Migration } from 'kysely';
import { bumpCatalogueVersionOnChange } from './0029_shared_state';
import type { MigrationTools } from './tools';

/**
 * The voice catalogue: which provider voice speaks an anchor (for one of its templates or roles, or for all), with the
 * provider's own options as JSON. Part of the anchor catalogue, so every process's snapshot sees a change within a second.
 */
export default ({ autoId, ms, notNull, dialect }: MigrationTools): Migration => ({
  async up(db) {
    await autoId(db.schema.createTable('voice_bindings'))
      .addColumn('provider', 'text', notNull)
      .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id').onDelete('cascade'))
      // 0: every template of the anchor; '': every role.
      .addColumn('template_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('voice', 'text', notNull)
      .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', ms, notNull)
      .addUniqueConstraint('voice_bindings_key', ['provider', 'anchor_id', 'template_id', 'role'])
      .execute();
    await bumpCatalogueVersionOnChange(db, dialect, ['voice_bindings']);
  },
  async down(db) {
    await db.schema.dropTable('voice_bindings').execute();
  },
});
