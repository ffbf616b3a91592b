import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ autoId, ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    await autoId(db.schema.createTable('users'))
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('phone', 'text', (c) => c.unique())
      .addColumn('nickname', 'text')
      .addColumn('avatar', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('invite_code', 'text', (c) => c.notNull().unique())
      .addColumn('inviter_code', 'text')
      .addColumn('inviter_bound_at', ms)
      .addColumn('wx_openid', 'text', (c) => c.unique())
      .addColumn('created_at', ms, notNull)
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', ms, notNull)
      .addColumn('created_at', ms, notNull)
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await autoId(db.schema.createTable('sms_codes'))
      .addColumn('phone', 'text', notNull)
      .addColumn('code', 'text', notNull)
      .addColumn('purpose', 'text', notNull)
      .addColumn('sent_at', ms, notNull)
      .addColumn('expires_at', ms, notNull)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'sent_at']).execute();
    await db.schema
      .createTable('captchas')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('text', 'text', notNull)
      .addColumn('expires_at', ms, notNull)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('qr_logins')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('client', 'text', notNull)
      .addColumn('confirmed_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('consumed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', ms, notNull)
      .addColumn('created_at', ms, notNull)
      .execute();
    await autoId(db.schema.createTable('feedback'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('type', 'integer', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('other_contacts', 'text')
      .addColumn('created_at', ms, notNull)
      .execute();
  },
});
