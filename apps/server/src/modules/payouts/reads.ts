// The payouts module's named reads (decision 056), with the SQL beside the tables it writes. Each
// takes the caller's connection or transaction.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { payouts } from './tables';

/** The claim's payout: what it paid and the card it sent; undefined when there is none. */
export async function payoutOfClaim(db: Queryable, claimId: string) {
  const [row] = await db
    .select({ amountMinor: payouts.amountMinor, currency: payouts.currency, card: payouts.card })
    .from(payouts)
    .where(eq(payouts.claimId, claimId))
    .limit(1);
  return row;
}

export type PayoutRow = typeof payouts.$inferSelect;

/** The claim's payout as it is stored (the claim's page shows its state); undefined when none. */
export async function payoutRowOfClaim(db: Queryable, claimId: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.claimId, claimId)).limit(1);
  return row;
}
