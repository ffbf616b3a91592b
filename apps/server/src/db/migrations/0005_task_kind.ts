import type { Migration } from 'kysely';

export default (): Migration => ({
  async up(db) {
    await db.schema
      .alterTable('tasks')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('synthesis'))
      .execute();
  },
});
