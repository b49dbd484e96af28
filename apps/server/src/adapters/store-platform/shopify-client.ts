// A real store platform: Shopify, through its Admin GraphQL API (version 2026-04). A refund is
// `refundCreate` with the units returned (restocked) and the money back to the order's payment; store
// credit is `refundCreate` to a store-credit refund method (the bonus on top, as an over-refund the
// merchant allowed); an exchange is a draft order of the new item at no charge, completed into an
// order. Nothing is done twice: refundCreate carries the action's key in Shopify's `@idempotent`
// directive (mandatory from 2026-04), and the draft order is tagged with it, so a retry finds the
// draft (or its order) before making another.
//
// Classification: userErrors and GraphQL errors other than throttling are refusals
// (StoreActionRefused: the merchant must look); a network error, a timeout, 401/403, 429, 5xx and
// THROTTLED are transient: the job asks again later with the same key.
import { fromMinorUnits } from '@rc/domain/money';
import { createOutboundHttp, type OutboundLog, type OutboundResponse } from '../../lib/outbound-http';
import { type StoreAction, StoreActionRefused, type StorePlatform } from './store-platform';

export const SHOPIFY_PLATFORM = 'shopify';
export const SHOPIFY_API_VERSION = '2026-04';

export interface ShopifyOptions {
  /** https://<shop>.myshopify.com (tests point it at a local server speaking the Admin API). */
  shopUrl: string;
  /** The custom app's Admin API access token (write_orders, write_draft_orders, read_locations). */
  accessToken: string;
  /** Where returned units are restocked (gid://shopify/Location/… or its number); else the shop's primary location. */
  restockLocationId?: string | null;
  timeoutMs?: number;
  log?: OutboundLog;
}

/** A failure whose outcome is unknown: ask again with the same key. */
export class StorePlatformUnavailable extends Error {
  constructor(message: string) {
    super(`shopify: ${message}`);
    this.name = 'StorePlatformUnavailable';
  }
}

interface UserError {
  field?: string[] | null;
  message?: string;
}

const gid = (type: string, id: string) => (id.startsWith('gid://') ? id : `gid://shopify/${type}/${id}`);

// \`location\` without an id is the shop's primary location: where returned units go back unless
// the store named another.
const ORDER_QUERY = `query RcOrder($query: String!) {
  orders(first: 1, query: $query) {
    nodes { id transactions(first: 20) { id gateway kind status } }
  }
  location { id }
}`;

const REFUND_MUTATION = `mutation RcRefund($input: RefundInput!, $key: String!) {
  refundCreate(input: $input) @idempotent(key: $key) {
    refund { id }
    userErrors { field message }
  }
}`;

const DRAFT_QUERY = `query RcDraft($query: String!) {
  draftOrders(first: 1, query: $query) { nodes { id order { id } } }
}`;

const DRAFT_CREATE = `mutation RcDraftCreate($input: DraftOrderInput!) {
  draftOrderCreate(input: $input) {
    draftOrder { id }
    userErrors { field message }
  }
}`;

const DRAFT_COMPLETE = `mutation RcDraftComplete($id: ID!) {
  draftOrderComplete(id: $id) {
    draftOrder { id order { id } }
    userErrors { field message }
  }
}`;

export function createShopifyClient(options: ShopifyOptions): StorePlatform {
  // GraphQL goes out as POST without a header key (the key of refundCreate is inside the query),
  // so the outbound client never sends a call twice: the job asks again later.
  const http = createOutboundHttp({
    provider: SHOPIFY_PLATFORM,
    baseUrl: options.shopUrl,
    timeoutMs: options.timeoutMs ?? 20_000,
    secrets: [options.accessToken],
    ...(options.log ? { log: options.log } : {}),
  });

  async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    let response: OutboundResponse;
    try {
      response = await http.request({
        method: 'POST',
        url: `admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
        headers: { 'x-shopify-access-token': options.accessToken, accept: 'application/json' },
        json: { query, variables },
      });
    } catch (error) {
      throw new StorePlatformUnavailable(error instanceof Error ? error.message : String(error));
    }
    const text = response.text();
    if (response.status !== 200) throw new StorePlatformUnavailable(`answered ${response.status}`);
    let json: { data?: T; errors?: { message?: string; extensions?: { code?: string } }[] };
    try {
      json = JSON.parse(text);
    } catch {
      throw new StorePlatformUnavailable('an answer that is not JSON');
    }
    if (json.errors?.length) {
      const codes = json.errors.map((error) => error.extensions?.code ?? '');
      const message = json.errors
        .map((error) => error.message ?? '?')
        .join('; ')
        .slice(0, 300);
      if (codes.some((code) => code === 'THROTTLED' || code === 'INTERNAL_SERVER_ERROR')) {
        throw new StorePlatformUnavailable(message);
      }
      throw new StoreActionRefused('platform_error', message);
    }
    if (!json.data) throw new StorePlatformUnavailable('an answer without data');
    return json.data;
  }

  function refuseOn(errors: UserError[] | undefined) {
    if (errors?.length) {
      throw new StoreActionRefused(
        'platform_refused',
        errors
          .map((error) => error.message ?? '?')
          .join('; ')
          .slice(0, 300),
      );
    }
  }

  async function orderOf(action: StoreAction) {
    const data = await graphql<{
      orders: {
        nodes: {
          id: string;
          transactions: { id: string; gateway: string; kind: string; status: string }[];
        }[];
      };
      location: { id: string } | null;
    }>(ORDER_QUERY, { query: `name:${JSON.stringify(action.orderName)}` });
    const order = data.orders.nodes[0];
    if (!order) throw new StoreActionRefused('order_not_found', `no Shopify order named ${action.orderName}`);
    return { ...order, primaryLocationId: data.location?.id ?? null };
  }

  const money = (minor: number, currency: string) => ({
    amount: fromMinorUnits(minor, currency).toString(),
    currencyCode: currency,
  });

  async function refund(action: StoreAction): Promise<{ reference: string }> {
    const order = await orderOf(action);
    // The units back go back into stock at the store's returns location; a kept item's units are
    // refunded without restocking.
    const line = action.lineItem;
    const locationId = options.restockLocationId
      ? gid('Location', options.restockLocationId)
      : order.primaryLocationId;
    if (line?.restock && !locationId) {
      throw new StoreActionRefused(
        'no_location',
        'the shop has no location to restock the returned units at',
      );
    }
    const lines = line
      ? [
          {
            lineItemId: gid('LineItem', line.externalId),
            quantity: line.quantity,
            ...(line.restock ? { restockType: 'RETURN', locationId } : { restockType: 'NO_RESTOCK' }),
          },
        ]
      : [];
    const input: Record<string, unknown> = {
      orderId: order.id,
      note: action.note,
      notify: true,
      refundLineItems: lines,
    };
    if (action.kind === 'refund') {
      const sale = order.transactions.find(
        (transaction) =>
          (transaction.kind === 'SALE' || transaction.kind === 'CAPTURE') && transaction.status === 'SUCCESS',
      );
      if (!sale)
        throw new StoreActionRefused('no_payment', `order ${action.orderName} has no payment to refund`);
      input.transactions = [
        {
          orderId: order.id,
          parentId: sale.id,
          gateway: sale.gateway,
          kind: 'REFUND',
          amount: fromMinorUnits(action.amountMinor, action.currency).toString(),
        },
      ];
    } else {
      // Store credit, the bonus included: more than the units' price, which the merchant allowed.
      input.allowOverRefunding = action.bonusMinor > 0;
      input.refundMethods = [
        { storeCreditRefund: { amount: money(action.amountMinor + action.bonusMinor, action.currency) } },
      ];
    }
    const data = await graphql<{ refundCreate: { refund: { id: string } | null; userErrors: UserError[] } }>(
      REFUND_MUTATION,
      { input, key: action.idempotencyKey },
    );
    refuseOn(data.refundCreate.userErrors);
    if (!data.refundCreate.refund) throw new StorePlatformUnavailable('refundCreate answered no refund');
    return { reference: data.refundCreate.refund.id };
  }

  async function exchangeOrder(action: StoreAction): Promise<{ reference: string }> {
    const exchange = action.exchange;
    if (!exchange) throw new StoreActionRefused('no_exchange', 'an exchange order without its new item');
    const tag = `rc-${action.idempotencyKey}`;
    const found = await graphql<{ draftOrders: { nodes: { id: string; order: { id: string } | null }[] } }>(
      DRAFT_QUERY,
      { query: `tag:${JSON.stringify(tag)}` },
    );
    let draft = found.draftOrders.nodes[0];
    if (draft?.order) return { reference: draft.order.id };
    if (!draft) {
      const line = exchange.variantId
        ? { variantId: gid('ProductVariant', exchange.variantId), quantity: exchange.quantity }
        : { title: exchange.title, quantity: exchange.quantity, originalUnitPrice: '0.00' };
      const created = await graphql<{
        draftOrderCreate: { draftOrder: { id: string } | null; userErrors: UserError[] };
      }>(DRAFT_CREATE, {
        input: {
          email: action.customerEmail,
          note: action.note,
          tags: ['rc-exchange', tag],
          lineItems: [
            {
              ...line,
              appliedDiscount: { valueType: 'PERCENTAGE', value: 100, title: 'Exchange' },
            },
          ],
        },
      });
      refuseOn(created.draftOrderCreate.userErrors);
      if (!created.draftOrderCreate.draftOrder)
        throw new StorePlatformUnavailable('draftOrderCreate answered no draft');
      draft = { id: created.draftOrderCreate.draftOrder.id, order: null };
    }
    const completed = await graphql<{
      draftOrderComplete: { draftOrder: { order: { id: string } | null } | null; userErrors: UserError[] };
    }>(DRAFT_COMPLETE, { id: draft.id });
    refuseOn(completed.draftOrderComplete.userErrors);
    const orderId = completed.draftOrderComplete.draftOrder?.order?.id;
    if (!orderId) throw new StorePlatformUnavailable('draftOrderComplete answered no order');
    return { reference: orderId };
  }

  return {
    name: SHOPIFY_PLATFORM,
    perform: (action) => (action.kind === 'exchange_order' ? exchangeOrder(action) : refund(action)),
  };
}
