import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ autoId, ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    // The prompt library (spec part 2 §2, §3): the same cards for everyone, in two languages.
    await autoId(db.schema.createTable('prompts'))
      .addColumn('title', 'text', notNull)
      .addColumn('subtitle', 'text', notNull)
      .addColumn('prompt_zh', 'text', notNull)
      .addColumn('prompt_en', 'text', notNull)
      .addColumn('position', 'integer', notNull)
      .addColumn('created_at', ms, notNull)
      .execute();
    await db.schema.createIndex('prompts_position').on('prompts').columns(['position', 'id']).execute();
  },
});
