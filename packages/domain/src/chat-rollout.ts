// Whether the chat mode is on for an order (spec section 6, "Chat-mode rollout"), checked in
// this order:
// 1. an override: force_mode, then chat_mode, when it is true or false (boolean or the strings
//    'true'/'false', any case) decides alone;
// 2. the merchant allow-list (about 200 ids, from configuration);
// 3. the demo store (shop 'demo');
// 4. the channels zeelool, costway and jeulia;
// 5. half of all orders: the last hex digit of SHA-256(order id as UTF-8) is even (0 2 4 6 8 a c e).
// sha256 is @noble/hashes' pure JavaScript, so the browser and Node give the same answer.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The demo store's shop name: chat mode is always on there. */
export const CHAT_DEMO_SHOP = 'demo';

/** Channels whose shoppers always get chat mode. */
export const CHAT_CHANNELS: readonly string[] = ['zeelool', 'costway', 'jeulia'];

export type ChatOverride = boolean | string | null | undefined;

export interface ChatModeContext {
  merchantId: string | number | null | undefined;
  shop?: string | null;
  channel?: string | null;
  orderId: string | number | null | undefined;
  /** The force_mode query parameter (or a boolean). */
  forceMode?: ChatOverride;
  /** The chat_mode query parameter (or a boolean). */
  chatMode?: ChatOverride;
  /** Merchant ids with chat mode on, from configuration. */
  allowList: Iterable<string | number>;
  /**
   * The lower-case hex SHA-256 of a text, where the caller has a faster one than @noble/hashes'
   * (the server's native crypto: a sign-in asks this once); the same digest, so the same answer.
   */
  sha256Hex?: (text: string) => string;
}

/** true or false when the value is an override ('true'/'false' in any case, or a boolean), else null. */
export function parseChatOverride(value: ChatOverride): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = value?.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  return null;
}

/** The lower-case hex SHA-256 of the order id's UTF-8 bytes. */
export function orderIdHash(orderId: string | number): string {
  return bytesToHex(sha256(utf8ToBytes(String(orderId))));
}

/** True when the order falls in the chat half: the last hex digit of SHA-256(order id) is even. */
export function orderIdInChatHalf(
  orderId: string | number | null | undefined,
  sha256Hex: (text: string) => string = orderIdHash,
): boolean {
  if (orderId == null || String(orderId).trim() === '') return false;
  const lastDigit = Number.parseInt(sha256Hex(String(orderId)).slice(-1), 16);
  return lastDigit % 2 === 0;
}

function sameText(a: string | null | undefined, b: string): boolean {
  return a?.trim().toLowerCase() === b;
}

/** Whether chat mode is on for this order (spec 6); see the module comment for the order of checks. */
export function isChatModeEnabled(context: ChatModeContext): boolean {
  const override = parseChatOverride(context.forceMode) ?? parseChatOverride(context.chatMode);
  if (override !== null) return override;
  if (context.merchantId != null) {
    const merchantId = String(context.merchantId);
    for (const allowed of context.allowList) {
      if (String(allowed) === merchantId) return true;
    }
  }
  if (sameText(context.shop, CHAT_DEMO_SHOP)) return true;
  if (CHAT_CHANNELS.some((channel) => sameText(context.channel, channel))) return true;
  return orderIdInChatHalf(context.orderId, context.sha256Hex);
}
