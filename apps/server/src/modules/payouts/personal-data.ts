// Payouts' part of the shopper's data rights (issue 15). The export: each payout. The erasure
// keeps the money trail (amount, currency, method, status, provider reference, dates) and drops
// where the money went (the account's address, the card's redemption link) from the payout and
// from the built-in card issuer's ledger.
import { inArray, like, or, sql } from 'drizzle-orm';
import { claimNumbersOfOrder } from '../claim-state';
import type { PersonalDataSection } from '../data-rights';
import { payouts, sandboxCards } from './tables';

const ERASED = 'erased';

export const payoutPersonalData: PersonalDataSection = {
  name: 'payouts',
  async export(db, order) {
    // The order's claims from their owner (decision 056), then their payouts.
    const claimNumbers = new Map(
      (await claimNumbersOfOrder(db, order.id)).map((claim) => [claim.id, claim.claimNumber]),
    );
    const rows = claimNumbers.size
      ? await db
          .select()
          .from(payouts)
          .where(inArray(payouts.claimId, [...claimNumbers.keys()]))
      : [];
    return rows.map((payout) => ({
      claimNumber: claimNumbers.get(payout.claimId) ?? '',
      status: payout.status,
      method: payout.method,
      account: payout.account,
      amountMinor: payout.amountMinor,
      currency: payout.currency,
      providerReference: payout.providerReference,
      card: payout.card,
      sentAt: payout.sentAt?.toISOString() ?? null,
    }));
  },
  async erase(tx, order) {
    const claimIds = (await claimNumbersOfOrder(tx, order.id)).map((claim) => claim.id);
    if (claimIds.length === 0) return { rows: 0 };
    const changed = await tx
      .update(payouts)
      .set({
        account: ERASED,
        card: sql`case when ${payouts.card} is null then null else ${payouts.card} - 'redemptionUrl' end`,
      })
      .where(inArray(payouts.claimId, claimIds))
      .returning({ id: payouts.id });
    const ids = changed.map((row) => row.id);
    // The built-in issuer keys its cards by the payout's id (a retry round adds ':<round>').
    const ledger = ids.length
      ? await tx
          .update(sandboxCards)
          .set({ recipient: ERASED })
          .where(or(...ids.map((id) => like(sandboxCards.idempotencyKey, `${id}%`))))
          .returning({ key: sandboxCards.idempotencyKey })
      : [];
    return { rows: changed.length + ledger.length };
  },
};
