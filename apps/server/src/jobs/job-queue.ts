// A durable job queue in PostgreSQL (works the same on PGlite): jobs are rows written in the same
// transaction as the change that caused them; a worker in each server instance claims due jobs
// with FOR UPDATE SKIP LOCKED, so two instances never run one job at once, and retries failures
// with backoff. Each kind drains in its own lane, so a slow kind (e-mails to a stalled mail
// server) never holds up another (payouts); an instance runs only the kinds it has handlers for,
// so a kind it does not know waits for one that does. Delivery is at least once: handlers must tolerate a repeat (or use the job id as
// an idempotency key with the outside world).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/client';
import { jobs } from '../db/platform-tables';
import { describeUnavailable, isDatabaseUnavailable, outageWarning } from '../db/unavailable';
import { scrubLogText } from '../lib/log-options';

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due jobs; enqueue wakes it at once in this instance. */
  pollMs?: number;
  maxAttempts?: number;
  /** How long a claimed job is hidden from other workers before it counts as abandoned. */
  lockSeconds?: number;
}

const BATCH = 5;

/** Seconds to wait before attempt n+1: 5, 20, 45, 80 … capped at an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 5 * attempts * attempts);
}

export function createJobQueue(db: Db, options: JobQueueOptions) {
  const handlers = new Map<string, JobHandler>();
  const pollMs = options.pollMs ?? 2000;
  const maxAttempts = options.maxAttempts ?? 8;
  const lockSeconds = options.lockSeconds ?? 120;
  let timer: NodeJS.Timeout | null = null;
  /** One lane per job kind: a slow kind (a stalled mail server) never holds up another (payouts). */
  const lanes = new Map<string, Promise<void>>();
  let stopped = true;

  async function claim(kind?: string): Promise<JobRow[]> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'pending'),
          kind ? eq(jobs.kind, kind) : undefined,
          sql`${jobs.runAt} <= now()`,
          sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())`,
        ),
      )
      .orderBy(jobs.runAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(sql`${jobs.id} in ${due}`)
      .returning();
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      // A database outage is told in the driver's words: a query error's message carries its SQL.
      const message = isDatabaseUnavailable(error)
        ? describeUnavailable(error).reason
        : // A failed query's message carries its parameters (an e-mail, a link): kept without values.
          scrubLogText(error instanceof Error ? error.message : String(error));
      const dead = job.attempts >= maxAttempts;
      options.log.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, dead, err: message },
        'job failed',
      );
      await db
        .update(jobs)
        .set({
          status: dead ? 'dead' : 'pending',
          lastError: message.slice(0, 2000),
          lockedUntil: null,
          runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`,
          ...(dead ? { finishedAt: sql`now()` } : {}),
        })
        .where(eq(jobs.id, job.id));
    }
  }

  /** Runs every job (of one kind, if given) that is due now, until none is left; returns how many ran. */
  async function drain(kind?: string): Promise<number> {
    let count = 0;
    for (;;) {
      const batch = await claim(kind);
      if (batch.length === 0) return count;
      for (const job of batch) await runOne(job);
      count += batch.length;
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  // While PostgreSQL is away the worker keeps polling at its pace (the pool reconnects) and says so
  // once in a while, not every poll.
  const warnUnavailable = outageWarning('database unavailable: job worker waiting');

  /** Starts a lane for every kind this instance handles whose lane is idle. */
  function tick() {
    if (stopped) return;
    for (const kind of handlers.keys()) {
      if (lanes.has(kind)) continue;
      const lane = drain(kind)
        .then(() => undefined)
        .catch((error) =>
          isDatabaseUnavailable(error)
            ? warnUnavailable(options.log, error)
            : options.log.error({ err: error, kind }, 'job worker failed'),
        )
        .finally(() => {
          lanes.delete(kind);
          schedule(pollMs);
        });
      lanes.set(kind, lane);
    }
  }

  return {
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },

    /** Adds a job inside the caller's transaction; a dedupe key makes a repeat a no-op. */
    async enqueue(
      tx: Queryable,
      kind: string,
      payload: Record<string, unknown>,
      options: { dedupeKey?: string; delaySeconds?: number } = {},
    ): Promise<void> {
      await tx
        .insert(jobs)
        .values({
          kind,
          payload,
          dedupeKey: options.dedupeKey ?? null,
          runAt: options.delaySeconds
            ? sql`now() + make_interval(secs => ${options.delaySeconds})`
            : sql`now()`,
        })
        .onConflictDoNothing({ target: jobs.dedupeKey });
    },

    /**
     * Removes keys from a job's payload: a secret it held (a link with a live token) once the job
     * has used it or it is moot.
     */
    async forgetPayloadKeys(jobId: string, keys: readonly string[]): Promise<void> {
      let payload = sql`${jobs.payload}`;
      for (const key of keys) payload = sql`${payload} - ${key}::text`;
      await db.update(jobs).set({ payload }).where(eq(jobs.id, jobId));
    },

    /** Wakes this instance's worker (after a commit that enqueued work). */
    nudge() {
      schedule(0);
    },

    drain,

    start() {
      stopped = false;
      schedule(0);
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.all(lanes.values());
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
