// The order's part of the shopper's data rights (issue 15): who bought what, and the erasure of
// the shopper's contact data. The order, its items, amounts and packages stay (the money trail);
// its read model is dropped and rebuilt without them on the next read.
import { eq, like } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/platform-tables';
import type { PersonalDataSection } from '../data-rights';
import { fulfillments, orderItems, orders } from './tables';

/** The address an erased order keeps in its required e-mail column: nobody's, never delivered. */
export function erasedAddress(orderId: string): string {
  return `erased-${orderId.slice(0, 8)}@erased.invalid`;
}

export const orderPersonalData: PersonalDataSection = {
  name: 'order',
  async export(db, order) {
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const packages = await db.select().from(fulfillments).where(eq(fulfillments.orderId, order.id));
    return {
      orderName: row?.orderName,
      email: row?.email,
      firstName: row?.firstName,
      lastName: row?.lastName,
      phone: row?.phone,
      country: row?.country,
      shippingAddress: row?.shippingAddress ?? null,
      currency: row?.currency,
      totalMinor: row?.totalMinor,
      shippingMinor: row?.shippingMinor,
      placedAt: row?.placedAt.toISOString(),
      items: items.map((item) => ({
        title: item.title,
        variantTitle: item.variantTitle,
        sku: item.sku,
        quantity: item.quantity,
        unitPriceMinor: item.unitPriceMinor,
      })),
      packages: packages.map((fulfillment) => ({
        status: fulfillment.status,
        carrier: fulfillment.carrier,
        trackingNumber: fulfillment.trackingNumber,
        shippedAt: fulfillment.shippedAt?.toISOString() ?? null,
        deliveredAt: fulfillment.deliveredAt?.toISOString() ?? null,
      })),
    };
  },
  async erase(tx, order) {
    const changed = await tx
      .update(orders)
      .set({
        email: erasedAddress(order.id),
        phone: null,
        firstName: null,
        lastName: null,
        shippingAddress: null,
        snapshot: null,
        erasedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning({ id: orders.id });
    // Stored answers of idempotent writes hold the claim as it was (addresses, notes): keys name the order.
    const answers = await tx
      .delete(idempotencyKeys)
      .where(like(idempotencyKeys.key, `%:${order.id}:%`))
      .returning({ key: idempotencyKeys.key });
    return { rows: changed.length + answers.length };
  },
};
