import { randomBytes } from 'node:crypto';

// Crockford's alphabet: no I, L, O or U, so a number read over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A claim number a shopper can read out: 'CLM-' and 10 random characters (50 bits). */
export function newClaimNumber(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % 32];
  return `CLM-${out}`;
}
