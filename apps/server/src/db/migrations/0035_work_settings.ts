import type { Migration } from 'kysely';

/**
 * A draft's task settings, JSON `{ fitToTiming?, loudnessTarget? }`: 对齐字幕时间 and the loudness (LUFS) its task is
 * mastered to, restored when the draft is reopened. Drafts saved before keep `{}` (the studio decides).
 */
export default (): Migration => ({
  async up(db) {
    await db.schema
      .alterTable('works')
      .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('works').dropColumn('settings').execute();
  },
});
