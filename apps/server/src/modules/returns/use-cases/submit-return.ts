// user/submit-order-return and submit-return-process: the request checked again under the
// order's lock, the return opened and, when no line needs the store's review, approved at once by
// the rules; Return Assurance's part reserved on its policy; the label made after the commit.
// Once per requestId: the request id is the submission's command id and the order's unique
// request id, and the idempotency key replays the first answer (a retry, a double click, two tabs
// open one return).
import { randomBytes, randomUUID } from 'node:crypto';
import type { ReturnDetail, ReturnRequestBody } from '@rc/contract/calls/returns';
import { submitReturn } from '@rc/domain/return-submission';
import type { ShopperSession } from '../../../gateway/register-call';
import { once } from '../../../lib/idempotency';
import { itemOf } from '../order-context';
import { createReturnsRepository } from '../repository';
import type { ReturnsContext } from '../returns-context';
import {
  buildRequest,
  detailOf,
  itemsNotReturnable,
  notForThisOrder,
  requestContext,
  shopperScope,
} from '../steps';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A return number a shopper can read out: 'RMA-' and 10 random characters (50 bits). */
export function newReturnNumber(): string {
  let out = '';
  for (const byte of randomBytes(10)) out += ALPHABET[byte % 32];
  return `RMA-${out}`;
}

export async function submitOrderReturn(
  ctx: ReturnsContext,
  session: ShopperSession,
  input: ReturnRequestBody & { requestId: string },
  language = 'en-US',
): Promise<ReturnDetail> {
  const { order, settings } = await shopperScope(ctx, session);
  if (input.items.some((wanted) => !itemOf(order, wanted.itemId))) throw notForThisOrder();
  const { requestId, ...body } = input;
  const { value } = await once(ctx.db, `submit-return:${order.id}:${requestId}`, body, async (tx) => {
    await ctx.state.lockOrder(tx, order.id);
    const earlier = await ctx.state.byRequest(tx, order.id, requestId);
    if (earlier) return earlier.id;
    const built = await buildRequest(ctx, tx, order, settings, body);
    if (built.problems.length > 0) throw itemsNotReturnable(built.problems);
    const context = await requestContext(ctx, tx, order, settings);
    // A balance the shopper owes is paid after the return opens (user/pay-return-balance).
    const result = submitReturn(context, built.request, { returnId: randomUUID(), commandId: requestId });
    if (result.outcome === 'refused') throw itemsNotReturnable(result.problems);
    if (result.outcome === 'duplicate') return result.state.returnId;
    const { quote, state } = result;
    const assurance = context.assurance;
    const reserved =
      assurance &&
      quote.assuranceCoveredMinor > 0 &&
      (await ctx.orders.reserveCoverage(tx, assurance.policyId, quote.assuranceCoveredMinor))
        ? quote.assuranceCoveredMinor
        : 0;
    const byItem = new Map(built.request.items.map((item) => [item.orderItemId, item]));
    const row = await ctx.state.create(tx, {
      values: {
        returnNumber: newReturnNumber(),
        merchantId: order.merchantId,
        orderId: order.id,
        requestId,
        method: state.method,
        policy: settings.policy as unknown as Record<string, unknown>,
        quote: quote as unknown as Record<string, unknown>,
        currency: order.currency,
        balancePaidMinor: state.balancePaidMinor,
        assurancePolicyId: reserved > 0 && assurance ? assurance.policyId : null,
        assuranceReservedMinor: reserved,
        language,
      },
      lines: state.lines.map((line, position) => {
        const titles = built.exchangeTitles.get(line.orderItemId);
        return {
          orderItemId: line.orderItemId,
          position,
          quantity: line.quantity,
          unitPriceMinor: line.unitPriceMinor,
          reason: line.reason,
          subReason: line.subReason,
          note: byItem.get(line.orderItemId)?.note ?? null,
          attachments: built.photos.get(line.orderItemId) ?? [],
          resolution: line.resolution,
          kept: line.kept,
          instantExchange: line.instantExchange,
          exchange: line.exchange
            ? { ...line.exchange, title: titles?.title ?? '', variantTitle: titles?.variantTitle ?? null }
            : null,
          dueRefundMinor: line.due.refundMinor,
          dueCreditMinor: line.due.creditMinor,
          dueBonusMinor: line.due.bonusMinor,
        };
      }),
      state,
      events: result.events,
    });
    await ctx.evidence.linkToReturn(tx, {
      orderId: order.id,
      returnId: row.id,
      attachmentIds: [...built.photos.values()].flat(),
    });
    return row.id;
  });
  // The label and the answer are made after the commit: a retry answers the return as it is now.
  const row = await createReturnsRepository(ctx.db).findInOrder(order.id, value);
  if (!row) throw notForThisOrder();
  await ctx.labels.ensure(row);
  return detailOf(ctx.db, order, row);
}
