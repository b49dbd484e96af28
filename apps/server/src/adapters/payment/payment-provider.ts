// The payment provider as the returns module sees it: a hosted checkout for one amount (the
// balance of an exchange for something dearer), read back to learn whether it was paid, and a
// refund of a paid checkout (a return cancelled after its balance was paid). Every call that can
// charge or refund takes an idempotency key: the same key always answers the first result, so a
// retry (a double click, a crash between the provider's answer and our commit) never charges or
// refunds twice. PaymentRefused is a definitive refusal (nothing happened, asking again will not
// help); any other failure is an unknown outcome: ask again with the same key.

export interface CheckoutRequest {
  /** The same key always means the same checkout: a provider never opens two for one key. */
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  /** What the shopper pays for, shown on the checkout page ("Return RMA-… : balance"). */
  description: string;
  /** Where the provider sends the shopper after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** Our own reference (the payment id), kept by the provider for reconciliation. */
  reference: string;
  customerEmail?: string | null;
}

export type CheckoutStatus = 'open' | 'paid' | 'expired';

export interface Checkout {
  /** The provider's id of the checkout (read it back with `retrieve`). */
  reference: string;
  /** Where the shopper pays (absolute, or a path on this portal for the built-in sandbox). */
  url: string | null;
  status: CheckoutStatus;
  /** What was paid, once paid. */
  amountPaidMinor: number;
  /** The provider's id of the payment itself (to refund it), once paid. */
  paymentReference: string | null;
}

/**
 * What a provider tells the portal about a checkout on its own (Stripe's webhook, the sandbox's
 * page once paid), verified: the checkout as it now stands (`changed`: paid, expired or still open),
 * or a payment that failed after the checkout was completed (`failed`: a bank debit refused).
 */
export interface CheckoutNotice {
  /** The provider's id of the notice (logged, never personal). */
  eventId: string;
  kind: 'changed' | 'failed';
  checkout: Checkout;
}

export interface RefundRequest {
  idempotencyKey: string;
  /** The paid checkout's payment reference. */
  paymentReference: string;
  amountMinor: number;
  currency: string;
}

export interface PaymentProvider {
  /** Recorded on each payment: a payment opened with one provider is only ever read with it. */
  readonly name: string;
  /** The checkout is a page of this portal: its way back may be a path on the host the shopper used. */
  readonly returnsToPortalPath?: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  retrieve(reference: string): Promise<Checkout>;
  refund(request: RefundRequest): Promise<{ reference: string }>;
}

/** A definitive refusal: nothing was charged or refunded. `reason` is a stable key for logs and views. */
export class PaymentRefused extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRefused';
  }
}
