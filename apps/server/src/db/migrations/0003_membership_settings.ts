import type { Migration } from 'kysely';
import type { MigrationTools } from './tools';

export default ({ autoId, ms, notNull }: MigrationTools): Migration => ({
  async up(db) {
    await db.schema
      .createTable('vip_products')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('product_type', 'integer', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('vip_level', 'integer', notNull)
      .addColumn('days', 'integer', notNull)
      .addColumn('real_price_fen', 'integer', notNull)
      .addColumn('promotion', 'text')
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema
      .createTable('orders')
      .addColumn('order_no', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('vip_products.id'))
      .addColumn('product_type', 'integer', notNull)
      .addColumn('pay_method', 'integer', notNull)
      .addColumn('amount_fen', 'integer', notNull)
      .addColumn('status', 'integer', notNull)
      .addColumn('created_at', ms, notNull)
      .addColumn('expires_at', ms, notNull)
      .addColumn('paid_at', ms)
      .execute();
    await autoId(db.schema.createTable('memberships'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_type', 'integer', notNull)
      .addColumn('vip_level', 'integer', notNull)
      .addColumn('vip_name', 'text', notNull)
      .addColumn('starts_at', ms, notNull)
      .addColumn('ends_at', ms, notNull)
      .addColumn('order_no', 'text', (c) => c.unique())
      .execute();
    await db.schema.createIndex('memberships_user').on('memberships').columns(['user_id', 'product_type']).execute();
    await autoId(db.schema.createTable('trade_flows'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('details', 'text', notNull)
      .addColumn('amount_fen', 'integer', notNull)
      .addColumn('sign', 'integer', notNull)
      .addColumn('trade_time', ms, notNull)
      .execute();
    await db.schema.createIndex('trade_flows_user').on('trade_flows').columns(['user_id', 'trade_time']).execute();
    await db.schema
      .createTable('rewards')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', notNull)
      .addColumn('taken_at', ms, notNull)
      .addPrimaryKeyConstraint('rewards_pk', ['user_id', 'kind'])
      .execute();
    await db.schema
      .createTable('home_comments')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('message', 'text', notNull)
      .addColumn('avatar', 'text', notNull)
      .addColumn('nickname', 'text', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema
      .createTable('banners')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('position', 'integer', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('link', 'text', notNull)
      .addColumn('image_path', 'text', notNull)
      .addColumn('begin_time', ms, notNull)
      .addColumn('end_time', ms, notNull)
      .addColumn('closeable', 'integer', notNull)
      .execute();
  },
});
