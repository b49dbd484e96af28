// Sign-in in two round trips on the database store of the rate limiter, as its yardstick makes
// (docs/performance.md, decision 025): the attempt is counted in the statement that reads the
// order (a CTE upserting the counters, then the read model), and given back in the statement that
// inserts the session (a CTE giving back, then the INSERT). The counters' statements are the
// limiter's own (lib/rate-limiter.ts), so the rules do not change: counted before anything is
// checked, keys upserted in one lock order, given back unless the attempt failed.
// The memory store (the embedded database) has no statements to fold: there sign-in is already
// two statements, the order read and the session insert.
import { sql } from 'drizzle-orm';
import type { OrderReadModelRow } from '../../db/order-read-model';
import { type CounterRow, foldableStatements, type Limit, type RateLimiter } from '../../lib/rate-limiter';
import { orderReadModelFragment } from '../orders';
import type { SessionValues } from './repository';
import { sessions } from './tables';

export interface SignInStatements {
  /** Counts one attempt on every limit and reads the order by store and order number, in one statement. */
  countAndRead(
    limits: readonly Limit[],
    windowSeconds: number,
    where: { merchantId: string; orderName: string },
  ): Promise<{ over: Map<string, number>; row: OrderReadModelRow | undefined }>;
  /** Inserts the session and gives the attempt back on `keys`, in one statement. */
  insertSessionGivingBack(keys: readonly string[], values: SessionValues): Promise<void>;
}

/** The folded statements, or undefined when the limiter keeps its counters in memory. */
export function createSignInStatements(limiter: RateLimiter): SignInStatements | undefined {
  const found = foldableStatements(limiter);
  if (!found) return undefined;
  const limiterStatements = found;
  const { db } = limiterStatements;

  function prepareCountAndRead(size: number) {
    const counted = db.$with('rc_counted').as(limiterStatements.count(db, size));
    // The order's read model: the orders module's fragment (decision 056), left-joined so the
    // counters come back whether or not the order exists.
    const query = db
      .with(counted)
      .select({
        counters: sql<
          CounterRow[]
        >`(select coalesce(json_agg(json_build_object('key', "rc_counted"."key", 'hits', "rc_counted"."hits", 'seconds', "rc_counted"."seconds")), '[]'::json) from "rc_counted")`,
        id: orderReadModelFragment.columns.id,
        snapshot: orderReadModelFragment.columns.snapshot,
        remaining: orderReadModelFragment.columns.remaining,
      })
      // One row whatever the order: the counters always come back, the order's columns are null
      // when no order has that number in the store.
      .from(sql`(select 1) as "rc_one"`)
      .$dynamic();
    return orderReadModelFragment
      .joinByName(query, sql.placeholder('merchantId'), sql.placeholder('orderName'))
      .limit(1)
      .prepare(`sign_in_count_and_read_${size}`);
  }

  function prepareInsertGivingBack(size: number) {
    const givenBack = db.$with('rc_given_back').as(limiterStatements.giveBack(db, size));
    return db
      .with(givenBack)
      .insert(sessions)
      .values({
        tokenHash: sql.placeholder('tokenHash'),
        sessionId: sql.placeholder('sessionId'),
        merchantId: sql.placeholder('merchantId'),
        orderId: sql.placeholder('orderId'),
        email: sql.placeholder('email'),
        method: sql.placeholder('method'),
        language: sql.placeholder('language'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .prepare(`sign_in_session_give_back_${size}`);
  }

  const reads = new Map<number, ReturnType<typeof prepareCountAndRead>>();
  const inserts = new Map<number, ReturnType<typeof prepareInsertGivingBack>>();

  return {
    async countAndRead(limits, windowSeconds, where) {
      const keys = limiterStatements.inLockOrder(limits.map((limit) => limit.key));
      let statement = reads.get(keys.length);
      if (!statement) {
        statement = prepareCountAndRead(keys.length);
        reads.set(keys.length, statement);
      }
      const [result] = await statement.execute({
        ...limiterStatements.parameters(keys),
        windowSeconds,
        ...where,
      });
      if (!result) throw new Error('sign-in count returned no row');
      const over = limiterStatements.over(limits, result.counters);
      if (result.id === null) return { over, row: undefined };
      return {
        over,
        row: { id: result.id, snapshot: result.snapshot, remaining: result.remaining },
      };
    },

    async insertSessionGivingBack(keys, values) {
      const ordered = limiterStatements.inLockOrder(keys);
      let statement = inserts.get(ordered.length);
      if (!statement) {
        statement = prepareInsertGivingBack(ordered.length);
        inserts.set(ordered.length, statement);
      }
      await statement.execute({ ...limiterStatements.parameters(ordered), ...values });
    },
  };
}
