import type { Migration } from 'kysely';
import { seedWritingAssistant } from '../../seed/assistant';
import type { MigrationTools } from './tools';

export default ({ autoId, ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    await db.schema
      .createTable('inspiration_templates')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', notNull)
      .addColumn('subtitle', 'text', notNull)
      .addColumn('placeholder', 'text', notNull)
      .addColumn('demos', 'text', notNull)
      .addColumn('label', 'text')
      .addColumn('system_prompt', 'text', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema
      .createTable('assistant_usage')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('month', 'text', notNull)
      .addColumn('tokens', 'integer', notNull)
      .addPrimaryKeyConstraint('assistant_usage_pk', ['user_id', 'month'])
      .execute();
    await autoId(db.schema.createTable('assistant_history'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'integer', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('created_at', ms, notNull)
      .execute();
    await db.schema.createIndex('assistant_history_user').on('assistant_history').columns(['user_id', 'id']).execute();
    await seedWritingAssistant(db);
  },
});
