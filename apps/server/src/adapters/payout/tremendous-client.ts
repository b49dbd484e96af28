// A real gift-card provider: Tremendous (https://developers.tremendous.com), orders API v2.
// One order per payout with one reward delivered as a LINK: the Visa virtual card product, or the
// PayPal product. `external_id` is our idempotency key: Tremendous answers a repeated external_id
// with the order created first (201), so asking again never orders twice.
//
// Classification: 400, 402 and 422 are refusals (PayoutDeclined), as are orders answered FAILED or
// CANCELED; a network error, a timeout, 401/403/404/429, 5xx, an order waiting for approval or a
// reward without its link yet are transient: the job asks again later with the same key.
import { fromMinorUnits } from '@rc/domain/money';
import { createOutboundHttp, type OutboundLog } from '../../lib/outbound-http';
import {
  PayoutDeclined,
  type PayoutProvider,
  type PayoutRequest,
  type PayoutResult,
} from './payout-provider';

export const TREMENDOUS_PROVIDER = 'tremendous';

export interface TremendousOptions {
  /** https://testflight.tremendous.com (sandbox) or https://api.tremendous.com. */
  baseUrl: string;
  apiKey: string;
  fundingSourceId: string;
  visaProductId: string;
  /** Unset: PayPal payouts are refused (payout_method_unavailable) and the shopper can pick the card. */
  paypalProductId?: string | undefined;
  timeoutMs?: number;
  /** Tries after the first on 429, 5xx or a dropped connection (default 2). */
  retries?: number;
  log?: OutboundLog;
}

interface TremendousReward {
  id?: string;
  delivery?: { method?: string; status?: string; link?: string | null } | null;
}

interface TremendousOrder {
  id?: string;
  external_id?: string | null;
  status?: string;
  rewards?: TremendousReward[];
  reward?: TremendousReward;
}

/** A failure whose outcome is unknown: the job retries it with the same key. */
export class TremendousUnavailable extends Error {
  constructor(message: string) {
    super(`tremendous: ${message}`);
    this.name = 'TremendousUnavailable';
  }
}

const DECLINED_STATUSES = new Set([400, 402, 422]);

function errorMessageOf(body: unknown): string {
  const errors = (body as { errors?: { message?: unknown } } | null)?.errors;
  return typeof errors?.message === 'string' ? errors.message.slice(0, 300) : 'no message';
}

export function createTremendousClient(options: TremendousOptions) {
  // The order's external_id is our key (Tremendous replays the first order), so the client may
  // send an order again after a 429 or 5xx; the key travels in the body, not in a header.
  const http = createOutboundHttp({
    provider: TREMENDOUS_PROVIDER,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 20_000,
    ...(options.retries !== undefined ? { retries: options.retries } : {}),
    idempotencyHeader: null,
    secrets: [options.apiKey],
    ...(options.log ? { log: options.log } : {}),
  });

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: { external_id: string; [field: string]: unknown },
  ) {
    try {
      const response = await http.request({
        method,
        url: path,
        headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' },
        ...(body === undefined ? {} : { json: body, idempotencyKey: body.external_id }),
      });
      return { status: response.status, json: response.json() };
    } catch (error) {
      throw new TremendousUnavailable(error instanceof Error ? error.message : String(error));
    }
  }

  /** The order an answer carries ({order: …}), or the order listed for an external_id ({orders: […]}). */
  function orderOf(json: unknown): TremendousOrder | undefined {
    const value = json as { order?: TremendousOrder; orders?: TremendousOrder[] } | null;
    return value?.order ?? value?.orders?.[0];
  }

  /** The existing order of an external_id, when Tremendous answers a repeat with 409 instead of 201. */
  async function existingOrder(externalId: string): Promise<TremendousOrder> {
    const listed = await call('GET', `/api/v2/orders?external_id=${encodeURIComponent(externalId)}`);
    if (listed.status !== 200) throw new TremendousUnavailable(`order lookup answered ${listed.status}`);
    const found = orderOf(listed.json);
    if (!found?.id) throw new TremendousUnavailable('409 for an external_id that no order carries');
    if (rewardOf(found)?.delivery?.link) return found;
    // A listing may leave out the delivery link; the order itself carries it.
    const full = await call('GET', `/api/v2/orders/${encodeURIComponent(found.id)}`);
    if (full.status !== 200) throw new TremendousUnavailable(`order read answered ${full.status}`);
    return orderOf(full.json) ?? found;
  }

  function rewardOf(order: TremendousOrder): TremendousReward | undefined {
    return order.rewards?.[0] ?? order.reward;
  }

  function resultOf(order: TremendousOrder, request: PayoutRequest): PayoutResult {
    const status = (order.status ?? '').toUpperCase();
    if (status === 'FAILED' || status === 'CANCELED') {
      throw new PayoutDeclined('payout_declined', `tremendous order ${order.id ?? '?'} is ${status}`);
    }
    if (status !== 'EXECUTED') {
      throw new TremendousUnavailable(`order ${order.id ?? '?'} is ${status || 'without a status'}`);
    }
    const reward = rewardOf(order);
    if (!reward?.id) throw new TremendousUnavailable(`order ${order.id ?? '?'} has no reward`);
    if (request.method === 'paypal') return { reference: reward.id, card: null };
    const link = reward.delivery?.link;
    if (!link) throw new TremendousUnavailable(`reward ${reward.id} has no link yet`);
    // With LINK delivery the card's number and expiry are shown only at the link: we do not invent them.
    return { reference: reward.id, card: { maskedNumber: '', expiry: '', redemptionUrl: link } };
  }

  return {
    name: TREMENDOUS_PROVIDER,

    async issue(request: PayoutRequest): Promise<PayoutResult> {
      const product = request.method === 'paypal' ? options.paypalProductId : options.visaProductId;
      if (!product) {
        throw new PayoutDeclined('payout_method_unavailable', `no Tremendous product for ${request.method}`);
      }
      const answer = await call('POST', '/api/v2/orders', {
        external_id: request.idempotencyKey,
        payment: { funding_source_id: options.fundingSourceId },
        reward: {
          value: {
            denomination: fromMinorUnits(request.amountMinor, request.currency),
            currency_code: request.currency,
          },
          delivery: { method: 'LINK' },
          recipient: {
            email: request.recipient.email,
            name: request.recipient.name || request.recipient.email,
          },
          products: [product],
        },
      });
      if (answer.status === 200 || answer.status === 201 || answer.status === 202) {
        const order = orderOf(answer.json);
        if (!order) throw new TremendousUnavailable(`${answer.status} without an order`);
        return resultOf(order, request);
      }
      if (answer.status === 409) return resultOf(await existingOrder(request.idempotencyKey), request);
      if (DECLINED_STATUSES.has(answer.status)) {
        throw new PayoutDeclined(
          answer.status === 402 ? 'payout_declined' : 'payout_rejected',
          `tremendous answered ${answer.status}: ${errorMessageOf(answer.json)}`,
        );
      }
      throw new TremendousUnavailable(`answered ${answer.status}: ${errorMessageOf(answer.json)}`);
    },
  } satisfies PayoutProvider;
}
