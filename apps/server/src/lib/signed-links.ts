// Merchant-signed links (DESIGN.md section 6): HMAC-SHA-256 with the merchant's signing secret over
// the order name, the e-mail and an expiry. The signature travels as `<expiresUnix>.<hex>` so the
// spec's single `signature` parameter carries both.
import { constantTimeEqual, hmacHex } from './tokens';

/** The exact text that is signed: order name, lower-case e-mail and expiry, one per line. */
export function signedPayload(orderName: string, email: string, expiresUnix: number): string {
  return `${orderName.trim()}\n${email.trim().toLowerCase()}\n${expiresUnix}`;
}

/** The signature for an order and e-mail, valid until `expiresAt`. */
export function signOrderLink(secret: string, orderName: string, email: string, expiresAt: Date): string {
  const expiresUnix = Math.floor(expiresAt.getTime() / 1000);
  return `${expiresUnix}.${hmacHex(secret, signedPayload(orderName, email, expiresUnix))}`;
}

/** True when the signature was made with this secret for this order and e-mail and has not expired. */
export function verifyOrderLink(
  secret: string,
  orderName: string,
  email: string,
  signature: string,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(signature.trim());
  if (!match) return false;
  const expiresUnix = Number(match[1]);
  if (expiresUnix * 1000 <= now.getTime()) return false;
  return constantTimeEqual(match[2] as string, hmacHex(secret, signedPayload(orderName, email, expiresUnix)));
}

/** The shopper-facing link for a signature. */
export function signedLoginUrl(
  publicUrl: string,
  shop: string,
  orderName: string,
  email: string,
  signature: string,
) {
  const query = new URLSearchParams({ order_number: orderName, email, signature });
  return `${publicUrl}/${shop}/login?${query.toString()}`;
}
