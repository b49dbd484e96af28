// The order a call of a store is about, with its items: found and the store's, or the caller is
// not signed in to it (401). Claims and returns load their order this one way.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { AppError } from '../../lib/app-error';
import type { OrdersRepository, OrderWithItems } from './repository';

export async function merchantOrderWithItems(
  orders: Pick<OrdersRepository, 'findWithItems'>,
  orderId: string,
  merchantId: string,
): Promise<OrderWithItems> {
  const order = await orders.findWithItems(orderId);
  if (!order || order.merchantId !== merchantId)
    throw new AppError(ERROR_CODES.NOT_SIGNED_IN, { httpStatus: 401 });
  return order;
}
