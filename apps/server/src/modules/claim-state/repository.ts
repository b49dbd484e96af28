// SQL of the claim's state: the order lock every claim write takes first, and the writes of
// claims, their items and their events. No other module writes these tables.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { lockOrderRow } from '../orders';
import { claimEvents, claimItems, claims } from './tables';

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;
export type NewClaimEvent = typeof claimEvents.$inferInsert;

export function createClaimStateRepository(tx: Tx) {
  return {
    /** Holds the order's row until the transaction ends; false when there is no such order. */
    async lockOrder(orderId: string): Promise<boolean> {
      return lockOrderRow(tx, orderId, 'update');
    },

    /** The claim of this order, locked for the rest of the transaction. */
    async lockClaim(orderId: string, claimId: string): Promise<ClaimRow | undefined> {
      const [row] = await tx
        .select()
        .from(claims)
        .where(and(eq(claims.id, claimId), eq(claims.orderId, orderId)))
        .for('update')
        .limit(1);
      return row;
    },

    async insert(values: NewClaim): Promise<ClaimRow> {
      const [row] = await tx.insert(claims).values(values).returning();
      if (!row) throw new Error('claim insert returned no row');
      return row;
    },

    async update(id: string, values: Partial<NewClaim>): Promise<ClaimRow> {
      const [row] = await tx
        .update(claims)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(claims.id, id))
        .returning();
      if (!row) throw new Error('claim update found no row');
      return row;
    },

    async replaceItems(claimId: string, lines: readonly { orderItemId: string; quantity: number }[]) {
      await tx.delete(claimItems).where(eq(claimItems.claimId, claimId));
      if (lines.length) await tx.insert(claimItems).values(lines.map((line) => ({ claimId, ...line })));
    },

    async addEvent(values: NewClaimEvent): Promise<void> {
      await tx.insert(claimEvents).values(values);
    },
  };
}
