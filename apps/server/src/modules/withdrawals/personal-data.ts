// Withdrawals' part of the shopper's data rights (issue 15). The export: each statement as
// received. The erasure keeps the legal record of the withdrawal (when it was received, for which
// goods, the order's country and language) and drops who made it (the name and the e-mail for the
// confirmation).
import { eq, sql } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights';
import { withdrawals } from './tables';

export const withdrawalPersonalData: PersonalDataSection = {
  name: 'withdrawals',
  async export(db, order) {
    const rows = await db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.orderId, order.id))
      .orderBy(withdrawals.receivedAt);
    return rows.map((row) => ({
      withdrawalId: row.id,
      name: row.name,
      email: row.email,
      partial: row.partial,
      items: row.items,
      country: row.country,
      language: row.language,
      receivedAt: row.receivedAt.toISOString(),
    }));
  },
  async erase(tx, order) {
    const changed = await tx
      .update(withdrawals)
      // The same nobody's address the order keeps (`erased-<first 8 of the order id>@erased.invalid`).
      .set({
        name: 'erased',
        email: sql`'erased-' || left(${withdrawals.orderId}::text, 8) || '@erased.invalid'`,
      })
      .where(eq(withdrawals.orderId, order.id))
      .returning({ id: withdrawals.id });
    return { rows: changed.length };
  },
};
