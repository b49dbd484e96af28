// How an order is named to the shopper: 'Order #1001', or the channel's own order-id label
// (DHgate's 'Worry-Free Purchase ID #1011', spec 1) wherever the sign-in page used that label.
import { ORDER_ID_LABELS } from '@rc/domain/channels';
import type { TFunction } from 'i18next';

/** The order's name with its label; `labelKey` is the channel's order-id label key (orderIdLabelFor). */
export function orderLabel(t: TFunction, orderNumber: string, labelKey: string): string {
  return labelKey === ORDER_ID_LABELS.orderNumber.key
    ? t('home.order', { order: orderNumber })
    : `${t(labelKey)} ${orderNumber}`;
}
