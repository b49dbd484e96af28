// The payout provider as the payouts module sees it: issue one payout, at most once per
// idempotency key. A provider answers the same result for the same key (a crash after it issued
// and before we recorded it is repaired by asking again), and tells a definitive refusal
// (PayoutDeclined: nothing was issued, asking again will not help) from everything else (network,
// timeouts, 5xx: unknown outcome, ask again with the same key).

export type PayoutMethod = 'virtual_card' | 'paypal';

export interface PayoutRequest {
  /** The same key always means the same payout: a provider never issues twice for one key. */
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  method: PayoutMethod;
  recipient: { email: string; name: string };
}

export interface IssuedCard {
  /** '•••• •••• •••• 4242'; empty when the provider does not disclose the number (shown at the link). */
  maskedNumber: string;
  /** MM/YY; empty when the provider does not disclose it. */
  expiry: string;
  /** Where the recipient sees and uses the card. */
  redemptionUrl: string;
}

export interface PayoutResult {
  /** The provider's own reference of the payout (support, reconciliation). */
  reference: string;
  /** The virtual card, or null for a payout that is not a card (PayPal). */
  card: IssuedCard | null;
}

export interface PayoutProvider {
  /** Recorded on each payout: a payout started with one provider is only ever finished with it. */
  readonly name: string;
  issue(request: PayoutRequest): Promise<PayoutResult>;
}

/**
 * A definitive refusal: nothing was issued. `reason` is a stable key the shopper's screen can
 * translate (payout_declined, payout_rejected, payout_method_unavailable); the message is for logs.
 */
export class PayoutDeclined extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'PayoutDeclined';
  }
}
