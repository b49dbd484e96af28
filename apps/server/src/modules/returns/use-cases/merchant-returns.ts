// The merchant's side (merchant API and command): its returns, one return, and the commands that
// move one (approve, reject, cancel, receive items with their condition, refund, credit, ship the
// exchange, close). A command's id is the request's Idempotency-Key: the same key again changes
// nothing and answers the return as it is. A rejected or cancelled return gives its Return
// Assurance reservation back to the policy in the same transaction.
import type { ReturnDetail } from '@rc/contract/calls/returns';
import type { ReturnCommand, ReturnItemCondition } from '@rc/domain/return-lifecycle';
import type { ReturnRow } from '../../return-state';
import { createReturnsRepository } from '../repository';
import type { ReturnsContext } from '../returns-context';
import { detailOf, loadOrder, notForThisOrder } from '../steps';
import { storeActionsOf } from '../store-actions';
import { returnSummaryView } from '../views';

type Units = { itemId: string; quantity: number }[];

export type MerchantReturnCommand =
  | { type: 'approve' }
  | { type: 'reject' | 'cancel' | 'close'; reason?: string | null | undefined }
  | { type: 'receiveItems'; items: (Units[number] & { condition: ReturnItemCondition })[] }
  | { type: 'refund' | 'issueCredit' | 'shipExchange'; items: Units };

function domainCommand(command: MerchantReturnCommand, commandId: string): ReturnCommand {
  switch (command.type) {
    case 'approve':
      return { type: 'approve', commandId };
    case 'reject':
    case 'cancel':
    case 'close':
      return { type: command.type, commandId, reason: command.reason ?? null };
    case 'receiveItems':
      return {
        type: 'receiveItems',
        commandId,
        items: command.items.map((item) => ({
          orderItemId: item.itemId,
          quantity: item.quantity,
          condition: item.condition,
        })),
      };
    default:
      return {
        type: command.type,
        commandId,
        items: command.items.map((item) => ({ orderItemId: item.itemId, quantity: item.quantity })),
      };
  }
}

export async function merchantReturns(
  ctx: ReturnsContext,
  merchantId: string,
  status: string | undefined,
  limit: number,
) {
  const repository = createReturnsRepository(ctx.db);
  const rows = await repository.listForMerchant(merchantId, status, limit);
  const ids = rows.map((row) => row.id);
  const items = await repository.items(ids);
  const [orderItems, names] = await Promise.all([
    repository.orderItems(items.map((item) => item.orderItemId)),
    repository.orderNames(rows.map((row) => row.orderId)),
  ]);
  const byId = new Map(orderItems.map((item) => [item.id, item]));
  return {
    returns: rows.map((row) =>
      returnSummaryView(row, items, { orderName: names.get(row.orderId) ?? '', items: byId }),
    ),
  };
}

async function found(ctx: ReturnsContext, merchantId: string, reference: string): Promise<ReturnRow> {
  const row = await createReturnsRepository(ctx.db).findForMerchant(merchantId, reference);
  if (!row) throw notForThisOrder();
  return row;
}

/** One return as the merchant sees it: the shopper's view, and what was carried out on the store platform. */
export async function merchantReturn(ctx: ReturnsContext, merchantId: string, reference: string) {
  const row = await found(ctx, merchantId, reference);
  const [detail, storeActions] = await Promise.all([
    detailOf(ctx.db, await loadOrder(ctx, row.orderId, merchantId), row),
    storeActionsOf(ctx.db, row.id),
  ]);
  return { ...detail, storeActions };
}

export async function commandReturn(
  ctx: ReturnsContext,
  merchantId: string,
  reference: string,
  command: MerchantReturnCommand,
  commandId: string,
): Promise<ReturnDetail> {
  const target = await found(ctx, merchantId, reference);
  const order = await loadOrder(ctx, target.orderId, merchantId);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await ctx.state.lockReturn(tx, order.id, target.id);
    if (!locked) throw notForThisOrder();
    const applied = await ctx.state.apply(tx, locked, domainCommand(command, commandId), 'merchant');
    const ended = applied.row.status === 'rejected' || applied.row.status === 'cancelled';
    if (applied.outcome === 'applied' && ended && applied.row.assurancePolicyId) {
      const released = await ctx.state.releaseAssurance(tx, applied.row);
      if (released > 0) await ctx.orders.releaseCoverage(tx, applied.row.assurancePolicyId, released);
    }
    return applied.row;
  });
  await ctx.labels.ensure(row);
  return detailOf(ctx.db, order, row);
}
