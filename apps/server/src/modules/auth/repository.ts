import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderReadModelFragment } from '../orders';
import { sessions } from './tables';

/** A new session's row, as sign-in writes it. */
export type SessionValues = {
  tokenHash: string;
  sessionId: string;
  merchantId: string;
  orderId: string;
  email: string;
  method: string;
  /** The shopper's language at sign-in (their Accept-Language), null when the request named none. */
  language: string | null;
  expiresAt: Date;
};

export function createSessionsRepository(db: Queryable) {
  // Every session call looks its session up: prepared once, planned once, and with its order's
  // read model in the same statement, so reading the order costs no second round trip
  // (docs/performance.md). The join is the orders module's fragment (decision 056).
  const live = orderReadModelFragment
    .joinById(
      db
        .select({
          tokenHash: sessions.tokenHash,
          sessionId: sessions.sessionId,
          merchantId: sessions.merchantId,
          orderId: sessions.orderId,
          email: sessions.email,
          method: sessions.method,
          lastSeenAt: sessions.lastSeenAt,
          order: orderReadModelFragment.columns,
        })
        .from(sessions)
        .$dynamic(),
      sessions.orderId,
    )
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`),
      ),
    )
    .limit(1)
    .prepare('sessions_live');
  const insertSession = db
    .insert(sessions)
    .values({
      tokenHash: sql.placeholder('tokenHash'),
      sessionId: sql.placeholder('sessionId'),
      merchantId: sql.placeholder('merchantId'),
      orderId: sql.placeholder('orderId'),
      email: sql.placeholder('email'),
      method: sql.placeholder('method'),
      language: sql.placeholder('language'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .prepare('sessions_insert');

  return {
    async insert(values: SessionValues): Promise<void> {
      await insertSession.execute(values);
    },

    /** A live session: not revoked, within its absolute expiry and its idle window. */
    async findLive(tokenHash: string, idleMinutes: number) {
      const [row] = await live.execute({ tokenHash, idleMinutes });
      return row;
    },

    /** Points the session at another order of the same shopper (the orders hub's switch). */
    async switchOrder(tokenHash: string, orderId: string): Promise<void> {
      await db.update(sessions).set({ orderId }).where(eq(sessions.tokenHash, tokenHash));
    },

    async touch(tokenHash: string): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
    },

    async revoke(tokenHash: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    /** Deletes sessions that can no longer be used, keeping revoked ones a day for audit. */
    async prune(idleMinutes: number): Promise<void> {
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, sql`now() - interval '1 day'`),
            lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes}) - interval '1 day'`),
          ),
        );
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
