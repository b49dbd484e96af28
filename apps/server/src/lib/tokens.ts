import { createHmac, hash, randomFillSync, timingSafeEqual } from 'node:crypto';

/**
 * Random bytes drawn from the operating system's generator in blocks: one call into the generator
 * costs about as much as it yields for 4 KB, and every sign-in needs 32 bytes (Node's own
 * `randomUUID` keeps such a cache). Bytes are handed out once, in order, and never again: the block
 * is refilled when it runs out, so no two tokens share a byte.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

function randomBytesFromPool(bytes: number): Buffer {
  if (bytes > POOL_BYTES) return randomFillSync(Buffer.alloc(bytes));
  if (poolOffset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const taken = Buffer.from(pool.subarray(poolOffset, poolOffset + bytes));
  // What was handed out is not kept where a later reader of the pool could see it.
  pool.fill(0, poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return taken;
}

/** A random 256-bit token, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytesFromPool(bytes).toString('base64url');
}

/** SHA-256 hex of a token: what we store instead of the token itself (one-shot: no Hash object). */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

/** HMAC-SHA-256 hex. */
export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Compares two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  return timingSafeEqual(hash('sha256', a, 'buffer'), hash('sha256', b, 'buffer'));
}
