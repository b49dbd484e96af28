// The orders hub's use-cases (issue 13, decision 036). Who sees which orders: the signed-in order
// always; the shopper's other orders at the same store (same e-mail) once the session proved the
// e-mail (a merchant-signed link or a verification e-mail's access token). Any other order id
// answers 100009, as an order that does not exist would.

import type {
  getOrderDetail,
  getShippingProtection,
  queryOrderList,
  switchOrder,
} from '@rc/contract/calls/orders-hub';
import type { CallResponse } from '@rc/contract/define-call';
import { COVERAGE_ISSUES } from '@rc/domain/claim-lifecycle';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { ShopperSession } from '../../gateway/register-call';
import { AppError } from '../../lib/app-error';
import type { MerchantsService } from '../merchants';
import { effectiveStatus, type OrdersRepository, type OrderWithItems } from '../orders';
import { delaySettingsOf } from '../tracking';
import { type HubContext, hubOrderView } from './hub-view';
import { coverageKindOf, protectionNameOf } from './protection-view';
import type { OrdersHubRepository } from './repository';

/** True when the session's way in proved the e-mail (decision 036). */
export function provesEmail(session: Pick<ShopperSession, 'method'>): boolean {
  return session.method === 'signature' || session.method === 'access-token';
}

export function notFoundForOrder(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
}

export interface OrdersHubDeps {
  repository: OrdersHubRepository;
  orders: OrdersRepository;
  merchants: MerchantsService;
  /** Points the session at another order (the auth module's sessions). */
  switchSession: (session: ShopperSession, orderId: string) => Promise<void>;
  clock?: () => Date;
}

export function createOrdersHub(deps: OrdersHubDeps) {
  const clock = deps.clock ?? (() => new Date());
  const { repository } = deps;

  /** Throws 100009 unless the session may see the order (decision 036). */
  async function throwIfNotVisible(session: ShopperSession, orderId: string): Promise<void> {
    if (orderId === session.orderId) return;
    if (!provesEmail(session)) throw notFoundForOrder();
    if (!(await repository.isOwnOrder(session.merchantId, session.email, orderId))) throw notFoundForOrder();
  }

  async function contextOf(session: ShopperSession): Promise<HubContext> {
    const settings = await deps.merchants.returnSettings(session.merchantId);
    if (!settings) throw new AppError(ERROR_CODES.NOT_SIGNED_IN, { httpStatus: 401 });
    return {
      signedInOrderId: session.orderId,
      email: session.email,
      now: clock(),
      delay: delaySettingsOf(settings.merchant.settings.tracking),
      platform: settings.merchant.platform,
      returnPolicy: settings.policy,
      catalog: settings.catalog,
    };
  }

  /** The hub's view of these orders, in the order given. */
  async function views(session: ShopperSession, orderIds: readonly string[]) {
    const [context, models, claims, returns, tracking, comments] = await Promise.all([
      contextOf(session),
      repository.readModels(orderIds),
      repository.claims(orderIds),
      repository.returns(orderIds),
      repository.tracking(orderIds),
      repository.comments(orderIds),
    ]);
    const loaded = new Map<string, OrderWithItems>();
    for (const model of models) {
      const order = await deps.orders.fromReadModel(model);
      if (order && order.merchantId === session.merchantId) loaded.set(order.id, order);
    }
    return orderIds.flatMap((orderId) => {
      const order = loaded.get(orderId);
      if (!order) return [];
      const own = <T extends { orderId: string }>(rows: readonly T[]) =>
        rows.filter((row) => row.orderId === orderId);
      return [
        {
          order,
          view: hubOrderView(
            order,
            {
              claims: own(claims),
              returns: own(returns),
              tracking: own(tracking),
              comments: own(comments),
            },
            context,
          ),
        },
      ];
    });
  }

  return {
    throwIfNotVisible,

    /** user/query-order-list: a page of the hub. */
    async queryOrderList(
      session: ShopperSession,
      input: { page: number; pageSize: number },
    ): Promise<CallResponse<typeof queryOrderList>> {
      const verified = provesEmail(session);
      const offset = (input.page - 1) * input.pageSize;
      const page = verified
        ? await repository.pageOfOrders(session.merchantId, session.email, session.orderId, {
            offset,
            limit: input.pageSize,
          })
        : { ids: offset === 0 ? [session.orderId] : [], total: 1 };
      const orders = (await views(session, page.ids)).map(({ view }) => view);
      return {
        emailVerified: verified,
        signedInOrderId: session.orderId,
        page: input.page,
        pageSize: input.pageSize,
        total: page.total,
        hasMore: offset + page.ids.length < page.total,
        orders,
      };
    },

    /** user/get-order-detail: one order of the hub, with the customer's details. */
    async orderDetail(
      session: ShopperSession,
      orderId: string,
    ): Promise<CallResponse<typeof getOrderDetail>> {
      await throwIfNotVisible(session, orderId);
      const [found] = await views(session, [orderId]);
      if (!found) throw notFoundForOrder();
      return {
        ...found.view,
        shipping: found.order.shippingMinor,
        email: found.order.email,
        firstName: found.order.firstName,
        lastName: found.order.lastName,
      };
    },

    /** get-shipping-protection: what the order's protection covers, until when, and its name. */
    async shippingProtection(
      session: ShopperSession,
      orderId: string | null | undefined,
    ): Promise<CallResponse<typeof getShippingProtection>> {
      const id = orderId ?? session.orderId;
      await throwIfNotVisible(session, id);
      const [model] = await repository.readModels([id]);
      const order = await deps.orders.fromReadModel(model);
      if (!order || order.merchantId !== session.merchantId) throw notFoundForOrder();
      const now = clock();
      const platform =
        order.platform ?? (await deps.merchants.findById(session.merchantId))?.platform ?? null;
      const coverages = order.policies.map((policy) => ({
        ...protectionNameOf(policy.productCode, platform),
        policyId: policy.id,
        productCode: policy.productCode,
        status: effectiveStatus(policy, now),
        coveredFrom: new Date(policy.startsAt).toISOString(),
        coveredUntil: new Date(policy.endsAt).toISOString(),
        currency: policy.currency,
        sumInsured: policy.sumInsuredMinor,
        remaining: policy.remainingMinor,
        issueTypes: [...(COVERAGE_ISSUES[policy.productCode] ?? [])],
        itemIds: policy.items.map((item) => item.orderItemId),
      }));
      const rank = (coverage: (typeof coverages)[number]) =>
        (coverage.status === 'active' ? 0 : 10) +
        (['delivery_guarantee', 'shipping_protection'].includes(
          coverageKindOf(coverage.productCode, platform),
        )
          ? 0
          : 1);
      const protection = [...coverages].sort((a, b) => rank(a) - rank(b))[0] ?? null;
      return { orderId: order.id, protection, coverages };
    },

    /** user/switch-order: the session acts on another order the shopper may see. */
    async switchOrder(session: ShopperSession, orderId: string): Promise<CallResponse<typeof switchOrder>> {
      await throwIfNotVisible(session, orderId);
      const [model] = await repository.readModels([orderId]);
      const order = await deps.orders.fromReadModel(model);
      if (!order || order.merchantId !== session.merchantId) throw notFoundForOrder();
      if (orderId !== session.orderId) await deps.switchSession(session, orderId);
      return {
        orderId: order.id,
        orderName: order.orderName,
        channel: order.channel,
        platform: order.platform,
        applicantEmail: order.email.trim().toLowerCase(),
      };
    },
  };
}

export type OrdersHub = ReturnType<typeof createOrdersHub>;
