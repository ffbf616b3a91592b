import { describe, expect, it } from 'vitest';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { seedWritingAssistant } from './assistant';
import { seedIfEmpty } from './index';

describe('the writing assistant’s seed', () => {
  it('comes with the migration into a new database, and brings the plan into one seeded before it', async () => {
    const { db, dialect, close } = connect({ sqliteFile: ':memory:' });
    try {
      await migrateToLatest(db, dialect);
      expect(await seedIfEmpty(db)).toBe(true);
      const count = async () =>
        Number(
          (
            await db
              .selectFrom('inspiration_templates')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count()).toBeGreaterThanOrEqual(12);
      const plan = () =>
        db
          .selectFrom('vip_products')
          .select(['id', 'title', 'real_price_fen'])
          .where('product_type', '=', 300)
          .orderBy('id')
          .execute();
      const seeded = await plan();
      expect(seeded).toContainEqual({ id: 22, title: '年卡', real_price_fen: 16800 });

      // A database seeded before the assistant: its old products, no templates.
      await db
        .updateTable('vip_products')
        .set({ title: '写作助手年卡', real_price_fen: 29900 })
        .where('id', '=', 22)
        .execute();
      await db.deleteFrom('vip_products').where('id', '=', 23).execute();
      await db.deleteFrom('inspiration_templates').execute();
      await seedWritingAssistant(db);
      expect(await plan()).toEqual(seeded);
      expect(await count()).toBeGreaterThanOrEqual(12);
    } finally {
      await close();
    }
  });
});
