// The columns of an order's read model (decision 013): the stored snapshot and the policies' live
// remaining sums. Selected by the orders repository and, beside the session, by the session
// lookup, so an item list costs one round trip (docs/performance.md).
import { sql } from 'drizzle-orm';
import { orders, policies } from './schema';

export interface OrderReadModelRow {
  id: string;
  snapshot: Record<string, unknown> | null;
  remaining: { id: string; remainingMinor: number }[];
}

export const orderReadModelColumns = {
  id: orders.id,
  snapshot: orders.snapshot,
  remaining: sql<
    OrderReadModelRow['remaining']
  >`(select coalesce(json_agg(json_build_object('id', ${policies.id}, 'remainingMinor', ${policies.remainingMinor})), '[]'::json) from ${policies} where ${policies.orderId} = ${orders.id})`,
};
