// Idempotent writes (DESIGN.md "Gateway API"): the first request with a key does the work and
// stores its answer in the same transaction; the same key again returns that answer and does
// nothing. Two requests at once: the second waits on the key's row until the first commits.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq } from 'drizzle-orm';
import stringify from 'safe-stable-stringify';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/platform-tables';
import { AppError } from './app-error';
import { sha256Hex } from './tokens';

/**
 * Runs `work` once per key. A key seen before with a different request answers 409 (100015), so a
 * client bug cannot silently turn one request into another's answer.
 */
export async function once<T>(
  db: Db,
  key: string,
  request: unknown,
  work: (tx: Tx) => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  const requestHash = sha256Hex(stringify(request) ?? '');
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [previous] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1);
      if (!previous || previous.requestHash !== requestHash) {
        throw new AppError(ERROR_CODES.IDEMPOTENCY_KEY_REUSED, { httpStatus: 409 });
      }
      return { value: previous.response as T, replayed: true };
    }
    const value = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: value as unknown })
      .where(eq(idempotencyKeys.key, key));
    return { value, replayed: false };
  });
}
