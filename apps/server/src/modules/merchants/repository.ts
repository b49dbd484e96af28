import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { merchantApiKeys, merchants } from './tables';

export type MerchantRow = typeof merchants.$inferSelect;

export function createMerchantsRepository(db: Queryable) {
  return {
    async findByShop(shop: string): Promise<MerchantRow | undefined> {
      const [row] = await db.select().from(merchants).where(eq(merchants.shop, shop)).limit(1);
      return row;
    },
    async findById(id: string): Promise<MerchantRow | undefined> {
      const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
      return row;
    },
    async insert(values: typeof merchants.$inferInsert): Promise<MerchantRow> {
      const [row] = await db.insert(merchants).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Inserts a merchant unless its shop is taken (also by a request a moment earlier): then undefined. */
    async insertIfShopFree(values: typeof merchants.$inferInsert): Promise<MerchantRow | undefined> {
      const [row] = await db
        .insert(merchants)
        .values(values)
        .onConflictDoNothing({ target: merchants.shop })
        .returning();
      return row;
    },
    /**
     * Reads the merchant locked, computes the change from what is stored now (never a cached copy)
     * and writes it, so two updates at once on any instances both land.
     */
    async change(
      id: string,
      compute: (current: MerchantRow) => Partial<typeof merchants.$inferInsert>,
    ): Promise<MerchantRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update');
        if (!current) return undefined;
        const [updated] = await tx
          .update(merchants)
          .set({ ...compute(current), updatedAt: new Date() })
          .where(eq(merchants.id, id))
          .returning();
        return updated;
      });
    },
    async update(id: string, values: Partial<typeof merchants.$inferInsert>): Promise<void> {
      await db
        .update(merchants)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(merchants.id, id));
    },
    async insertApiKey(merchantId: string, keyHash: string, keyPrefix: string): Promise<void> {
      await db.insert(merchantApiKeys).values({ merchantId, keyHash, keyPrefix });
    },
    async findMerchantIdByKeyHash(keyHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ merchantId: merchantApiKeys.merchantId })
        .from(merchantApiKeys)
        .where(and(eq(merchantApiKeys.keyHash, keyHash), isNull(merchantApiKeys.revokedAt)))
        .limit(1);
      return row?.merchantId;
    },
  };
}

export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;
