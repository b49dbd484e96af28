// The return-state module's named reads (decision 056): what other modules read of returns, with
// the SQL here beside the tables this module writes. Each takes the caller's connection or
// transaction (PGlite has one connection: a read inside a transaction must use it).
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { returns } from './tables';

/** The ids of the order's returns, as text (how job payloads name them): a subquery to compose. */
export function returnIdsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({ id: sql<string>`${returns.id}::text` })
    .from(returns)
    .where(eq(returns.orderId, orderId));
}
