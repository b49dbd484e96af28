// Fixed-window counters. On PostgreSQL they live in the database, so every server instance shares
// them (DESIGN.md section 9); on the embedded database the server is the only instance by
// construction, so they live in memory (rate-limiter-memory.ts) and cost no statement.
// An attempt is counted before it is checked (one atomic upsert per key), so a burst of parallel
// requests cannot all slip under the limit; attempts that turn out not to count are given back.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

export interface Limit {
  key: string;
  limit: number;
}

/** A limit reached: 429, code 100007, the seconds in the message, the data and Retry-After. */
export function tooManyAttempts(seconds: number, headers: Record<string, string> = {}): AppError {
  return new AppError(ERROR_CODES.TOO_MANY_ATTEMPTS, {
    httpStatus: 429,
    params: { seconds },
    data: { retryAfterSeconds: seconds },
    headers: { 'retry-after': String(seconds), ...headers },
  });
}

export interface RateLimiter {
  /**
   * Counts one attempt on every key, as `take` does, but refuses nothing and gives nothing back:
   * answers each key that is over its limit with the seconds until it would allow an attempt. The
   * caller decides what an exceeded key means (sign-in asks for a verification e-mail instead).
   */
  count(limits: readonly Limit[], windowSeconds: number): Promise<Map<string, number>>;
  /**
   * Counts one attempt on every key (opening a window of `windowSeconds` where none is open) and
   * answers the seconds until the attempt would be allowed: 0 when it is. A refused attempt is
   * given back at once, so refusals do not extend the wait.
   */
  take(limits: readonly Limit[], windowSeconds: number): Promise<number>;
  /** Uncounts one attempt on each key (an attempt that did not fail after all). */
  giveBack(keys: readonly string[]): Promise<void>;
  /** Drops closed windows. */
  prune(): Promise<void>;
}

export function createRateLimiter(db: Db): RateLimiter {
  // Sign-in counts on every attempt: the statements are prepared once per number of keys.
  const takes = new Map<number, ReturnType<typeof prepareTake>>();
  const givings = new Map<number, ReturnType<typeof prepareGiveBack>>();

  function prepareTake(count: number) {
    const keys = Array.from({ length: count }, (_, index) => ({
      key: sql.placeholder(`key${index}`),
      hits: 1,
      windowEndsAt: sql`now() + make_interval(secs => ${sql.placeholder('windowSeconds')})`,
    }));
    return db
      .insert(rateLimits)
      .values(keys as never)
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
        },
      })
      .returning({
        key: rateLimits.key,
        hits: rateLimits.hits,
        seconds: sql<number>`ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()))::int`,
      })
      .prepare(`rate_limits_take_${count}`);
  }

  // The give-back is an upsert too, over the keys in the same order as the count: both statements
  // lock the rows one VALUES row at a time, so a count and a give-back sharing keys always lock
  // them in the same order. (An UPDATE … WHERE key IN (…) locks in whatever order its plan visits
  // the rows, which deadlocked against concurrent counts and lost the give-back.) A row pruned in
  // between comes back empty and already closed.
  function prepareGiveBack(count: number) {
    const keys = Array.from({ length: count }, (_, index) => ({
      key: sql.placeholder(`key${index}`),
      hits: 0,
      windowEndsAt: sql`now()`,
    }));
    return db
      .insert(rateLimits)
      .values(keys as never)
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { hits: sql`greatest(${rateLimits.hits} - 1, 0)` },
      })
      .prepare(`rate_limits_give_back_${count}`);
  }

  /** One prepared statement per number of keys, made the first time that count is seen. */
  function cached<Statement>(
    statements: Map<number, Statement>,
    count: number,
    prepare: (count: number) => Statement,
  ): Statement {
    let statement = statements.get(count);
    if (!statement) {
      statement = prepare(count);
      statements.set(count, statement);
    }
    return statement;
  }

  function parameters(keys: readonly string[]): Record<string, string> {
    return Object.fromEntries(keys.map((key, index) => [`key${index}`, key]));
  }

  /**
   * Keys once each, in one fixed order for every statement: rows sharing keys are locked in the
   * same order (and an upsert may not touch one row twice).
   */
  function inLockOrder(keys: readonly string[]): string[] {
    return [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  async function giveBack(keys: readonly string[]) {
    if (keys.length === 0) return;
    await cached(givings, keys.length, prepareGiveBack).execute(parameters(inLockOrder(keys)));
  }

  async function count(limits: readonly Limit[], windowSeconds: number): Promise<Map<string, number>> {
    const over = new Map<string, number>();
    if (limits.length === 0) return over;
    const keys = inLockOrder(limits.map((limit) => limit.key));
    const rows = await cached(takes, keys.length, prepareTake).execute({
      ...parameters(keys),
      windowSeconds,
    });
    for (const row of rows) {
      const limit = limits.find((entry) => entry.key === row.key);
      if (limit && row.hits > limit.limit) over.set(row.key, Math.max(1, row.seconds));
    }
    return over;
  }

  return {
    count,
    async take(limits, windowSeconds) {
      const over = await count(limits, windowSeconds);
      if (over.size === 0) return 0;
      await giveBack(limits.map((limit) => limit.key));
      return Math.max(...over.values());
    },
    giveBack,
    async prune() {
      await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`));
    },
  };
}
