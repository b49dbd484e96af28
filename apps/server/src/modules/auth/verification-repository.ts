import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { verificationTokens } from './tables';

export function createVerificationRepository(db: Queryable) {
  return {
    async insert(values: typeof verificationTokens.$inferInsert): Promise<void> {
      await db.insert(verificationTokens).values(values);
    },

    /** A usable challenge (not expired). */
    async findChallenge(tokenHash: string) {
      const [row] = await db
        .select()
        .from(verificationTokens)
        .where(
          and(
            eq(verificationTokens.tokenHash, tokenHash),
            eq(verificationTokens.kind, 'challenge'),
            gt(verificationTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row;
    },

    /** Uses an access token once: the update only succeeds for an unused, unexpired token. */
    async consumeAccessToken(tokenHash: string, merchantId: string) {
      const [row] = await db
        .update(verificationTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(verificationTokens.tokenHash, tokenHash),
            // Another store's page cannot use up a token it could not have signed in with.
            eq(verificationTokens.merchantId, merchantId),
            eq(verificationTokens.kind, 'access'),
            isNull(verificationTokens.usedAt),
            gt(verificationTokens.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    /** True while an access token is unused and unexpired (an e-mail about to go out is still worth sending). */
    async isLive(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ tokenHash: verificationTokens.tokenHash })
        .from(verificationTokens)
        .where(
          and(
            eq(verificationTokens.tokenHash, tokenHash),
            isNull(verificationTokens.usedAt),
            gt(verificationTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** The newest access e-mail for this order and address that is still usable, if any. */
    async latestLiveAccess(orderId: string, email: string) {
      const [row] = await db
        .select({ createdAt: verificationTokens.createdAt })
        .from(verificationTokens)
        .where(
          and(
            eq(verificationTokens.orderId, orderId),
            eq(verificationTokens.email, email),
            eq(verificationTokens.kind, 'access'),
            isNull(verificationTokens.usedAt),
            gt(verificationTokens.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(verificationTokens.createdAt))
        .limit(1);
      return row;
    },

    async prune(): Promise<void> {
      await db
        .delete(verificationTokens)
        .where(sql`${verificationTokens.expiresAt} < now() - interval '1 day'`);
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
