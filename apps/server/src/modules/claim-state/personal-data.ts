// Claims' part of the shopper's data rights (issue 15). The export: each claim with its items and
// timeline. The erasure (this module is the one writer of claims): the applicant's address, the
// shopper's comment, description and police report number, the payout account, and the shopper's
// own words in the timeline go; numbers, statuses, amounts, dates and the merchant's decisions stay.
import { and, eq, inArray } from 'drizzle-orm';
import { exportedTimelineEntry, type PersonalDataSection } from '../data-rights';
import { itemTitlesOf } from '../orders';
import { claimEvents, claimItems, claims } from './tables';

export const claimPersonalData: PersonalDataSection = {
  name: 'claims',
  async export(db, order) {
    const rows = await db.select().from(claims).where(eq(claims.orderId, order.id)).orderBy(claims.createdAt);
    const ids = rows.map((row) => row.id);
    const claimed = ids.length
      ? await db
          .select({
            claimId: claimItems.claimId,
            orderItemId: claimItems.orderItemId,
            quantity: claimItems.quantity,
          })
          .from(claimItems)
          .where(inArray(claimItems.claimId, ids))
      : [];
    // The lines' titles from the orders module (decision 056), all at once.
    const titles = await itemTitlesOf(
      db,
      claimed.map((line) => line.orderItemId),
    );
    const lines = claimed.flatMap((line) => {
      const title = titles.get(line.orderItemId);
      return title === undefined ? [] : [{ claimId: line.claimId, title, quantity: line.quantity }];
    });
    const events = ids.length
      ? await db.select().from(claimEvents).where(inArray(claimEvents.claimId, ids)).orderBy(claimEvents.seq)
      : [];
    return rows.map((row) => ({
      claimNumber: row.claimNumber,
      status: row.status,
      statusReason: row.statusReason,
      issueType: row.issueType,
      applicantEmail: row.applicantEmail,
      amountMinor: row.amountMinor,
      approvedMinor: row.approvedMinor,
      currency: row.currency,
      comment: row.comment,
      details: row.details,
      packInfo: row.packInfo,
      paymentMethod: row.paymentMethod,
      payAccount: row.payAccount,
      createdAt: row.createdAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      items: lines
        .filter((line) => line.claimId === row.id)
        .map(({ title, quantity }) => ({ title, quantity })),
      timeline: events.filter((event) => event.claimId === row.id).map(exportedTimelineEntry),
    }));
  },
  async erase(tx, order) {
    const changed = await tx
      .update(claims)
      .set({ applicantEmail: null, comment: null, details: {}, payAccount: null })
      .where(eq(claims.orderId, order.id))
      .returning({ id: claims.id });
    const ids = changed.map((row) => row.id);
    const words = ids.length
      ? await tx
          .update(claimEvents)
          .set({ reason: null })
          .where(and(inArray(claimEvents.claimId, ids), eq(claimEvents.actor, 'shopper')))
          .returning({ id: claimEvents.id })
      : [];
    return { rows: changed.length + words.length };
  },
};
