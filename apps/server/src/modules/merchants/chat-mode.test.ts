// Chat mode for an order before the query overrides (spec 6): which merchants are on the allow-list
// (the store's own setting, the operators' CHAT_MODE_MERCHANTS by id or shop name), the demo store,
// the channels, and otherwise the order's half by SHA-256 of its id.
import { randomUUID } from 'node:crypto';
import { orderIdInChatHalf } from '@rc/domain/chat-rollout';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MerchantRow } from './repository';
import { supportChatMode } from './service';

const merchant = (settings: Partial<MerchantRow['settings']> = {}, shop = 'plain-store') =>
  ({ id: '6f1c1f53-4c53-4e0e-9d0f-5c1f1f9b7a10', shop, settings }) as Pick<
    MerchantRow,
    'id' | 'shop' | 'settings'
  >;

/** The first order id of the form order-N whose hash falls in the half asked for. */
function orderIn(half: boolean): string {
  for (let index = 0; ; index += 1) {
    if (orderIdInChatHalf(`order-${index}`) === half) return `order-${index}`;
  }
}

const off = { id: orderIn(false), channel: null };
const on = { id: orderIn(true), channel: null };

describe('supportChatMode', () => {
  it('gives half of the orders of a store on no list, by the parity of SHA-256 of the order id', () => {
    expect(supportChatMode(merchant(), off, [])).toBe(false);
    expect(supportChatMode(merchant(), on, [])).toBe(true);
  });

  it("puts a store on the allow-list by its own setting or the operators' list, by id or shop name", () => {
    expect(supportChatMode(merchant({ chatMode: true }), off, [])).toBe(true);
    expect(supportChatMode(merchant({ chatMode: false }), off, [])).toBe(false);
    expect(supportChatMode(merchant(), off, ['6f1c1f53-4c53-4e0e-9d0f-5c1f1f9b7a10'])).toBe(true);
    expect(supportChatMode(merchant(), off, ['other-store', 'plain-store'])).toBe(true);
    expect(supportChatMode(merchant(), off, ['other-store'])).toBe(false);
  });

  it('is on for the demo store and the channels zeelool, costway and jeulia', () => {
    expect(supportChatMode(merchant({}, 'demo'), off, [])).toBe(true);
    for (const channel of ['zeelool', 'costway', 'jeulia']) {
      expect(supportChatMode(merchant(), { ...off, channel }, [])).toBe(true);
    }
    expect(supportChatMode(merchant(), { ...off, channel: 'dhgate' }, [])).toBe(false);
  });

  it('splits orders with Node’s native SHA-256 exactly as the portal’s @noble/hashes does', () => {
    // The server passes its native digest (a sign-in's cost); the web app uses the domain's.
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), fc.string({ minLength: 1 }), fc.constant(randomUUID())), (id) => {
        return supportChatMode(merchant(), { id, channel: null }, []) === orderIdInChatHalf(id);
      }),
      { numRuns: 500 },
    );
  });
});
