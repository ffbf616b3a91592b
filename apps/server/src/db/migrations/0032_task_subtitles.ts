import type { Migration } from 'kysely';

/** A synthesis task's subtitles (`<code>.srt`, `<code>.vtt`): their cue count; null for tasks finished before them. */
export default (): Migration => ({
  async up(db) {
    await db.schema.alterTable('tasks').addColumn('subtitles', 'integer').execute();
  },
  async down(db) {
    await db.schema.alterTable('tasks').dropColumn('subtitles').execute();
  },
});
