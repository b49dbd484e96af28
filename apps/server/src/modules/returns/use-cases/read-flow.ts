// The flow's reads: the store's policy (user/get-return-merchant-config), what can be returned
// (list-items-coverage), the start of a flow (user/create-order-return-for-order), the chosen
// items checked (start-return-items) and the order's returns (list-return-items).
import { randomUUID } from 'node:crypto';
import { orderEligibility } from '@rc/domain/return-eligibility';
import type { ShopperSession } from '../../../gateway/register-call';
import type { OrderWithItems } from '../../orders';
import { catalogProduct, itemOf } from '../order-context';
import { createReturnsRepository } from '../repository';
import type { ReturnSettings, ReturnsContext } from '../returns-context';
import { itemsById, itemsNotReturnable, notForThisOrder, requestContext, shopperScope } from '../steps';
import { configView, returnableItemView, returnSummaryView } from '../views';

export async function getReturnPolicyView(ctx: ReturnsContext, session: ShopperSession) {
  const { order, settings } = await shopperScope(ctx, session);
  const context = await requestContext(ctx, ctx.db, order, settings);
  return configView(settings.policy, order.currency, context.assurance);
}

async function returnableView(ctx: ReturnsContext, order: OrderWithItems, settings: ReturnSettings) {
  const context = await requestContext(ctx, ctx.db, order, settings);
  const eligibility = orderEligibility(context);
  const assured = new Set(context.assurance?.itemIds ?? []);
  return {
    assurance: context.assurance,
    items: order.items.map((item, index) =>
      returnableItemView(item, eligibility[index] as (typeof eligibility)[number], assured.has(item.id)),
    ),
  };
}

export async function listItemsCoverage(ctx: ReturnsContext, session: ShopperSession) {
  const { order, settings } = await shopperScope(ctx, session);
  const view = await returnableView(ctx, order, settings);
  return { currency: order.currency, hasReturnAssurance: view.assurance !== null, items: view.items };
}

/** The order's returns as summary rows, newest first. */
export async function returnSummaries(ctx: ReturnsContext, order: OrderWithItems) {
  const repository = createReturnsRepository(ctx.db);
  const rows = await repository.ofOrder(order.id);
  const items = await repository.items(rows.map((row) => row.id));
  const context = { orderName: order.orderName, items: itemsById(order) };
  return rows.map((row) => returnSummaryView(row, items, context));
}

export async function openReturnFlow(ctx: ReturnsContext, session: ShopperSession) {
  const { order, settings } = await shopperScope(ctx, session);
  const [view, returns] = await Promise.all([
    returnableView(ctx, order, settings),
    returnSummaries(ctx, order),
  ]);
  return {
    returnFlowRequestId: randomUUID(),
    orderName: order.orderName,
    config: configView(settings.policy, order.currency, view.assurance),
    items: view.items,
    returns,
  };
}

export async function startReturnItems(
  ctx: ReturnsContext,
  session: ShopperSession,
  input: { items: { itemId: string; quantity: number }[] },
) {
  const { order, settings } = await shopperScope(ctx, session);
  if (input.items.some((wanted) => !itemOf(order, wanted.itemId))) throw notForThisOrder();
  const view = await returnableView(ctx, order, settings);
  const problems = input.items.flatMap((wanted) => {
    const item = view.items.find((candidate) => candidate.itemId === wanted.itemId);
    if (!item || item.ineligibleReason !== null) {
      return [
        { code: 'not_returnable', itemId: wanted.itemId, ineligibleReason: item?.ineligibleReason ?? null },
      ];
    }
    if (wanted.quantity > item.returnableQuantity) {
      return [{ code: 'quantity_exceeds_returnable', itemId: wanted.itemId, ineligibleReason: null }];
    }
    return [];
  });
  if (problems.length > 0) throw itemsNotReturnable(problems);
  const reasons = settings.policy.reasons.map((reason) => ({
    ...reason,
    subReasons: reason.subReasons.map((sub) => ({ ...sub })),
  }));
  return {
    items: input.items.map((wanted) => {
      const item = view.items.find(
        (candidate) => candidate.itemId === wanted.itemId,
      ) as (typeof view.items)[number];
      const product = catalogProduct(settings.catalog, item.productId);
      return {
        ...item,
        chosenQuantity: wanted.quantity,
        reasons,
        exchangeVariants: (product?.variants ?? [])
          .filter((variant) => variant.variantId !== item.variantId)
          .map((variant) => ({
            variantId: variant.variantId,
            title: variant.title,
            price: variant.priceMinor,
            available: variant.available,
          })),
      };
    }),
  };
}

export async function listReturnItems(ctx: ReturnsContext, session: ShopperSession) {
  const { order } = await shopperScope(ctx, session);
  return { returns: await returnSummaries(ctx, order) };
}
