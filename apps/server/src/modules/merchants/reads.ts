// The merchants module's named reads (decision 056), with the SQL beside the tables it writes. Each
// takes the caller's connection or transaction (PGlite has one connection: a read inside a
// transaction must use it).
import { DEFAULT_APPEAL_WINDOW_DAYS } from '@rc/domain/claim-lifecycle';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { merchants } from './tables';

/**
 * The store's appeal window in days (settings `appealWindowDays`, else the domain's default). A
 * claim's view is built inside its transaction, so this reads with the caller's connection.
 */
export async function appealWindowDaysOf(db: Queryable, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ days: sql<number | null>`(${merchants.settings} ->> 'appealWindowDays')::int` })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row?.days ?? DEFAULT_APPEAL_WINDOW_DAYS;
}
