// An order's item as the contract shows it (OrderItem), with the quantity the answer is about.
// One view for every answer that lists items: the item list, a package, a claim.
import type { OrderItem } from '@rc/contract/shared-schemas';
import type { OrderWithItems } from './repository';

export type OrderItemRow = OrderWithItems['items'][number];

export function orderItemView(item: OrderItemRow, quantity: number): OrderItem {
  return {
    itemId: item.id,
    productId: item.productId,
    variantId: item.variantId,
    title: item.title,
    variantTitle: item.variantTitle,
    sku: item.sku,
    imageUrl: item.imageUrl,
    quantity,
    unitPrice: item.unitPriceMinor,
  };
}
