// What a claim update e-mail needs, in one read: the claim, its order, and its payout.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { claims, orders, payouts } from '../../db/schema';

export function createClaimEmailsRepository(db: Queryable) {
  return {
    async forEmail(claimId: string) {
      const [row] = await db
        .select({
          claimId: claims.id,
          merchantId: claims.merchantId,
          claimNumber: claims.claimNumber,
          status: claims.status,
          language: claims.language,
          applicantEmail: claims.applicantEmail,
          amountMinor: claims.amountMinor,
          approvedMinor: claims.approvedMinor,
          currency: claims.currency,
          orderName: orders.orderName,
          orderEmail: orders.email,
          firstName: orders.firstName,
          country: orders.country,
          payoutAmountMinor: payouts.amountMinor,
          payoutCurrency: payouts.currency,
          card: payouts.card,
        })
        .from(claims)
        .innerJoin(orders, eq(orders.id, claims.orderId))
        .leftJoin(payouts, eq(payouts.claimId, claims.id))
        .where(eq(claims.id, claimId))
        .limit(1);
      return row;
    },
  };
}
