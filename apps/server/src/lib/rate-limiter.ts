// Fixed-window counters in PostgreSQL, so every server instance shares them (DESIGN.md section 9).
// An attempt is counted before it is checked (one atomic upsert per key), so a burst of parallel
// requests cannot all slip under the limit; attempts that turn out not to count are given back.
import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface Limit {
  key: string;
  limit: number;
}

export interface RateLimiter {
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

  function prepareGiveBack(count: number) {
    return db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(
        inArray(
          rateLimits.key,
          Array.from({ length: count }, (_, index) => sql.placeholder(`key${index}`)),
        ),
      )
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

  async function giveBack(keys: readonly string[]) {
    if (keys.length === 0) return;
    await cached(givings, keys.length, prepareGiveBack).execute(parameters(keys));
  }

  return {
    async take(limits, windowSeconds) {
      if (limits.length === 0) return 0;
      // Keys in a fixed order: two requests sharing keys lock their rows in the same order.
      const sorted = [...limits].sort((a, b) => a.key.localeCompare(b.key));
      const rows = await cached(takes, sorted.length, prepareTake).execute({
        ...parameters(sorted.map((limit) => limit.key)),
        windowSeconds,
      });
      let wait = 0;
      for (const row of rows) {
        const limit = sorted.find((entry) => entry.key === row.key);
        if (limit && row.hits > limit.limit) wait = Math.max(wait, Math.max(1, row.seconds));
      }
      if (wait > 0) await giveBack(sorted.map((limit) => limit.key));
      return wait;
    },
    giveBack,
    async prune() {
      await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`));
    },
  };
}
