// A real gift-card provider: Tremendous (https://developers.tremendous.com), orders API v2.
// One order per payout with one reward delivered as a LINK: the Visa virtual card product, or the
// PayPal product. `external_id` is our idempotency key: Tremendous answers a repeated external_id
// with the order created first (201), so asking again never orders twice.
//
// Classification: 400, 402 and 422 are refusals (PayoutDeclined), as are orders answered FAILED or
// CANCELED; a network error, a timeout, 401/403/404/429, 5xx, an order waiting for approval or a
// reward without its link yet are transient: the job asks again later with the same key.
import { fromMinorUnits } from '@rc/domain/money';
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
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TremendousUnavailable(`${method} ${path}: ${error instanceof Error ? error.message : error}`);
    }
    const text = await response.text().catch(() => '');
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json };
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
