import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { fulfillments, orders, policies } from '../../db/schema';

export type PolicyRow = typeof policies.$inferSelect & { itemIds: string[] };

export function createOrdersRepository(db: Queryable) {
  return {
    /** An order's id and e-mail by its name in a store (the demo seed). */
    async findByName(merchantId: string, orderName: string) {
      const [row] = await db
        .select({ id: orders.id, email: orders.email })
        .from(orders)
        .where(and(eq(orders.merchantId, merchantId), eq(orders.orderName, orderName)))
        .limit(1);
      return row;
    },

    /** Fills in a package's carrier and tracking number where the store gave none; false otherwise. */
    async fillTracking(
      orderId: string,
      fulfillmentId: string,
      carrier: string,
      trackingNumber: string,
    ): Promise<boolean> {
      const rows = await db
        .update(fulfillments)
        .set({ carrier, trackingNumber })
        .where(
          and(
            eq(fulfillments.id, fulfillmentId),
            eq(fulfillments.orderId, orderId),
            sql`${fulfillments.trackingNumber} is null`,
          ),
        )
        .returning({ id: fulfillments.id });
      return rows.length > 0;
    },

    /** The order a shopper signs in to (by name or, from a verification link, by id) with what sign-in checks. */
    async findForSignIn(where: { merchantId: string; orderName: string } | { orderId: string }) {
      return db.query.orders.findFirst({
        where:
          'orderId' in where
            ? eq(orders.id, where.orderId)
            : and(eq(orders.merchantId, where.merchantId), eq(orders.orderName, where.orderName)),
        columns: {
          id: true,
          merchantId: true,
          orderName: true,
          email: true,
          firstName: true,
          lastName: true,
          channel: true,
          platform: true,
          totalMinor: true,
        },
        with: {
          items: { columns: { id: true, quantity: true } },
          fulfillments: {
            columns: { coverageCanceled: true },
            with: { items: { columns: { orderItemId: true, quantity: true } } },
          },
          policies: {
            orderBy: [asc(policies.position)],
            with: { items: { columns: { orderItemId: true } } },
          },
        },
      });
    },

    /** The whole order: items, fulfillments with their lines, policies with their covered items. */
    async findWithItems(orderId: string) {
      return db.query.orders.findFirst({
        where: eq(orders.id, orderId),
        with: {
          items: { orderBy: (item, { asc }) => [asc(item.position)] },
          fulfillments: {
            orderBy: (fulfillment, { asc }) => [asc(fulfillment.position)],
            with: { items: true },
          },
          policies: {
            orderBy: [asc(policies.position)],
            with: { items: { columns: { orderItemId: true } } },
          },
          merchant: { columns: { id: true, name: true } },
        },
      });
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type SignInOrder = NonNullable<Awaited<ReturnType<OrdersRepository['findForSignIn']>>>;
export type OrderWithItems = NonNullable<Awaited<ReturnType<OrdersRepository['findWithItems']>>>;
