// The return-state module's named reads (decision 056): what other modules read of returns, with
// the SQL here beside the tables this module writes. Each takes the caller's connection or
// transaction (PGlite has one connection: a read inside a transaction must use it).
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { returnItems, returns } from './tables';

/** The ids of the order's returns, as text (how job payloads name them): a subquery to compose. */
export function returnIdsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({ id: sql<string>`${returns.id}::text` })
    .from(returns)
    .where(eq(returns.orderId, orderId));
}

/** One return as it is stored; undefined when there is none. */
export async function returnById(db: Queryable, returnId: string) {
  const [row] = await db.select().from(returns).where(eq(returns.id, returnId)).limit(1);
  return row;
}

/** The return's lines as they are stored. */
export function returnLinesOf(db: Queryable, returnId: string) {
  return db.select().from(returnItems).where(eq(returnItems.returnId, returnId));
}
