import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ autoId, ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    // Tokens set aside for answers under way, counted against their month until settled or, left by a process
    // that died, until they are older than the lease (domain/assistant/quota.ts).
    await autoId(db.schema.createTable('assistant_reservations'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('month', 'text', notNull)
      .addColumn('tokens', 'integer', notNull)
      .addColumn('created_at', ms, notNull)
      .execute();
    await db.schema
      .createIndex('assistant_reservations_user')
      .on('assistant_reservations')
      .columns(['user_id', 'month'])
      .execute();
    await db.schema
      .createIndex('assistant_reservations_created')
      .on('assistant_reservations')
      .column('created_at')
      .execute();
    // The seconds each user's stream signatures were made in: the key refuses a second use (http/signature.ts).
    await db.schema
      .createTable('stream_signatures')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('second', ms, notNull)
      .addPrimaryKeyConstraint('stream_signatures_pk', ['user_id', 'second'])
      .execute();
    await db.schema.createIndex('stream_signatures_second').on('stream_signatures').column('second').execute();
  },
});
