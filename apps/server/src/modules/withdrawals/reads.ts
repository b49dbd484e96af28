// The withdrawals module's named reads (decision 056), with the SQL beside the table it writes.
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { withdrawals } from './tables';

/** The ids of the order's withdrawals, as text (how job payloads name them): a subquery to compose. */
export function withdrawalIdsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({ id: sql<string>`${withdrawals.id}::text` })
    .from(withdrawals)
    .where(eq(withdrawals.orderId, orderId));
}
