import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAT_CHANNELS,
  type ChatModeContext,
  isChatModeEnabled,
  orderIdHash,
  orderIdInChatHalf,
  parseChatOverride,
} from './chat-rollout';

// Hashes checked against Node's crypto: SHA-256('1004') ends in 'a' (even), '1001' in '1' (odd).
const EVEN_ORDER = '1004';
const ODD_ORDER = '1001';

const base: ChatModeContext = { merchantId: 'm-1', orderId: ODD_ORDER, allowList: [] };

describe('chat-mode rollout (spec section 6)', () => {
  it('section 6: force_mode true or false overrides everything', () => {
    expect(isChatModeEnabled({ ...base, forceMode: 'true' })).toBe(true);
    expect(isChatModeEnabled({ ...base, forceMode: true })).toBe(true);
    expect(
      isChatModeEnabled({
        ...base,
        orderId: EVEN_ORDER,
        forceMode: 'false',
        allowList: ['m-1'],
        shop: 'demo',
      }),
    ).toBe(false);
    expect(isChatModeEnabled({ ...base, channel: 'zeelool', forceMode: false })).toBe(false);
  });

  it('section 6: chat_mode true or false overrides everything', () => {
    expect(isChatModeEnabled({ ...base, chatMode: 'TRUE' })).toBe(true);
    expect(isChatModeEnabled({ ...base, orderId: EVEN_ORDER, chatMode: ' false ' })).toBe(false);
  });

  it('force_mode wins over chat_mode when both are given', () => {
    expect(isChatModeEnabled({ ...base, forceMode: 'false', chatMode: 'true' })).toBe(false);
    expect(isChatModeEnabled({ ...base, forceMode: 'true', chatMode: 'false' })).toBe(true);
  });

  it('section 6: an override that is not true or false is ignored', () => {
    expect(isChatModeEnabled({ ...base, forceMode: 'chat', chatMode: '1' })).toBe(false);
    expect(isChatModeEnabled({ ...base, orderId: EVEN_ORDER, forceMode: '', chatMode: null })).toBe(true);
  });

  it('section 6: merchants on the allow-list get chat mode', () => {
    expect(isChatModeEnabled({ ...base, allowList: ['m-0', 'm-1'] })).toBe(true);
    expect(isChatModeEnabled({ ...base, merchantId: 42, allowList: new Set(['42']) })).toBe(true);
    expect(isChatModeEnabled({ ...base, merchantId: '42', allowList: [42] })).toBe(true);
    expect(isChatModeEnabled({ ...base, allowList: ['m-2'] })).toBe(false);
    expect(isChatModeEnabled({ ...base, merchantId: null, allowList: ['null'] })).toBe(false);
  });

  it('section 6: the demo store gets chat mode', () => {
    expect(isChatModeEnabled({ ...base, shop: 'demo' })).toBe(true);
    expect(isChatModeEnabled({ ...base, shop: 'Demo' })).toBe(true);
    expect(isChatModeEnabled({ ...base, shop: 'demo-outlet' })).toBe(false);
  });

  it('section 6: the channels zeelool, costway and jeulia get chat mode', () => {
    expect(CHAT_CHANNELS).toEqual(['zeelool', 'costway', 'jeulia']);
    for (const channel of ['zeelool', 'costway', 'JEULIA']) {
      expect(isChatModeEnabled({ ...base, channel })).toBe(true);
    }
    expect(isChatModeEnabled({ ...base, channel: 'dhgate' })).toBe(false);
  });

  it('section 6: otherwise half of orders, by the parity of the last hex digit of SHA-256(order id): even is on', () => {
    expect(orderIdHash(EVEN_ORDER).slice(-1)).toBe('a');
    expect(orderIdHash(ODD_ORDER).slice(-1)).toBe('1');
    expect(isChatModeEnabled({ ...base, orderId: EVEN_ORDER })).toBe(true);
    expect(isChatModeEnabled({ ...base, orderId: ODD_ORDER })).toBe(false);
  });
});

describe('order-id split', () => {
  it('hashes the order id as UTF-8 text, the same for a number and its digits', () => {
    expect(orderIdHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(orderIdHash('订单-1')).toBe('8f103259cfc1e25bb6152a67b79f9abbc609a521158336e681f20ef06733a7d8');
    expect(orderIdHash(1004)).toBe(orderIdHash('1004'));
    expect(orderIdInChatHalf('订单-1')).toBe(true);
    expect(orderIdInChatHalf('#1001')).toBe(false);
  });

  it('keeps an order without an id out of the chat half', () => {
    expect(orderIdInChatHalf(null)).toBe(false);
    expect(orderIdInChatHalf(undefined)).toBe(false);
    expect(orderIdInChatHalf('  ')).toBe(false);
  });

  it('puts about half of a run of order ids in the chat half', () => {
    let inHalf = 0;
    for (let id = 1; id <= 2000; id += 1) if (orderIdInChatHalf(id)) inHalf += 1;
    expect(inHalf).toBeGreaterThan(900);
    expect(inHalf).toBeLessThan(1100);
  });

  it('property: the hash is 64 hex digits and the answer follows the parity of the last one', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (orderId) => {
          const hash = orderIdHash(orderId);
          const last = Number.parseInt(hash.slice(-1), 16);
          return /^[0-9a-f]{64}$/.test(hash) && orderIdInChatHalf(orderId) === (last % 2 === 0);
        },
      ),
    );
  });
});

describe('a caller’s own SHA-256', () => {
  // That Node's native digest splits orders as @noble/hashes' does is checked where the server
  // passes it (apps/server/src/modules/merchants/chat-mode.test.ts).
  it('is the digest the split asks, with the order id as text', () => {
    const asked: string[] = [];
    // A digest ending in an even digit puts the odd order in the chat half: the caller's was used.
    const even = (text: string) => {
      asked.push(text);
      return `${'0'.repeat(63)}2`;
    };
    expect(isChatModeEnabled({ ...base, orderId: ODD_ORDER, sha256Hex: even })).toBe(true);
    expect(orderIdInChatHalf(1001, even)).toBe(true);
    expect(asked).toEqual([ODD_ORDER, '1001']);
  });
});

describe('override parsing', () => {
  it('reads booleans and true/false strings; anything else is no override', () => {
    expect(parseChatOverride(true)).toBe(true);
    expect(parseChatOverride(false)).toBe(false);
    expect(parseChatOverride('True')).toBe(true);
    expect(parseChatOverride('FALSE')).toBe(false);
    expect(parseChatOverride('yes')).toBeNull();
    expect(parseChatOverride(undefined)).toBeNull();
    expect(parseChatOverride(null)).toBeNull();
  });
});
