// What a return is checked against, from the signed-in order: its items as the domain's
// ReturnableItem (dates from their packages, tags from the store's catalogue), its Return
// Assurance, and the exchange targets priced from the catalogue. Pure functions over rows read
// beforehand.
import type { ExchangeCatalog } from '@rc/contract/merchant-return-api';
import type { ReturnableItem } from '@rc/domain/return-eligibility';
import type { ReturnExchangeTarget } from '@rc/domain/return-lifecycle';
import type { OrderWithItems } from '../orders';

export type OrderItemRow = OrderWithItems['items'][number];
export type CatalogProduct = ExchangeCatalog['products'][number];

/** The product code of the protection for returns (spec 1). */
export const RETURN_ASSURANCE_CODE = 'return_assurance';

function latest(dates: readonly (Date | null)[]): Date | null {
  const known = dates.filter((date): date is Date => date !== null);
  if (known.length === 0) return null;
  return new Date(Math.max(...known.map((date) => new Date(date).getTime())));
}

export function catalogProduct(catalog: ExchangeCatalog | null, productId: string | null) {
  if (!catalog || productId === null) return undefined;
  return catalog.products.find((product) => product.productId === productId);
}

/** The order's items as eligibility sees them: delivered or fulfilled when their last package was. */
export function returnableItems(order: OrderWithItems, catalog: ExchangeCatalog | null): ReturnableItem[] {
  return order.items.map((item) => {
    const packages = order.fulfillments.filter((fulfillment) =>
      fulfillment.items.some((line) => line.orderItemId === item.id),
    );
    return {
      orderItemId: item.id,
      productId: item.productId,
      variantId: item.variantId,
      tags: catalogProduct(catalog, item.productId)?.tags ?? [],
      unitPriceMinor: item.unitPriceMinor,
      quantity: item.quantity,
      deliveredAt: latest(packages.map((fulfillment) => fulfillment.deliveredAt)),
      fulfilledAt: latest(packages.map((fulfillment) => fulfillment.shippedAt)),
    };
  });
}

export interface Assurance {
  policyId: string;
  itemIds: string[];
  remainingMinor: number;
}

/** The order's active Return Assurance policy, if it has one that covers items. */
export function returnAssurance(order: OrderWithItems, now: Date): Assurance | null {
  const policy = order.policies.find(
    (candidate) =>
      candidate.productCode === RETURN_ASSURANCE_CODE &&
      candidate.status === 'active' &&
      new Date(candidate.endsAt).getTime() > now.getTime() &&
      candidate.items.length > 0,
  );
  if (!policy) return null;
  return {
    policyId: policy.id,
    itemIds: policy.items.map((item) => item.orderItemId),
    remainingMinor: policy.remainingMinor,
  };
}

export function itemOf(order: OrderWithItems, itemId: string): OrderItemRow | undefined {
  return order.items.find((item) => item.id === itemId);
}

/** A priced exchange target and its titles, or the reason it cannot be had. */
export type PricedExchange =
  | { ok: true; target: ReturnExchangeTarget; title: string; variantTitle: string | null }
  | { ok: false; problem: 'exchange_not_available' };

/**
 * Prices the new item of an exchange from the catalogue (never from the shopper). Another variant
 * of the item's own product not in the catalogue is the same price as the item: the store sells
 * its variants at one price unless its catalogue says otherwise.
 */
export function priceExchange(
  catalog: ExchangeCatalog | null,
  item: OrderItemRow,
  wanted: { productId: string; variantId?: string | null | undefined; quantity: number },
): PricedExchange {
  const product = catalogProduct(catalog, wanted.productId);
  const variantId = wanted.variantId ?? null;
  if (product) {
    const variant =
      variantId === null && product.variants.length === 1
        ? product.variants[0]
        : product.variants.find((candidate) => candidate.variantId === variantId);
    if (!variant?.available) return { ok: false, problem: 'exchange_not_available' };
    return {
      ok: true,
      target: {
        productId: product.productId,
        variantId: variant.variantId,
        unitPriceMinor: variant.priceMinor,
        quantity: wanted.quantity,
      },
      title: product.title,
      variantTitle: variant.title,
    };
  }
  if (wanted.productId !== item.productId) return { ok: false, problem: 'exchange_not_available' };
  return {
    ok: true,
    target: {
      productId: wanted.productId,
      variantId,
      unitPriceMinor: item.unitPriceMinor,
      quantity: wanted.quantity,
    },
    title: item.title,
    variantTitle: variantId,
  };
}
