// Fixed-window counters. On PostgreSQL they live in the database, so every server instance shares
// them (DESIGN.md section 9); on the embedded database the server is the only instance by
// construction, so they live in memory (rate-limiter-memory.ts) and cost no statement.
// An attempt is counted before it is checked (one atomic upsert per key), so a burst of parallel
// requests cannot all slip under the limit; attempts that turn out not to count are given back.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/platform-tables';
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

/** A counter as the count statement returns it: the key, its hits in the window, the seconds left. */
export interface CounterRow {
  key: string;
  hits: number;
  seconds: number;
}

/**
 * The database store's two statements, unprepared, for a caller that folds them into its own
 * statement as a CTE (sign-in counts in the statement that reads the order and gives back in the
 * one that inserts the session: two round trips instead of four). Parameters are `key0`…`keyN-1`
 * (`parameters`), plus `windowSeconds` for the count; keys go in `inLockOrder`.
 */
export interface LimiterStatements {
  readonly db: Db;
  /** `insert … on conflict do update … returning key, hits, seconds` over `size` keys. */
  count(db: Db, size: number): ReturnType<typeof countStatement>;
  /** The give-back upsert over `size` keys. */
  giveBack(db: Db, size: number): ReturnType<typeof giveBackStatement>;
  parameters(keys: readonly string[]): Record<string, string>;
  inLockOrder(keys: readonly string[]): string[];
  /** The keys over their limit among the counted rows, with the seconds until they allow one. */
  over(limits: readonly Limit[], rows: readonly CounterRow[]): Map<string, number>;
}

/** The database store: a RateLimiter whose statements a caller may fold into its own. */
export interface DatabaseRateLimiter extends RateLimiter {
  readonly statements: LimiterStatements;
}

export function foldableStatements(limiter: RateLimiter): LimiterStatements | undefined {
  return 'statements' in limiter ? (limiter as DatabaseRateLimiter).statements : undefined;
}

function countStatement(db: Db, size: number) {
  const keys = Array.from({ length: size }, (_, index) => ({
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
      seconds: sql<number>`ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()))::int`.as('seconds'),
    });
}

// The give-back is an upsert too, over the keys in the same order as the count: both statements
// lock the rows one VALUES row at a time, so a count and a give-back sharing keys always lock
// them in the same order. (An UPDATE … WHERE key IN (…) locks in whatever order its plan visits
// the rows, which deadlocked against concurrent counts and lost the give-back.) A row pruned in
// between comes back empty and already closed.
function giveBackStatement(db: Db, size: number) {
  const keys = Array.from({ length: size }, (_, index) => ({
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
    });
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

function overFrom(limits: readonly Limit[], rows: readonly CounterRow[]): Map<string, number> {
  const over = new Map<string, number>();
  for (const row of rows) {
    const limit = limits.find((entry) => entry.key === row.key);
    if (limit && row.hits > limit.limit) over.set(row.key, Math.max(1, row.seconds));
  }
  return over;
}

export function createRateLimiter(db: Db): DatabaseRateLimiter {
  // Sign-in counts on every attempt: the statements are prepared once per number of keys.
  const takes = new Map<number, ReturnType<typeof prepareTake>>();
  const givings = new Map<number, ReturnType<typeof prepareGiveBack>>();

  function prepareTake(count: number) {
    return countStatement(db, count).prepare(`rate_limits_take_${count}`);
  }

  function prepareGiveBack(count: number) {
    return giveBackStatement(db, count).prepare(`rate_limits_give_back_${count}`);
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

  async function giveBack(keys: readonly string[]) {
    if (keys.length === 0) return;
    const ordered = inLockOrder(keys);
    await cached(givings, ordered.length, prepareGiveBack).execute(parameters(ordered));
  }

  async function count(limits: readonly Limit[], windowSeconds: number): Promise<Map<string, number>> {
    if (limits.length === 0) return new Map();
    const keys = inLockOrder(limits.map((limit) => limit.key));
    const rows = await cached(takes, keys.length, prepareTake).execute({
      ...parameters(keys),
      windowSeconds,
    });
    return overFrom(limits, rows);
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
    statements: {
      db,
      count: countStatement,
      giveBack: giveBackStatement,
      parameters,
      inLockOrder,
      over: overFrom,
    },
  };
}
