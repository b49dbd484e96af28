// A return of the signed-in order: its page (user/get-order-return-detail, get-return-detail),
// its payments (user/get-transaction-detail) and how its method works with its label
// (user/get-return-method-detail).

import { postalAddressLines } from '@rc/domain/postal-address';
import { returnTotals } from '@rc/domain/return-lifecycle';
import type { ReturnMethodId } from '@rc/domain/return-policy';
import type { ShopperSession } from '../../../gateway/register-call';
import { lineOf, type ReturnRow } from '../../return-state';
import { createReturnsRepository } from '../repository';
import type { ReturnSettings, ReturnsContext } from '../returns-context';
import { detailOf, LABEL_PATH, loadOrder, notForThisOrder, shopperScope } from '../steps';
import { labelView, methodOption } from '../views';

/** The return of the session's order, or 100009. */
export async function returnOfSession(ctx: ReturnsContext, session: ShopperSession, returnId: string) {
  const order = await loadOrder(ctx, session.orderId, session.merchantId);
  const row = await createReturnsRepository(ctx.db).findInOrder(order.id, returnId);
  if (!row) throw notForThisOrder();
  return { order, row };
}

export async function getReturnDetail(ctx: ReturnsContext, session: ShopperSession, returnId: string) {
  const { order, row } = await returnOfSession(ctx, session, returnId);
  await ctx.labels.ensure(row);
  return detailOf(ctx.db, order, row);
}

function amounts(value: { refundMinor: number; creditMinor: number; bonusMinor: number }) {
  return { refund: value.refundMinor, credit: value.creditMinor, bonus: value.bonusMinor };
}

export async function getReturnTransactions(ctx: ReturnsContext, session: ShopperSession, returnId: string) {
  const { row } = await returnOfSession(ctx, session, returnId);
  const repository = createReturnsRepository(ctx.db);
  const [events, items] = await Promise.all([repository.events(row.id), repository.items([row.id])]);
  const transactions = [];
  // The balance paid at a checkout is an event; a return opened before payments were recorded so has none.
  const balanceEvents = events.filter((event) => event.type === 'balance_paid');
  for (const event of balanceEvents) {
    transactions.push({
      at: event.at.toISOString(),
      type: 'balance_paid' as const,
      itemId: null,
      amount: Number((event.data as { amountMinor?: unknown }).amountMinor ?? 0),
      bonus: 0,
      quantity: null,
    });
  }
  if (row.balancePaidMinor > 0 && balanceEvents.length === 0) {
    transactions.push({
      at: row.createdAt.toISOString(),
      type: 'balance_paid' as const,
      itemId: null,
      amount: row.balancePaidMinor,
      bonus: 0,
      quantity: null,
    });
  }
  for (const event of events) {
    const data = event.data as Record<string, unknown>;
    const itemId = typeof data.orderItemId === 'string' ? data.orderItemId : null;
    const at = event.at.toISOString();
    if (event.type === 'refund_issued') {
      transactions.push({
        at,
        type: 'refund' as const,
        itemId,
        amount: Number(data.amountMinor),
        bonus: 0,
        quantity: null,
      });
    } else if (event.type === 'credit_issued') {
      transactions.push({
        at,
        type: 'store_credit' as const,
        itemId,
        amount: Number(data.amountMinor),
        bonus: Number(data.bonusMinor ?? 0),
        quantity: null,
      });
    } else if (event.type === 'exchange_shipped') {
      transactions.push({
        at,
        type: 'exchange_shipped' as const,
        itemId,
        amount: 0,
        bonus: 0,
        quantity: Number(data.quantity),
      });
    }
  }
  const totals = returnTotals({ lines: items.map(lineOf) });
  return {
    returnId: row.id,
    currency: row.currency,
    transactions,
    due: amounts(totals.due),
    paid: amounts(totals.paid),
    balancePaid: row.balancePaidMinor,
  };
}

/** Where the parcel goes: the store's return address (decision 053), else its name and the reference. */
function returnAddressView(settings: ReturnSettings, row: ReturnRow | undefined) {
  const reference = row ? [`Ref. ${row.returnNumber}`] : [];
  if (!settings.returnAddress) return { name: settings.merchant.name, lines: ['Returns', ...reference] };
  const [name, ...lines] = postalAddressLines(settings.returnAddress);
  return { name: name ?? settings.merchant.name, lines: [...lines, ...reference] };
}

export async function getReturnMethodDetail(
  ctx: ReturnsContext,
  session: ShopperSession,
  input: { method?: ReturnMethodId | null | undefined; returnId?: string | null | undefined },
) {
  let row: ReturnRow | undefined;
  if (input.returnId) {
    row = (await returnOfSession(ctx, session, input.returnId)).row;
    await ctx.labels.ensure(row);
  }
  const { settings } = await shopperScope(ctx, session);
  const method = (row?.method as ReturnMethodId | null | undefined) ?? input.method ?? null;
  if (!method) throw notForThisOrder();
  const label = row ? await createReturnsRepository(ctx.db).label(row.id) : undefined;
  return {
    option: methodOption(settings.policy, method),
    instructionsKey: `returnMethod.${method}.instructions`,
    returnAddress: method === 'in_store' ? null : returnAddressView(settings, row),
    label: labelView(label, LABEL_PATH),
  };
}
