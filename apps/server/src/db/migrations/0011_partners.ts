import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    // Partner sites that embed the widgets: keys, allowed origins, and the DubKit account of each of their users.
    await db.schema
      .createTable('partners')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', notNull)
      .addColumn('publishable_key', 'text', (c) => c.notNull().unique())
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('allowed_origins', 'text', notNull)
      .addColumn('revoked_at', ms)
      .addColumn('created_at', ms, notNull)
      .execute();
    await db.schema
      .createTable('partner_users')
      .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id').onDelete('cascade'))
      .addColumn('external_id', 'text', notNull)
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('created_at', ms, notNull)
      .addPrimaryKeyConstraint('partner_users_pk', ['partner_id', 'external_id'])
      .execute();
    await db.schema
      .alterTable('sessions')
      .addColumn('partner_id', 'text', (c) => c.references('partners.id').onDelete('cascade'))
      .execute();
  },
});
