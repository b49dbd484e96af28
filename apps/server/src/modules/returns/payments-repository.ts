// SQL of the balance payments of returns (return_payments): one row per checkout round, the
// payment's lock (taken after the order's and the return's), and the sandbox checkout's ledger
// (sandbox_checkouts, behind the adapter's SandboxCheckoutLedger port).
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { SandboxCheckoutLedger } from '../../adapters/payment/sandbox-checkout';
import type { Db, Queryable, Tx } from '../../db/client';
import { returnPayments, sandboxCheckouts } from './tables';

export type ReturnPaymentRow = typeof returnPayments.$inferSelect;
export type NewReturnPayment = typeof returnPayments.$inferInsert;

export function createReturnPaymentsRepository(db: Queryable) {
  return {
    async insert(values: NewReturnPayment): Promise<ReturnPaymentRow> {
      const [row] = await db.insert(returnPayments).values(values).returning();
      if (!row) throw new Error('return payment insert returned no row');
      return row;
    },

    async byId(id: string): Promise<ReturnPaymentRow | undefined> {
      const [row] = await db.select().from(returnPayments).where(eq(returnPayments.id, id)).limit(1);
      return row;
    },

    /** The payment, locked for the rest of the transaction (after the order and the return). */
    async lock(id: string): Promise<ReturnPaymentRow | undefined> {
      const [row] = await (db as Tx)
        .select()
        .from(returnPayments)
        .where(eq(returnPayments.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    /** The return's latest round, if any. */
    async latest(returnId: string): Promise<ReturnPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(returnPayments)
        .where(eq(returnPayments.returnId, returnId))
        .orderBy(desc(returnPayments.round))
        .limit(1);
      return row;
    },

    /** The round whose checkout is this one of this provider's (a provider's notice names its checkout). */
    async byCheckout(provider: string, reference: string): Promise<ReturnPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(returnPayments)
        .where(and(eq(returnPayments.provider, provider), eq(returnPayments.providerReference, reference)))
        .limit(1);
      return row;
    },

    /** Rounds of this provider still open and older than `before` (the sweep reads them back), oldest first. */
    async openBefore(provider: string, before: Date, limit: number): Promise<ReturnPaymentRow[]> {
      return db
        .select()
        .from(returnPayments)
        .where(
          and(
            eq(returnPayments.status, 'open'),
            eq(returnPayments.provider, provider),
            lt(returnPayments.createdAt, before),
          ),
        )
        .orderBy(asc(returnPayments.createdAt))
        .limit(limit);
    },

    /** Closes a round that is still open (expired, failed); false when it was not open any more. */
    async closeIfOpen(id: string, values: Partial<NewReturnPayment>): Promise<boolean> {
      const rows = await db
        .update(returnPayments)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(returnPayments.id, id), eq(returnPayments.status, 'open')))
        .returning({ id: returnPayments.id });
      return rows.length > 0;
    },

    /** The return's payments in these statuses. */
    async ofReturn(returnId: string, statuses: readonly string[]): Promise<ReturnPaymentRow[]> {
      return db
        .select()
        .from(returnPayments)
        .where(and(eq(returnPayments.returnId, returnId), inArray(returnPayments.status, [...statuses])));
    },

    async update(id: string, values: Partial<NewReturnPayment>): Promise<ReturnPaymentRow> {
      const [row] = await db
        .update(returnPayments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(returnPayments.id, id))
        .returning();
      if (!row) throw new Error('return payment update returned no row');
      return row;
    },
  };
}

export function createSandboxCheckoutLedger(db: Db): SandboxCheckoutLedger {
  const one = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(sandboxCheckouts).where(where).limit(1);
    return row;
  };
  return {
    byKey: (key) => one(eq(sandboxCheckouts.idempotencyKey, key)),
    byReference: (reference) => one(eq(sandboxCheckouts.reference, reference)),
    byPaymentReference: (reference) => one(eq(sandboxCheckouts.paymentReference, reference)),
    byToken: (token) => one(eq(sandboxCheckouts.token, token)),
    async addUnlessKeyExists(entry) {
      await db.insert(sandboxCheckouts).values(entry).onConflictDoNothing({
        target: sandboxCheckouts.idempotencyKey,
      });
    },
    async markPaid(token, paid) {
      const rows = await db
        .update(sandboxCheckouts)
        .set({
          status: 'paid',
          paymentReference: paid.paymentReference,
          cardLast4: paid.cardLast4,
          paidAt: paid.at,
        })
        .where(and(eq(sandboxCheckouts.token, token), eq(sandboxCheckouts.status, 'open')))
        .returning({ token: sandboxCheckouts.token });
      return rows.length > 0;
    },
    async addRefund(reference, key, amountMinor) {
      await db
        .update(sandboxCheckouts)
        .set({
          refunds: sql`${sandboxCheckouts.refunds} || ${JSON.stringify({ [key]: amountMinor })}::jsonb`,
        })
        .where(
          and(
            eq(sandboxCheckouts.reference, reference),
            sql`(${sandboxCheckouts.refunds} -> ${key}::text) is null`,
          ),
        );
    },
  };
}
