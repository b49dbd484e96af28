// The built-in gift-card issuer: works offline and behaves like a real provider. It keeps its own
// ledger (sandbox_cards), one entry per idempotency key, so asking again with a key answers the
// card issued for it. Cards are realistic virtual Visa cards (16 digits, Luhn-valid, CVV, expiry a
// year ahead) shown at a redemption link whose random token is the only secret in the URL.
//
// To see a refusal in tests and demos: a virtual card for an amount ending in 13 minor units
// (10.13, 99.13) is declined, as a card issuer declines a load; PayPal pays such amounts.
import { randomBytes } from 'node:crypto';
// Where a sandbox card's redemption page lives: `${publicUrl}${SANDBOX_CARD_PATH}/<token>` (its page record).
import { SANDBOX_CARD_PATH } from '@rc/contract/payouts/pages';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { cardFromSecret, maskCardNumber } from './card-number';
import {
  PayoutDeclined,
  type PayoutProvider,
  type PayoutRequest,
  type PayoutResult,
} from './payout-provider';

export const SANDBOX_PROVIDER = 'sandbox';

/** One entry of the issuer's ledger (a PayPal payment has an empty card number, CVV and expiry). */
export interface LedgerEntry {
  idempotencyKey: string;
  token: string;
  cardNumber: string;
  cvv: string;
  expiry: string;
  amountMinor: number;
  currency: string;
  recipient: string;
}

type LedgerRow = LedgerEntry & { createdAt: Date };

/** Where the issuer keeps its ledger (the database's sandbox_cards in the server). */
export interface SandboxLedger {
  byKey(idempotencyKey: string): Promise<LedgerRow | undefined>;
  byToken(token: string): Promise<LedgerRow | undefined>;
  /** Adds the entry unless its key is there already (two calls at once: one wins). */
  addUnlessKeyExists(entry: LedgerEntry): Promise<void>;
}

/** A card as its redemption page shows it. */
export interface SandboxCard {
  /** The payout's key at the issuer: its page finds the store that paid by it. */
  idempotencyKey: string;
  number: string;
  cvv: string;
  expiry: string;
  amountMinor: number;
  currency: string;
  recipient: string;
  issuedAt: Date;
}

const TOKEN = /^[\w-]{43}$/;

/** MM/YY twelve months after `now` (cards are valid to the end of that month). */
export function expiryAfterOneYear(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${month}/${String((now.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
}

function isPaypal(row: LedgerRow): boolean {
  // The ledger's PayPal payments have no card: no number, no CVV, no expiry.
  return row.cardNumber === '';
}

export function createSandboxIssuer(deps: { ledger: SandboxLedger; publicUrl: string; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  const find = (idempotencyKey: string) => deps.ledger.byKey(idempotencyKey);

  function resultOf(row: LedgerRow): PayoutResult {
    const reference = `SBX-${isPaypal(row) ? 'PP' : 'VC'}-${sha256Hex(row.token).slice(0, 16).toUpperCase()}`;
    if (isPaypal(row)) return { reference, card: null };
    return {
      reference,
      card: {
        maskedNumber: maskCardNumber(row.cardNumber),
        expiry: row.expiry,
        redemptionUrl: `${deps.publicUrl}${SANDBOX_CARD_PATH}/${row.token}`,
      },
    };
  }

  function newEntry(request: PayoutRequest): LedgerEntry {
    const common = {
      idempotencyKey: request.idempotencyKey,
      token: randomToken(32),
      amountMinor: request.amountMinor,
      currency: request.currency,
      recipient: request.recipient.name
        ? `${request.recipient.name} <${request.recipient.email}>`
        : request.recipient.email,
    };
    if (request.method === 'paypal') return { ...common, cardNumber: '', cvv: '', expiry: '' };
    // The number comes from a secret of its own, never from the key: knowing a payout id tells nothing.
    const card = cardFromSecret(randomBytes(32));
    return { ...common, cardNumber: card.number, cvv: card.cvv, expiry: expiryAfterOneYear(clock()) };
  }

  const issuer = {
    name: SANDBOX_PROVIDER,

    async issue(request: PayoutRequest): Promise<PayoutResult> {
      const existing = await find(request.idempotencyKey);
      if (existing) {
        // Like a real provider: a key is bound to its first request.
        if (
          existing.amountMinor !== request.amountMinor ||
          existing.currency !== request.currency ||
          isPaypal(existing) !== (request.method === 'paypal')
        ) {
          throw new PayoutDeclined('payout_rejected', 'idempotency key reused for another payout');
        }
        return resultOf(existing);
      }
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
        throw new PayoutDeclined('payout_rejected', 'the amount must be positive');
      }
      if (request.method === 'virtual_card' && request.amountMinor % 100 === 13) {
        throw new PayoutDeclined(
          'payout_declined',
          'sandbox: card amounts ending in 13 minor units are declined',
        );
      }
      // Two calls with one key at once: one insert wins, both answer the winner.
      await deps.ledger.addUnlessKeyExists(newEntry(request));
      const stored = await find(request.idempotencyKey);
      if (!stored) throw new Error('sandbox ledger: the entry just written is missing');
      return resultOf(stored);
    },

    /** The card behind a redemption token; undefined for an unknown token or a PayPal payment. */
    async findCard(token: string): Promise<SandboxCard | undefined> {
      if (!TOKEN.test(token)) return undefined;
      const row = await deps.ledger.byToken(token);
      if (!row || isPaypal(row)) return undefined;
      return {
        idempotencyKey: row.idempotencyKey,
        number: row.cardNumber,
        cvv: row.cvv,
        expiry: row.expiry,
        amountMinor: row.amountMinor,
        currency: row.currency,
        recipient: row.recipient,
        issuedAt: row.createdAt,
      };
    },
  };
  return issuer satisfies PayoutProvider;
}

export type SandboxIssuer = ReturnType<typeof createSandboxIssuer>;
