// Exchanges: the price difference (user/calculate-return-exchange-price, the spec's payload), and
// the store's catalogue of products to exchange for (page list, detail, upsell).
import type { ExchangeCatalog } from '@rc/contract/merchant-return-api';
import { exchangePriceDifference } from '@rc/domain/return-money';
import type { ShopperSession } from '../../../gateway/register-call';
import type { OrderWithItems } from '../../orders';
import { type CatalogProduct, catalogProduct, itemOf, priceExchange } from '../order-context';
import type { ReturnsContext } from '../returns-context';
import { itemsNotReturnable, notForThisOrder, shopperScope } from '../steps';

function productView(product: CatalogProduct, currency: string) {
  const prices = product.variants.map((variant) => variant.priceMinor);
  return {
    productId: product.productId,
    title: product.title,
    imageUrl: product.imageUrl ?? null,
    description: product.description ?? null,
    priceFrom: prices.length ? Math.min(...prices) : 0,
    currency,
    variants: product.variants.map((variant) => ({
      variantId: variant.variantId,
      title: variant.title,
      price: variant.priceMinor,
      available: variant.available,
    })),
  };
}

function catalogCurrency(catalog: ExchangeCatalog | null, order: OrderWithItems): string {
  return catalog?.currency ?? order.currency;
}

export async function calculateExchangePrice(
  ctx: ReturnsContext,
  session: ShopperSession,
  input: {
    merchantId?: string | number | null | undefined;
    orderId?: string | number | null | undefined;
    exchangeOriginalItemList: { outReturnItemId: string; quantity?: number | null | undefined }[];
    exchangeNewItemList: { productId: string; variantId?: string | null | undefined; quantity: number }[];
  },
) {
  // The spec's payload names the store and the order; only the session's may be named.
  if (input.merchantId != null && String(input.merchantId) !== session.merchantId) throw notForThisOrder();
  if (input.orderId != null && String(input.orderId) !== session.orderId) throw notForThisOrder();
  const { order, settings } = await shopperScope(ctx, session);
  const originals = input.exchangeOriginalItemList.map((original) => {
    const item = itemOf(order, original.outReturnItemId);
    if (!item) throw notForThisOrder();
    return { item, quantity: original.quantity ?? 1 };
  });
  const first = originals[0]?.item;
  if (!first) throw notForThisOrder();
  const newItems = input.exchangeNewItemList.map((wanted) => {
    const base = originals.find((original) => original.item.productId === wanted.productId)?.item ?? first;
    const priced = priceExchange(settings.catalog, base, wanted);
    if (!priced.ok)
      throw itemsNotReturnable([{ code: priced.problem, itemId: base.id, ineligibleReason: null }]);
    return {
      productId: priced.target.productId,
      variantId: priced.target.variantId,
      title: priced.title,
      variantTitle: priced.variantTitle,
      unitPrice: priced.target.unitPriceMinor,
      quantity: priced.target.quantity,
    };
  });
  const difference = exchangePriceDifference(
    originals.map((original) => ({
      unitPriceMinor: original.item.unitPriceMinor,
      quantity: original.quantity,
    })),
    newItems.map((item) => ({ unitPriceMinor: item.unitPrice, quantity: item.quantity })),
  );
  return {
    currency: order.currency,
    original: difference.originalMinor,
    new: difference.newMinor,
    refund: difference.refundMinor,
    balanceDue: difference.balanceDueMinor,
    newItems,
  };
}

export async function listExchangeProducts(
  ctx: ReturnsContext,
  session: ShopperSession,
  input: { page: number; pageSize: number; query?: string | null | undefined },
) {
  const { order, settings } = await shopperScope(ctx, session);
  const query = input.query?.toLowerCase() ?? '';
  const matching = (settings.catalog?.products ?? []).filter(
    (product) => query === '' || product.title.toLowerCase().includes(query),
  );
  const start = (input.page - 1) * input.pageSize;
  const currency = catalogCurrency(settings.catalog, order);
  return {
    products: matching.slice(start, start + input.pageSize).map((product) => productView(product, currency)),
    total: matching.length,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function getExchangeProduct(ctx: ReturnsContext, session: ShopperSession, productId: string) {
  const { order, settings } = await shopperScope(ctx, session);
  const product = catalogProduct(settings.catalog, productId);
  if (product) return productView(product, catalogCurrency(settings.catalog, order));
  // Not in the catalogue: the order's own product, with the variants the order has of it.
  const own = order.items.filter((item) => item.productId === productId);
  const first = own[0];
  if (!first) throw notForThisOrder();
  return productView(
    {
      productId,
      title: first.title,
      imageUrl: first.imageUrl,
      description: null,
      tags: [],
      variants: own.map((item) => ({
        variantId: item.variantId ?? item.id,
        title: item.variantTitle ?? item.title,
        priceMinor: item.unitPriceMinor,
        available: true,
      })),
    },
    order.currency,
  );
}

export async function listUpsellProducts(
  ctx: ReturnsContext,
  session: ShopperSession,
  input: { itemId?: string | null | undefined; limit: number },
) {
  const { order, settings } = await shopperScope(ctx, session);
  const item = input.itemId ? itemOf(order, input.itemId) : undefined;
  if (input.itemId && !item) throw notForThisOrder();
  const currency = catalogCurrency(settings.catalog, order);
  return {
    products: (settings.catalog?.products ?? [])
      .filter((product) => product.productId !== item?.productId)
      .filter((product) => product.variants.some((variant) => variant.available))
      .slice(0, input.limit)
      .map((product) => productView(product, currency)),
  };
}
