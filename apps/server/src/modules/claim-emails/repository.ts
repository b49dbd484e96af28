// What a claim update e-mail needs: the claim, its order and its payout, each read from the module
// that owns it (decision 056) and composed here.
import type { Queryable } from '../../db/client';
import { claimById } from '../claim-state';
import { orderContact } from '../orders';
import { payoutOfClaim } from '../payouts';

export function createClaimEmailsRepository(db: Queryable) {
  return {
    async forEmail(claimId: string) {
      const claim = await claimById(db, claimId);
      if (!claim) return undefined;
      const order = await orderContact(db, claim.orderId);
      if (!order) return undefined;
      const payout = await payoutOfClaim(db, claim.id);
      return {
        claimId: claim.id,
        merchantId: claim.merchantId,
        claimNumber: claim.claimNumber,
        status: claim.status,
        language: claim.language,
        applicantEmail: claim.applicantEmail,
        amountMinor: claim.amountMinor,
        approvedMinor: claim.approvedMinor,
        currency: claim.currency,
        orderName: order.orderName,
        orderEmail: order.email,
        firstName: order.firstName,
        country: order.country,
        payoutAmountMinor: payout?.amountMinor ?? null,
        payoutCurrency: payout?.currency ?? null,
        card: payout?.card ?? null,
      };
    },
  };
}
