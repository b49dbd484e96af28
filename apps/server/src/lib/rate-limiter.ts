// Fixed-window counters in PostgreSQL, so every server instance shares them (DESIGN.md section 9).
import { and, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface Limit {
  key: string;
  limit: number;
}

export interface RateLimiter {
  /** Seconds until every key is under its limit again; 0 when none is over. */
  retryAfter(limits: readonly Limit[]): Promise<number>;
  /** Counts one hit on each key, opening a window of `windowSeconds` where none is open. */
  hit(keys: readonly string[], windowSeconds: number): Promise<void>;
  /** Forgets keys (after a success that should clear earlier failures). */
  reset(keys: readonly string[]): Promise<void>;
  /** Drops closed windows. */
  prune(): Promise<void>;
}

export function createRateLimiter(db: Db): RateLimiter {
  return {
    async retryAfter(limits) {
      if (limits.length === 0) return 0;
      const rows = await db
        .select({
          key: rateLimits.key,
          hits: rateLimits.hits,
          seconds: sql<number>`ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()))::int`,
        })
        .from(rateLimits)
        .where(
          and(
            inArray(
              rateLimits.key,
              limits.map((limit) => limit.key),
            ),
            sql`${rateLimits.windowEndsAt} > now()`,
          ),
        );
      let wait = 0;
      for (const row of rows) {
        const limit = limits.find((entry) => entry.key === row.key);
        if (limit && row.hits >= limit.limit) wait = Math.max(wait, Math.max(1, row.seconds));
      }
      return wait;
    },
    async hit(keys, windowSeconds) {
      if (keys.length === 0) return;
      const windowEnds = sql`now() + make_interval(secs => ${windowSeconds})`;
      await db
        .insert(rateLimits)
        .values(keys.map((key) => ({ key, hits: 1, windowEndsAt: windowEnds })))
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
            windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
          },
        });
    },
    async reset(keys) {
      if (keys.length === 0) return;
      await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
    },
    async prune() {
      await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`));
    },
  };
}
