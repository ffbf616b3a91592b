import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ ms }: MigrationTools): Migration => ({
  async up(db) {
    // When a session was last used, for the idle timeout of our own site's logins; existing ones count from creation.
    await db.schema
      .alterTable('sessions')
      .addColumn('last_used_at', ms, (c) => c.notNull().defaultTo(0))
      .execute();
    await db
      .updateTable('sessions')
      .set((eb) => ({ last_used_at: eb.ref('created_at') }))
      .execute();
  },
});
