// The signed-in order: its policies (checked) and the items they protect.
import type { Fulfillment, OrderItem, Policy } from '@rc/contract/shared-schemas';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { ShopperSession } from '../../gateway/register-call';
import { AppError } from '../../lib/app-error';
import { effectiveStatus, reportablePolicies, throwIfNothingToReport } from './coverage';
import { orderItemView as itemView } from './item-view';
import type { OrdersRepository, OrderWithItems } from './repository';

export function createOrdersService(repository: OrdersRepository, clock: () => Date = () => new Date()) {
  async function loadOrder(session: ShopperSession): Promise<OrderWithItems> {
    const order = session.order
      ? await repository.fromReadModel(session.order)
      : await repository.findWithItems(session.orderId);
    if (!order || order.merchantId !== session.merchantId)
      throw new AppError(ERROR_CODES.NOT_SIGNED_IN, { httpStatus: 401 });
    return order;
  }

  return {
    findByName: (merchantId: string, orderName: string) => repository.findByName(merchantId, orderName),

    /**
     * query-related-policy(-with-check): the policies; with the check, the code saying why nothing
     * can be reported instead. An order number other than the session's answers 100009.
     */
    async relatedPolicies(session: ShopperSession, options: { check: boolean; orderNumber?: string | null }) {
      const order = await loadOrder(session);
      if (options.orderNumber && options.orderNumber.trim() !== order.orderName) {
        throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
      }
      const now = clock();
      if (options.check) throwIfNothingToReport(order, now);
      const policyList: Policy[] = order.policies.map((policy) => ({
        policyId: policy.id,
        merchantId: order.merchantId,
        merchantName: order.merchant.name,
        productCode: policy.productCode,
        status: effectiveStatus(policy, now),
        currency: policy.currency,
        sumInsured: policy.sumInsuredMinor,
        remaining: policy.remainingMinor,
        startsAt: policy.startsAt.toISOString(),
        endsAt: policy.endsAt.toISOString(),
      }));
      return {
        applicantEmail: order.email,
        firstName: order.firstName,
        lastName: order.lastName,
        orderName: order.orderName,
        policyList,
      };
    },

    /** get-all-protected-item: covered items by fulfillment, the unfulfilled rest, and the sums insured. */
    async protectedItems(session: ShopperSession, policyId: string | null | undefined) {
      const order = await loadOrder(session);
      const reportable = reportablePolicies(order, clock());
      const policy = policyId ? reportable.find((candidate) => candidate.id === policyId) : reportable[0];
      if (!policy) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });

      const covered = new Set(policy.itemIds);
      const itemsById = new Map(order.items.map((item) => [item.id, item]));
      const fulfilledQuantity = new Map<string, number>();
      const fulfillments: Fulfillment[] = [];
      for (const fulfillment of order.fulfillments) {
        const items: OrderItem[] = [];
        for (const line of fulfillment.items) {
          fulfilledQuantity.set(
            line.orderItemId,
            (fulfilledQuantity.get(line.orderItemId) ?? 0) + line.quantity,
          );
          const item = itemsById.get(line.orderItemId);
          if (item && covered.has(item.id)) items.push(itemView(item, line.quantity));
        }
        if (items.length === 0) continue;
        fulfillments.push({
          fulfillmentId: fulfillment.id,
          status: fulfillment.status,
          carrier: fulfillment.carrier,
          trackingNumber: fulfillment.trackingNumber,
          trackingUrl: fulfillment.trackingUrl,
          shippedAt: fulfillment.shippedAt?.toISOString() ?? null,
          deliveredAt: fulfillment.deliveredAt?.toISOString() ?? null,
          coverageCanceled: fulfillment.coverageCanceled,
          items,
        });
      }
      const unfulfilledList = order.items
        .filter((item) => covered.has(item.id))
        .map((item) => ({ item, left: item.quantity - (fulfilledQuantity.get(item.id) ?? 0) }))
        .filter(({ left }) => left > 0)
        .map(({ item, left }) => itemView(item, left));

      return {
        currency: policy.currency,
        sumInsure: policy.sumInsuredMinor,
        remainSumInsure: policy.remainingMinor,
        fulfillments,
        unfulfilledList,
      };
    },

    /** replenish-fulfillment: the shopper adds the tracking of a package the store gave none for. */
    async replenishFulfillment(
      session: ShopperSession,
      input: { fulfillmentId: string; carrier: string; trackingNumber: string },
    ): Promise<Fulfillment> {
      const order = await loadOrder(session);
      const fulfillment = order.fulfillments.find((candidate) => candidate.id === input.fulfillmentId);
      if (!fulfillment) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
      if (!(await repository.fillTracking(order.id, fulfillment.id, input.carrier, input.trackingNumber))) {
        throw new AppError(ERROR_CODES.INVALID_INPUT, {
          httpStatus: 400,
          data: { fields: [{ path: 'fulfillmentId', problem: 'the package already has a tracking number' }] },
        });
      }
      const itemsById = new Map(order.items.map((item) => [item.id, item]));
      return {
        fulfillmentId: fulfillment.id,
        status: fulfillment.status,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        trackingUrl: fulfillment.trackingUrl,
        shippedAt: fulfillment.shippedAt?.toISOString() ?? null,
        deliveredAt: fulfillment.deliveredAt?.toISOString() ?? null,
        coverageCanceled: fulfillment.coverageCanceled,
        items: fulfillment.items.flatMap((line) => {
          const item = itemsById.get(line.orderItemId);
          return item ? [itemView(item, line.quantity)] : [];
        }),
      };
    },

    /** sv_router: 'old' for 17track orders of a merchant still on the legacy site. */
    async legacyRouter(session: { merchantId: string; orderId: string }, merchantUsesLegacyRouter: boolean) {
      const order = await repository.findWithItems(session.orderId);
      const platform = (order?.platform ?? '').toLowerCase();
      return merchantUsesLegacyRouter && platform === '17track' ? ('old' as const) : ('new' as const);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
