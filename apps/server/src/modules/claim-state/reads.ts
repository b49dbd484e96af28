// The claim-state module's named reads (decision 056): what other modules read of claims, with the
// SQL here beside the tables this module writes. Each takes the caller's connection or transaction
// (PGlite has one connection: a read inside a transaction must use it).
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { claims } from './tables';

/** One claim as it is stored; undefined when there is none. */
export async function claimById(db: Queryable, claimId: string) {
  const [row] = await db.select().from(claims).where(eq(claims.id, claimId)).limit(1);
  return row;
}

/** The order's claims: id and number, oldest first. */
export function claimNumbersOfOrder(db: Queryable, orderId: string) {
  return db
    .select({ id: claims.id, claimNumber: claims.claimNumber })
    .from(claims)
    .where(eq(claims.orderId, orderId))
    .orderBy(claims.createdAt);
}

/** The ids of the order's claims, as text (how job payloads name them): a subquery to compose. */
export function claimIdsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({ id: sql<string>`${claims.id}::text` })
    .from(claims)
    .where(eq(claims.orderId, orderId));
}

/** The ids of the order's draft claims: a subquery to compose. */
export function draftClaimIdsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.orderId, orderId), eq(claims.status, 'draft')));
}
