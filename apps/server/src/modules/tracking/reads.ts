// The tracking module's named reads (decision 056), with the SQL beside the tables it writes.
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { PackageTrackingRow } from './repository';
import { packageTracking } from './tables';

/** The tracking rows of these orders' packages: one statement for them all. */
export async function packageTrackingOfOrders(
  db: Queryable,
  orderIds: readonly string[],
): Promise<PackageTrackingRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(packageTracking)
    .where(inArray(packageTracking.orderId, [...orderIds]));
}
