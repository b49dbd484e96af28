// user/cancel-order-return: the shopper cancels an open return before it is sent (the domain's
// cancel: requested or to return, nothing back or settled). Its Return Assurance reservation goes
// back to the policy in the same transaction; the e-mail and the webhook event (`return.cancelled`)
// follow from the state owner's listeners. One cancel per return: the command id is fixed, so a
// double click or a retry answers the cancelled return.
import type { ShopperSession } from '../../../gateway/register-call';
import type { ReturnsContext } from '../returns-context';
import { detailOf, notForThisOrder } from '../steps';
import { returnOfSession } from './read-return';

export async function cancelReturn(
  ctx: ReturnsContext,
  session: ShopperSession,
  input: { returnId: string; reason?: string | null | undefined },
) {
  const { order, row: found } = await returnOfSession(ctx, session, input.returnId);
  return ctx.db.transaction(async (tx) => {
    const row = await ctx.state.lockReturn(tx, order.id, found.id);
    if (!row) throw notForThisOrder();
    const applied = await ctx.state.apply(
      tx,
      row,
      { type: 'cancel', commandId: 'shopper:cancel', reason: input.reason?.trim() || null },
      'shopper',
    );
    if (applied.outcome === 'applied' && applied.row.assurancePolicyId) {
      const released = await ctx.state.releaseAssurance(tx, applied.row);
      if (released > 0) await ctx.orders.releaseCoverage(tx, applied.row.assurancePolicyId, released);
    }
    return detailOf(tx, order, applied.row);
  });
}
