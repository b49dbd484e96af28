// Orders in from a merchant: PUT replaces an order with its items, fulfillments and policies.
// Idempotent: the same body again finds the same content hash and writes nothing.
import type { MerchantOrder } from '@rc/contract/merchant/api';
import { ERROR_CODES } from '@rc/domain/error-codes';
import stringify from 'safe-stable-stringify';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/tokens';
import type { OrderImportRepository } from '../orders';

export type PutOrderResult = {
  orderId: string;
  orderName: string;
  result: 'created' | 'updated' | 'unchanged';
};

/** One line per item: a fulfillment that lists an item twice ships the sum of both lines. */
function linesByItem(lines: readonly { itemId: string; quantity: number }[]) {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.quantity);
  return [...quantities].map(([itemId, quantity]) => ({ itemId, quantity }));
}

export function createIntegrationsService(deps: {
  db: Db;
  /** The orders module's writes of an order, inside the transaction of the PUT. */
  orderImport(tx: Tx): OrderImportRepository;
}) {
  const { db } = deps;
  return {
    async putOrder(merchantId: string, orderName: string, order: MerchantOrder): Promise<PutOrderResult> {
      const contentHash = sha256Hex(stringify(order) ?? '');
      return db.transaction(async (tx) => {
        const repository = deps.orderImport(tx);
        await repository.lockOrderName(merchantId, orderName);
        const existing = await repository.findOrderHash(merchantId, orderName);
        // An order whose shopper's data was erased on request takes none back (issue 15).
        if (existing?.erasedAt) throw new AppError(ERROR_CODES.ORDER_DATA_ERASED, { httpStatus: 409 });
        if (existing?.contentHash === contentHash)
          return { orderId: existing.id, orderName, result: 'unchanged' };
        if (order.channel && !(await repository.knownChannel(order.channel))) {
          throw new AppError(ERROR_CODES.INVALID_INPUT, {
            httpStatus: 400,
            data: { fields: [{ path: 'channel', problem: 'unknown channel' }] },
          });
        }

        const orderId = await repository.upsertOrder({
          merchantId,
          orderName,
          email: order.email.trim().toLowerCase(),
          phone: order.phone ?? null,
          firstName: order.firstName ?? null,
          lastName: order.lastName ?? null,
          currency: order.currency,
          country: order.country ?? null,
          shippingAddress: order.shippingAddress ?? null,
          totalMinor:
            order.totalPrice ?? order.items.reduce((sum, item) => sum + item.price * item.quantity, 0),
          shippingMinor: order.shippingPrice ?? 0,
          channel: order.channel ?? null,
          platform: order.platform ?? null,
          placedAt: new Date(order.placedAt),
          contentHash,
        });

        const itemIds = await repository.replaceItems(
          orderId,
          order.items.map((item, position) => ({
            orderId,
            externalId: item.id,
            productId: item.productId ?? null,
            variantId: item.variantId ?? null,
            title: item.title,
            variantTitle: item.variantTitle ?? null,
            sku: item.sku ?? null,
            imageUrl: item.imageUrl ?? null,
            quantity: item.quantity,
            unitPriceMinor: item.price,
            position,
          })),
        );
        const ourItemId = (externalId: string) => itemIds.get(externalId) as string;

        await repository.replaceFulfillments(
          orderId,
          order.fulfillments.map((fulfillment, position) => ({
            row: {
              orderId,
              externalId: fulfillment.id,
              status: fulfillment.status,
              carrier: fulfillment.carrier ?? null,
              trackingNumber: fulfillment.trackingNumber ?? null,
              trackingUrl: fulfillment.trackingUrl ?? null,
              shippedAt: fulfillment.shippedAt ? new Date(fulfillment.shippedAt) : null,
              deliveredAt: fulfillment.deliveredAt ? new Date(fulfillment.deliveredAt) : null,
              coverageCanceled: fulfillment.coverageCanceled ?? false,
              position,
            },
            lines: linesByItem(fulfillment.items).map((line) => ({
              orderItemId: ourItemId(line.itemId),
              quantity: line.quantity,
            })),
          })),
        );

        await repository.replacePolicies(
          orderId,
          order.policies.map((policy, position) => ({
            row: {
              orderId,
              externalId: policy.id,
              productCode: policy.productCode,
              status: policy.status,
              sumInsuredMinor: policy.sumInsured,
              remainingMinor: policy.remaining ?? policy.sumInsured,
              currency: order.currency,
              startsAt: new Date(policy.startsAt),
              endsAt: new Date(policy.endsAt),
              position,
            },
            remainingGiven: policy.remaining !== undefined && policy.remaining !== null,
            itemIds: [...new Set(policy.itemIds)].map(ourItemId),
          })),
        );

        await repository.refreshSnapshot(orderId);
        return { orderId, orderName, result: existing ? 'updated' : 'created' };
      });
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
