// Returns' part of the shopper's data rights (issue 15). The export: each return with its lines,
// label and timeline. The erasure (this module is the one writer of returns): the shopper's notes,
// the lines' photo lists and the shopper's words in the timeline go, and the label's files (they
// carry the shopper's address); numbers, statuses, amounts, dates and tracking numbers stay.
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { exportedTimelineEntry, type PersonalDataSection } from '../data-rights';
import { itemTitlesOf } from '../orders';
import { returnEvents, returnItems, returnLabels, returns } from './tables';

export const returnPersonalData: PersonalDataSection = {
  name: 'returns',
  async export(db, order) {
    const rows = await db
      .select()
      .from(returns)
      .where(eq(returns.orderId, order.id))
      .orderBy(returns.createdAt);
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const returned = await db.select().from(returnItems).where(inArray(returnItems.returnId, ids));
    // The lines' titles from the orders module (decision 056), all at once.
    const titles = await itemTitlesOf(
      db,
      returned.map((line) => line.orderItemId),
    );
    const lines = returned.flatMap((line) => {
      const title = titles.get(line.orderItemId);
      return title === undefined ? [] : [{ line, title }];
    });
    const events = await db
      .select()
      .from(returnEvents)
      .where(inArray(returnEvents.returnId, ids))
      .orderBy(returnEvents.seq);
    const labels = await db.select().from(returnLabels).where(inArray(returnLabels.returnId, ids));
    return rows.map((row) => ({
      returnNumber: row.returnNumber,
      status: row.status,
      statusReason: row.statusReason,
      method: row.method,
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      items: lines
        .filter(({ line }) => line.returnId === row.id)
        .map(({ line, title }) => ({
          title,
          quantity: line.quantity,
          reason: line.reason,
          subReason: line.subReason,
          note: line.note,
          resolution: line.resolution,
          refundedMinor: line.paidRefundMinor,
          creditedMinor: line.paidCreditMinor + line.paidBonusMinor,
        })),
      label:
        labels
          .filter((label) => label.returnId === row.id)
          .map((label) => ({ carrier: label.carrier, trackingNumber: label.trackingNumber }))[0] ?? null,
      timeline: events.filter((event) => event.returnId === row.id).map(exportedTimelineEntry),
    }));
  },
  async erase(tx, order) {
    const ids = (await tx.select({ id: returns.id }).from(returns).where(eq(returns.orderId, order.id))).map(
      (row) => row.id,
    );
    if (ids.length === 0) return { rows: 0 };
    const lines = await tx
      .update(returnItems)
      .set({ note: null, attachments: [] })
      .where(inArray(returnItems.returnId, ids))
      .returning({ id: returnItems.returnId });
    const words = await tx
      .update(returnEvents)
      .set({ reason: null })
      .where(and(inArray(returnEvents.returnId, ids), eq(returnEvents.actor, 'shopper')))
      .returning({ id: returnEvents.id });
    const labels = await tx
      .select({ labelKey: returnLabels.labelKey, qrKey: returnLabels.qrKey })
      .from(returnLabels)
      .where(
        and(
          inArray(returnLabels.returnId, ids),
          or(isNotNull(returnLabels.labelKey), isNotNull(returnLabels.qrKey)),
        ),
      );
    await tx
      .update(returnLabels)
      .set({ labelKey: null, qrKey: null })
      .where(inArray(returnLabels.returnId, ids));
    const files = labels
      .flatMap((label) => [label.labelKey, label.qrKey])
      .filter((key): key is string => !!key);
    return { rows: lines.length + words.length + labels.length, files };
  },
};
