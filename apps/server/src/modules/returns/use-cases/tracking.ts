// add-return-tracking and user/save-return-shipping-tracking-info: the shopper's carrier and
// tracking number (ship it yourself, or a label's parcel handed over). The same number again is
// the same command and changes nothing.
import type { ShopperSession } from '../../../gateway/register-call';
import type { ReturnsContext } from '../returns-context';
import { detailOf, notForThisOrder } from '../steps';
import { returnOfSession } from './read-return';

export async function addReturnTracking(
  ctx: ReturnsContext,
  session: ShopperSession,
  input: { returnId: string; carrier?: string | null | undefined; trackingNumber: string },
) {
  const { order, row: found } = await returnOfSession(ctx, session, input.returnId);
  return ctx.db.transaction(async (tx) => {
    const row = await ctx.state.lockReturn(tx, order.id, found.id);
    if (!row) throw notForThisOrder();
    const applied = await ctx.state.apply(
      tx,
      row,
      {
        type: 'addTracking',
        commandId: `tracking:${input.trackingNumber.trim().toUpperCase()}`,
        carrier: input.carrier ?? null,
        trackingNumber: input.trackingNumber,
      },
      'shopper',
    );
    return detailOf(tx, order, applied.row);
  });
}
