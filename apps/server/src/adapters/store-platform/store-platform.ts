// The merchant's store platform as the returns module sees it: what a return settles is carried
// out where the store's money and orders live. A refund to the original payment, store credit
// (with its bonus) and the order that ships an exchange's new item are each one action, performed
// at most once per idempotency key (the action's id): a retry after a lost answer finds the first
// result. StoreActionRefused is definitive (nothing was done; the merchant must look); any other
// failure is worth asking again with the same key.

export type StoreActionKind = 'refund' | 'store_credit' | 'exchange_order';

export interface StoreAction {
  /** The same key always means the same action: a platform never performs two for one key. */
  idempotencyKey: string;
  kind: StoreActionKind;
  /** The store's order, by its name (#1001) as the merchant sent it. */
  orderName: string;
  currency: string;
  customerEmail: string;
  /** The money: the refund, or the credit; the bonus rides with store credit. */
  amountMinor: number;
  bonusMinor: number;
  /**
   * The store's line item the money is for (its id in the merchant's order) and how many units:
   * `restock` when they came back (the store's stock goes up), not for a keep-the-item refund.
   */
  lineItem: { externalId: string; quantity: number; restock: boolean } | null;
  /** The new item of an exchange. */
  exchange: { productId: string; variantId: string | null; title: string; quantity: number } | null;
  /** Shown in the store's admin with the action: the return's number. */
  note: string;
}

export interface StorePlatform {
  /** Recorded on each action. */
  readonly name: string;
  perform(action: StoreAction): Promise<{ reference: string }>;
}

/** A definitive refusal: nothing was done. `reason` is shown to the merchant. */
export class StoreActionRefused extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'StoreActionRefused';
  }
}

/**
 * The built-in default: the portal is the record. Each action is kept (store_platform_actions)
 * and shown to the merchant with its reference, for a store that carries refunds, credit and
 * exchange orders out by hand or through its own integration (the return.* webhooks).
 */
export function createBuiltinStorePlatform(): StorePlatform {
  return {
    name: 'builtin',
    async perform(action) {
      return { reference: `RC-${action.kind.toUpperCase()}-${action.idempotencyKey.slice(0, 8)}` };
    },
  };
}
