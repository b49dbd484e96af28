// The columns of an order's read model (decision 013): the stored snapshot and the policies' live
// remaining sums. Selected by the orders repository and, beside the session, by the session
// lookup, so an item list costs one round trip (docs/performance.md).
import { sql } from 'drizzle-orm';
import { orders, policies } from './schema';

export interface OrderReadModelRow {
  id: string;
  /**
   * The stored snapshot as the database's text: the orders repository parses it, or reuses what it
   * parsed from the same text before (a session's calls read one order again and again).
   */
  snapshot: string | null;
  remaining: { id: string; remainingMinor: number }[];
}

export const orderReadModelColumns = {
  id: orders.id,
  snapshot: sql<string | null>`${orders.snapshot}::text`,
  remaining: sql<
    OrderReadModelRow['remaining']
    // Qualified by hand: in a one-table select Drizzle writes columns without their table, which
    // made this `order_id = id` inside policies (every policy scanned, nothing ever found).
  >`(select coalesce(json_agg(json_build_object('id', ${sql.raw('"rc_policy"."id"')}, 'remainingMinor', ${sql.raw('"rc_policy"."remaining_minor"')})), '[]'::json) from ${policies} as ${sql.raw('"rc_policy"')} where ${sql.raw('"rc_policy"."order_id"')} = ${sql.raw('"orders"."id"')})`,
};
