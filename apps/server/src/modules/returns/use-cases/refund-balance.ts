// Giving a return's paid balance back (pay-balance.ts): a payment that arrived for a return that no
// longer takes it, or the paid balance of a return cancelled or rejected later, is refunded by a
// durable job with the provider's idempotency key fixed per payment, so a retry never pays twice.
import type { Tx } from '../../../db/client';
import type { ReturnEventListener } from '../../return-state';
import { createReturnPaymentsRepository } from '../payments-repository';
import { createReturnsRepository } from '../repository';
import type { ReturnsContext } from '../returns-context';

export const REFUND_RETURN_BALANCE_JOB = 'refund-return-balance';

/** The provider's idempotency key of a payment's refund. */
export const refundKeyOf = (paymentId: string) => `rc-refund-${paymentId}`;

export function queueRefund(ctx: ReturnsContext, tx: Tx, returnId: string) {
  return ctx.jobs.enqueue(tx, REFUND_RETURN_BALANCE_JOB, { returnId });
}

/** The refund job: gives back every paid balance of a return that was cancelled or rejected, once each. */
export async function refundReturnBalance(ctx: ReturnsContext, payload: Record<string, unknown>) {
  const returnId = typeof payload.returnId === 'string' ? payload.returnId : null;
  if (!returnId) return;
  const repository = createReturnPaymentsRepository(ctx.db);
  const row = await createReturnsRepository(ctx.db).byId(returnId);
  if (!row) return;
  const statuses = ['cancelled', 'rejected'].includes(row.status) ? ['paid', 'refund_due'] : ['refund_due'];
  for (const payment of await repository.ofReturn(returnId, statuses)) {
    if (!payment.paymentReference) continue;
    if (payment.provider !== ctx.payments.name) {
      throw new Error(`payment ${payment.id} was made with ${payment.provider}, not ${ctx.payments.name}`);
    }
    const refund = await ctx.payments.refund({
      idempotencyKey: refundKeyOf(payment.id),
      paymentReference: payment.paymentReference,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
    });
    await repository.update(payment.id, { status: 'refunded', refundReference: refund.reference });
  }
}

/** The state owner's listener: a return cancelled or rejected gives its paid balance back (a job). */
export function balanceRefundListener(jobs: Pick<ReturnsContext['jobs'], 'enqueue'>): ReturnEventListener {
  return async (tx, change) => {
    const { event } = change;
    if (event.type !== 'status_changed' || (event.to !== 'cancelled' && event.to !== 'rejected')) return;
    const [paid] = await createReturnPaymentsRepository(tx).ofReturn(change.returnId, ['paid']);
    if (paid) await jobs.enqueue(tx, REFUND_RETURN_BALANCE_JOB, { returnId: change.returnId });
  };
}
