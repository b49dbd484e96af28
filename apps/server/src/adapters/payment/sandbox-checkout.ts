// The built-in payment provider: a hosted checkout served by the portal itself, for trials, demos
// and tests, that behaves like a real provider's. It keeps its own ledger (sandbox_checkouts): one
// checkout per idempotency key, paid at most once, each refund once per key and never above what
// was paid. The checkout page (sandbox-checkout-page.ts) takes a test card: 4242 4242 4242 4242 is
// accepted, 4000 0000 0000 0002 declined (Stripe's test numbers), any other number must at least
// be 16 Luhn-valid digits. A checkout left open for an hour expires. Like Stripe's webhook, the
// page's pay step tells the portal at once (`notify`, the returns module's confirmation), so both
// providers confirm a payment through the same step.
// Where a sandbox checkout's page lives: `${SANDBOX_CHECKOUT_PATH}/<token>` on this portal (its page record).
import { SANDBOX_CHECKOUT_PATH } from '@rc/contract/payments/pages';
import { randomToken, sha256Hex } from '../../lib/tokens';
import {
  type Checkout,
  type CheckoutNotice,
  type CheckoutRequest,
  type PaymentProvider,
  PaymentRefused,
  type RefundRequest,
} from './payment-provider';

export const SANDBOX_PAYMENT_PROVIDER = 'sandbox';
const OPEN_FOR_MS = 60 * 60 * 1000;
export const SANDBOX_DECLINED_CARD = '4000000000000002';

export type SandboxCheckoutStatus = 'open' | 'paid';

/** One checkout of the sandbox's ledger. */
export interface SandboxCheckoutEntry {
  idempotencyKey: string;
  reference: string;
  token: string;
  amountMinor: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export type SandboxCheckoutRow = SandboxCheckoutEntry & {
  status: SandboxCheckoutStatus;
  paymentReference: string | null;
  cardLast4: string | null;
  paidAt: Date | null;
  /** Refunds by idempotency key: the amount of each. */
  refunds: Record<string, number>;
  createdAt: Date;
};

/** Where the sandbox keeps its ledger (the database's sandbox_checkouts in the server). */
export interface SandboxCheckoutLedger {
  byKey(idempotencyKey: string): Promise<SandboxCheckoutRow | undefined>;
  byReference(reference: string): Promise<SandboxCheckoutRow | undefined>;
  byPaymentReference(paymentReference: string): Promise<SandboxCheckoutRow | undefined>;
  byToken(token: string): Promise<SandboxCheckoutRow | undefined>;
  /** Adds the entry unless its key is there already (two calls at once: one wins). */
  addUnlessKeyExists(entry: SandboxCheckoutEntry): Promise<void>;
  /** Marks an open checkout paid; false when it was not open (paid already: nothing charged again). */
  markPaid(token: string, paid: { paymentReference: string; cardLast4: string; at: Date }): Promise<boolean>;
  /** Records a refund under its key unless the key is there already. */
  addRefund(reference: string, idempotencyKey: string, amountMinor: number): Promise<void>;
}

const TOKEN = /^[\w-]{43}$/;

/** True for 16 digits passing the Luhn check (a card number's own checksum). */
export function isCardNumber(digits: string): boolean {
  if (!/^\d{16}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 16; index += 1) {
    let digit = Number(digits[15 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type PayOutcome =
  | { outcome: 'paid'; successUrl: string }
  | { outcome: 'declined' | 'invalid_card'; checkout: SandboxCheckoutRow }
  | { outcome: 'expired'; cancelUrl: string }
  | { outcome: 'not_found' };

export function createSandboxCheckout(deps: {
  ledger: SandboxCheckoutLedger;
  clock?: () => Date;
  /**
   * Told once a checkout is paid, before the shopper is sent back (the returns module confirms the
   * round). A failure here loses nothing: the shopper's page and the sweep read the ledger back.
   */
  notify?: (notice: CheckoutNotice) => Promise<void>;
}) {
  const clock = deps.clock ?? (() => new Date());

  function statusOf(row: SandboxCheckoutRow): Checkout['status'] {
    if (row.status === 'paid') return 'paid';
    return row.expiresAt.getTime() <= clock().getTime() ? 'expired' : 'open';
  }

  function checkoutOf(row: SandboxCheckoutRow): Checkout {
    const status = statusOf(row);
    return {
      reference: row.reference,
      url: status === 'open' ? `${SANDBOX_CHECKOUT_PATH}/${row.token}` : null,
      status,
      amountPaidMinor: status === 'paid' ? row.amountMinor : 0,
      paymentReference: row.paymentReference,
    };
  }

  const provider = {
    name: SANDBOX_PAYMENT_PROVIDER,
    returnsToPortalPath: true,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const existing = await deps.ledger.byKey(request.idempotencyKey);
      if (existing) {
        // Like a real provider: a key is bound to its first request.
        if (existing.amountMinor !== request.amountMinor || existing.currency !== request.currency) {
          throw new PaymentRefused('idempotency_key_reused', 'idempotency key reused for another checkout');
        }
        return checkoutOf(existing);
      }
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
        throw new PaymentRefused('invalid_amount', 'the amount must be positive');
      }
      const token = randomToken(32);
      await deps.ledger.addUnlessKeyExists({
        idempotencyKey: request.idempotencyKey,
        reference: `sbx_cs_${sha256Hex(token).slice(0, 24)}`,
        token,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: new Date(clock().getTime() + OPEN_FOR_MS),
      });
      const stored = await deps.ledger.byKey(request.idempotencyKey);
      if (!stored) throw new Error('sandbox checkout: the entry just written is missing');
      return checkoutOf(stored);
    },

    async retrieve(reference: string): Promise<Checkout> {
      const row = await deps.ledger.byReference(reference);
      if (!row) throw new PaymentRefused('unknown_checkout', `no sandbox checkout ${reference}`);
      return checkoutOf(row);
    },

    async refund(request: RefundRequest): Promise<{ reference: string }> {
      const row = await deps.ledger.byPaymentReference(request.paymentReference);
      if (row?.status !== 'paid') {
        throw new PaymentRefused('not_paid', `no paid sandbox payment ${request.paymentReference}`);
      }
      const reference = `sbx_re_${sha256Hex(`${row.reference}:${request.idempotencyKey}`).slice(0, 24)}`;
      if (row.refunds[request.idempotencyKey] !== undefined) return { reference };
      const refunded = Object.values(row.refunds).reduce((sum, amount) => sum + amount, 0);
      if (request.amountMinor <= 0 || refunded + request.amountMinor > row.amountMinor) {
        throw new PaymentRefused('refund_exceeds_payment', 'a refund above what was paid');
      }
      await deps.ledger.addRefund(row.reference, request.idempotencyKey, request.amountMinor);
      return { reference };
    },

    /** The checkout behind a page token, for its page; undefined for an unknown token. */
    async forPage(token: string): Promise<(SandboxCheckoutRow & { state: Checkout['status'] }) | undefined> {
      if (!TOKEN.test(token)) return undefined;
      const row = await deps.ledger.byToken(token);
      return row ? { ...row, state: statusOf(row) } : undefined;
    },

    /**
     * The shopper pays on the checkout page: a paid checkout answers its success address again
     * (nothing is charged twice), an expired one its cancel address.
     */
    async pay(token: string, cardNumber: string): Promise<PayOutcome> {
      const checkout = await provider.forPage(token);
      if (!checkout) return { outcome: 'not_found' };
      if (checkout.state === 'paid') return { outcome: 'paid', successUrl: checkout.successUrl };
      if (checkout.state === 'expired') return { outcome: 'expired', cancelUrl: checkout.cancelUrl };
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (digits === SANDBOX_DECLINED_CARD) return { outcome: 'declined', checkout };
      if (!isCardNumber(digits)) return { outcome: 'invalid_card', checkout };
      const paid = await deps.ledger.markPaid(token, {
        paymentReference: `sbx_pi_${sha256Hex(`pay:${checkout.reference}`).slice(0, 24)}`,
        cardLast4: digits.slice(-4),
        at: clock(),
      });
      const now = paid ? await deps.ledger.byToken(token) : undefined;
      if (now && deps.notify) {
        await deps
          .notify({
            eventId: `sbx_evt_${sha256Hex(`paid:${now.reference}`).slice(0, 24)}`,
            kind: 'changed',
            checkout: checkoutOf(now),
          })
          .catch(() => undefined);
      }
      return { outcome: 'paid', successUrl: checkout.successUrl };
    },
  };
  return provider satisfies PaymentProvider;
}

export type SandboxCheckout = ReturnType<typeof createSandboxCheckout>;
