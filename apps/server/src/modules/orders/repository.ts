import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { type OrderReadModelRow, orderReadModelColumns } from '../../db/order-read-model';
import { fulfillments, orders, policies } from './tables';

export type PolicyRow = typeof policies.$inferSelect & { itemIds: string[] };

/** The order with everything about it, built from the tables (what the snapshot stores). */
function orderWithItemsQuery(db: Queryable) {
  return db.query.orders.findFirst({
    where: eq(orders.id, sql.placeholder('orderId')),
    columns: { snapshot: false, contentHash: false },
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
}

export type OrderWithItems = NonNullable<
  Awaited<ReturnType<ReturnType<typeof orderWithItemsQuery>['execute']>>
>;

const DATE_FIELDS = {
  order: ['placedAt', 'createdAt', 'updatedAt'],
  fulfillment: ['shippedAt', 'deliveredAt'],
  policy: ['startsAt', 'endsAt'],
} as const;

function revive(record: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string') record[field] = new Date(value);
  }
}

/** Freezes an order and everything in it: an order kept for later reads must not change under them. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** The stored snapshot as the order again, dates revived; frozen, so it can be read many times. */
function parseSnapshot(text: string): OrderWithItems {
  const order = JSON.parse(text) as Record<string, unknown> & {
    fulfillments: Record<string, unknown>[];
    policies: Record<string, unknown>[];
  };
  revive(order, DATE_FIELDS.order);
  for (const fulfillment of order.fulfillments) revive(fulfillment, DATE_FIELDS.fulfillment);
  for (const policy of order.policies) revive(policy, DATE_FIELDS.policy);
  deepFreeze(order);
  return order as unknown as OrderWithItems;
}

/**
 * Each policy's remaining sum from the policies table (claims change it; the snapshot does not
 * follow), on a copy: the parsed order is shared between reads.
 */
export function withRemaining(
  order: OrderWithItems,
  remaining: readonly { id: string; remainingMinor: number }[],
): OrderWithItems {
  const live = new Map(remaining.map((entry) => [entry.id, entry.remainingMinor]));
  const policies = order.policies.map((policy) => {
    const remainingMinor = live.get(policy.id) ?? policy.remainingMinor;
    return remainingMinor === policy.remainingMinor ? policy : { ...policy, remainingMinor };
  });
  return { ...order, policies };
}

/** How many orders' parsed snapshots a repository keeps (a few KB each), the least recently read dropped first. */
export const PARSED_SNAPSHOTS_KEPT = 1000;

/**
 * Parsed snapshots by order, each with the text it was parsed from. Every read brings the
 * snapshot's current text from the database, and a kept order is used only when that text is the
 * same, so a changed order is parsed again and two server instances never disagree; what is kept
 * is frozen. A session's calls read its order again and again: parsing it once is most of what an
 * item list costs the server beyond its yardstick (docs/performance.md).
 */
export function createParsedSnapshots(kept = PARSED_SNAPSHOTS_KEPT) {
  const byOrder = new Map<string, { text: string; order: OrderWithItems }>();
  return {
    parse(orderId: string, text: string): OrderWithItems {
      const found = byOrder.get(orderId);
      byOrder.delete(orderId);
      const entry = found && found.text === text ? found : { text, order: parseSnapshot(text) };
      byOrder.set(orderId, entry);
      if (byOrder.size > kept) byOrder.delete(byOrder.keys().next().value as string);
      return entry.order;
    },
    get size() {
      return byOrder.size;
    },
  };
}

/**
 * The hot reads (every sign-in, every item list) are one indexed row each: the snapshot and the
 * live remaining sums, prepared once so the database keeps the plan (docs/performance.md).
 */
function preparedReads(db: Queryable) {
  const columns = orderReadModelColumns;
  return {
    byName: db
      .select(columns)
      .from(orders)
      .where(
        and(
          eq(orders.merchantId, sql.placeholder('merchantId')),
          eq(orders.orderName, sql.placeholder('orderName')),
        ),
      )
      .limit(1)
      .prepare('orders_snapshot_by_name'),
    byId: db
      .select(columns)
      .from(orders)
      .where(eq(orders.id, sql.placeholder('orderId')))
      .limit(1)
      .prepare('orders_snapshot_by_id'),
    build: orderWithItemsQuery(db).prepare('orders_with_items'),
  };
}

export function createOrdersRepository(db: Queryable) {
  const reads = preparedReads(db);
  const parsed = createParsedSnapshots();

  /** Builds the snapshot from the tables and stores it (after any change of the order's parts). */
  async function refreshSnapshot(orderId: string): Promise<OrderWithItems | undefined> {
    const order = await reads.build.execute({ orderId });
    if (!order) return undefined;
    await db
      .update(orders)
      .set({ snapshot: JSON.parse(JSON.stringify(order)) as Record<string, unknown> })
      .where(eq(orders.id, orderId));
    return order;
  }

  async function load(row: OrderReadModelRow | undefined) {
    if (!row) return undefined;
    // Orders written before snapshots existed get theirs on first read.
    if (!row.snapshot) return refreshSnapshot(row.id);
    return withRemaining(parsed.parse(row.id, row.snapshot), row.remaining);
  }

  return {
    refreshSnapshot,

    /** The order from a read-model row already in hand (the session lookup brings it along). */
    fromReadModel: load,

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
      if (rows.length > 0) await refreshSnapshot(orderId);
      return rows.length > 0;
    },

    /**
     * Sets a package's status from its tracking (issue 12: the spec's package status), with the
     * delivery time once delivered; the read model follows. False when nothing changed.
     */
    async setPackageStatus(
      orderId: string,
      fulfillmentId: string,
      status: string,
      deliveredAt: Date | null,
    ): Promise<boolean> {
      const rows = await db
        .update(fulfillments)
        .set({
          status,
          ...(deliveredAt
            ? {
                deliveredAt: sql`coalesce(${fulfillments.deliveredAt}, ${deliveredAt.toISOString()}::timestamptz)`,
              }
            : {}),
        })
        .where(
          and(
            eq(fulfillments.id, fulfillmentId),
            eq(fulfillments.orderId, orderId),
            sql`${fulfillments.status} is distinct from ${status}`,
          ),
        )
        .returning({ id: fulfillments.id });
      if (rows.length > 0) await refreshSnapshot(orderId);
      return rows.length > 0;
    },

    /** The order a shopper signs in to, by name or (from a verification link) by id, with everything about it. */
    async findForSignIn(where: { merchantId: string; orderName: string } | { orderId: string }) {
      const [row] = 'orderId' in where ? await reads.byId.execute(where) : await reads.byName.execute(where);
      return load(row);
    },

    /** The whole order: items, fulfillments with their lines, policies with their covered items. */
    async findWithItems(orderId: string) {
      const [row] = await reads.byId.execute({ orderId });
      return load(row);
    },

    /**
     * Takes an approved amount off the policy's remaining sum, in the caller's transaction (which
     * holds the order's lock); false when not enough is left. The read model reads the remaining
     * sums live, so the snapshot needs no refresh.
     */
    async reserveCoverage(tx: Tx, policyId: string, amountMinor: number): Promise<boolean> {
      const [row] = await tx
        .update(policies)
        .set({ remainingMinor: sql`${policies.remainingMinor} - ${amountMinor}` })
        .where(and(eq(policies.id, policyId), gte(policies.remainingMinor, amountMinor)))
        .returning({ id: policies.id });
      return Boolean(row);
    },

    /** Gives a reservation back to the policy (a return rejected or cancelled), in the caller's transaction. */
    async releaseCoverage(tx: Tx, policyId: string, amountMinor: number): Promise<void> {
      await tx
        .update(policies)
        .set({ remainingMinor: sql`${policies.remainingMinor} + ${amountMinor}` })
        .where(eq(policies.id, policyId));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type SignInOrder = OrderWithItems;
