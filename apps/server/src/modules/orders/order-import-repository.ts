// The merchant's orders written in (PUT through the merchant API, modules/integrations): the order,
// its items, fulfillments and policies replaced by what the merchant sends. The orders module owns
// these tables; the integrations module reaches this through its `OrderImport` port.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { channels } from '../../db/platform-tables';
import { createOrdersRepository } from './repository';
import { fulfillmentItems, fulfillments, orderItems, orders, policies, policyItems } from './tables';

/** Removes rows of an order whose external id the merchant no longer sends. */
async function deleteMissing(
  db: Queryable,
  table: typeof orderItems | typeof fulfillments | typeof policies,
  orderId: string,
  keep: string[],
) {
  await db
    .delete(table)
    .where(
      keep.length
        ? and(eq(table.orderId, orderId), notInArray(table.externalId, keep))
        : eq(table.orderId, orderId),
    );
}

export function createOrderImportRepository(db: Queryable) {
  return {
    /** Rebuilds the order's read model after its rows changed (decision 013). */
    refreshSnapshot: (orderId: string) => createOrdersRepository(db).refreshSnapshot(orderId),

    /**
     * Serialises PUTs of one order until the transaction ends, so concurrent identical PUTs give
     * one 'created' and 'unchanged' for the rest instead of each rewriting the order.
     */
    async lockOrderName(merchantId: string, orderName: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${merchantId}:${orderName}`}, 0))`,
      );
    },

    async findOrderHash(merchantId: string, orderName: string) {
      const [row] = await db
        .select({ id: orders.id, contentHash: orders.contentHash, erasedAt: orders.erasedAt })
        .from(orders)
        .where(and(eq(orders.merchantId, merchantId), eq(orders.orderName, orderName)))
        .limit(1);
      return row;
    },

    async knownChannel(alias: string): Promise<boolean> {
      const [row] = await db
        .select({ alias: channels.alias })
        .from(channels)
        .where(eq(channels.alias, alias))
        .limit(1);
      return Boolean(row);
    },

    /** Inserts or updates the order row, locking it for the rest of the transaction. */
    async upsertOrder(values: typeof orders.$inferInsert): Promise<string> {
      const { merchantId: _merchant, orderName: _name, ...changes } = values;
      const [row] = await db
        .insert(orders)
        .values(values)
        .onConflictDoUpdate({
          target: [orders.merchantId, orders.orderName],
          set: { ...changes, updatedAt: sql`now()` },
        })
        .returning({ id: orders.id });
      if (!row) throw new Error('order upsert returned no row');
      return row.id;
    },

    /** Upserts the items by external id, deletes the rest, and returns external id → our id. */
    async replaceItems(
      orderId: string,
      items: (typeof orderItems.$inferInsert)[],
    ): Promise<Map<string, string>> {
      await deleteMissing(
        db,
        orderItems,
        orderId,
        items.map((item) => item.externalId),
      );
      const rows = await db
        .insert(orderItems)
        .values(items)
        .onConflictDoUpdate({
          target: [orderItems.orderId, orderItems.externalId],
          set: {
            productId: sql`excluded.product_id`,
            variantId: sql`excluded.variant_id`,
            title: sql`excluded.title`,
            variantTitle: sql`excluded.variant_title`,
            sku: sql`excluded.sku`,
            imageUrl: sql`excluded.image_url`,
            quantity: sql`excluded.quantity`,
            unitPriceMinor: sql`excluded.unit_price_minor`,
            position: sql`excluded.position`,
          },
        })
        .returning({ id: orderItems.id, externalId: orderItems.externalId });
      return new Map(rows.map((row) => [row.externalId, row.id]));
    },

    async replaceFulfillments(
      orderId: string,
      entries: {
        row: typeof fulfillments.$inferInsert;
        lines: { orderItemId: string; quantity: number }[];
      }[],
    ): Promise<void> {
      await deleteMissing(
        db,
        fulfillments,
        orderId,
        entries.map((entry) => entry.row.externalId),
      );
      if (entries.length === 0) return;
      const rows = await db
        .insert(fulfillments)
        .values(entries.map((entry) => entry.row))
        .onConflictDoUpdate({
          target: [fulfillments.orderId, fulfillments.externalId],
          set: {
            status: sql`excluded.status`,
            carrier: sql`excluded.carrier`,
            trackingNumber: sql`excluded.tracking_number`,
            trackingUrl: sql`excluded.tracking_url`,
            shippedAt: sql`excluded.shipped_at`,
            deliveredAt: sql`excluded.delivered_at`,
            coverageCanceled: sql`excluded.coverage_canceled`,
            position: sql`excluded.position`,
          },
        })
        .returning({ id: fulfillments.id, externalId: fulfillments.externalId });
      const ids = rows.map((row) => row.id);
      await db.delete(fulfillmentItems).where(inArray(fulfillmentItems.fulfillmentId, ids));
      const byExternal = new Map(rows.map((row) => [row.externalId, row.id]));
      const lines = entries.flatMap((entry) =>
        entry.lines.map((line) => ({
          fulfillmentId: byExternal.get(entry.row.externalId) as string,
          ...line,
        })),
      );
      if (lines.length) await db.insert(fulfillmentItems).values(lines);
    },

    async replacePolicies(
      orderId: string,
      entries: { row: typeof policies.$inferInsert; remainingGiven: boolean; itemIds: string[] }[],
    ): Promise<void> {
      await deleteMissing(
        db,
        policies,
        orderId,
        entries.map((entry) => entry.row.externalId),
      );
      for (const entry of entries) {
        const [row] = await db
          .insert(policies)
          .values(entry.row)
          .onConflictDoUpdate({
            target: [policies.orderId, policies.externalId],
            set: {
              productCode: sql`excluded.product_code`,
              status: sql`excluded.status`,
              sumInsuredMinor: sql`excluded.sum_insured_minor`,
              // Claims paid out reduce what remains; a merchant update only resets it when it says so.
              remainingMinor: entry.remainingGiven
                ? sql`excluded.remaining_minor`
                : sql`least(${policies.remainingMinor}, excluded.sum_insured_minor)`,
              currency: sql`excluded.currency`,
              startsAt: sql`excluded.starts_at`,
              endsAt: sql`excluded.ends_at`,
              position: sql`excluded.position`,
            },
          })
          .returning({ id: policies.id });
        if (!row) throw new Error('policy upsert returned no row');
        await db.delete(policyItems).where(eq(policyItems.policyId, row.id));
        if (entry.itemIds.length) {
          await db
            .insert(policyItems)
            .values(entry.itemIds.map((orderItemId) => ({ policyId: row.id, orderItemId })));
        }
      }
    },
  };
}

export type OrderImportRepository = ReturnType<typeof createOrderImportRepository>;
