// What a return's carrier says, as the tracking module hands it over (issue 12): the parcel's
// scans move a return waiting for its items to return_shipped (the domain's `markShipped`, actor
// `carrier`, once per return). The tracking module takes the order's and the return's locks first
// through `lock`, in the transaction that stores the scans, so the server's one lock order holds.
import type { Tx } from '../../../db/client';
import { createReturnsRepository } from '../repository';
import type { ReturnsContext } from '../returns-context';

/** The command id of the carrier's move: one per return, so scans after the first change nothing. */
export const CARRIER_SHIPPED_COMMAND = 'carrier:shipped';

/** A return of the store by its number or id (the merchant API names returns either way). */
export async function findReturnForCarrier(ctx: ReturnsContext, merchantId: string, reference: string) {
  const row = await createReturnsRepository(ctx.db).findForMerchant(merchantId, reference);
  return row ? { returnId: row.id, orderId: row.orderId } : undefined;
}

/** Takes the order's lock, then the return's; the return's status, or undefined when it is not the order's. */
export async function lockReturnForCarrier(ctx: ReturnsContext, tx: Tx, orderId: string, returnId: string) {
  return (await ctx.state.lockReturn(tx, orderId, returnId))?.status;
}

/** The carrier has the parcel: to_return becomes return_shipped; any other status stays. */
export async function carrierShipped(ctx: ReturnsContext, tx: Tx, orderId: string, returnId: string) {
  const row = await ctx.state.lockReturn(tx, orderId, returnId);
  if (!row) return undefined;
  if (row.status !== 'to_return') return row.status;
  const applied = await ctx.state.apply(
    tx,
    row,
    { type: 'markShipped', commandId: CARRIER_SHIPPED_COMMAND },
    'carrier',
  );
  return applied.row.status;
}
