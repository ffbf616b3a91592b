import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

/** The server secret in the database every process shares (it was a file in each data folder). */
export default ({ notNull }: MigrationTools): Migration => ({
  async up(db) {
    await db.schema
      .createTable('server_secret')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('secret', 'text', notNull)
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('server_secret').execute();
  },
});
