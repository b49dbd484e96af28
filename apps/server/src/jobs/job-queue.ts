// A durable job queue in PostgreSQL (works the same on PGlite): jobs are rows written in the same
// transaction as the change that caused them; a worker in each server instance claims due jobs
// with FOR UPDATE SKIP LOCKED, so two instances never run one job at once, and retries failures
// with backoff. Each kind drains in its own lanes, so a slow kind (e-mails to a stalled mail
// server) never holds up another (payouts), and within a kind a job may name its lane (the store
// whose mail server it waits on), so one store's stalled server never holds up another store's
// mail (decision 070); an instance runs only the kinds it has handlers for,
// so a kind it does not know waits for one that does. Delivery is at least once: handlers must tolerate a repeat (or use the job id as
// an idempotency key with the outside world).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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
/** Lanes one instance runs at once, over all kinds: enough for many stalled stores at a time. */
const MAX_LANES = 16;

/** A lane: a kind, and within it the lane a job named (null: the kind's own). */
interface Lane {
  kind: string;
  lane: string | null;
}
const laneKey = ({ kind, lane }: Lane) => (lane === null ? kind : `${kind}\u0000${lane}`);

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
  /** Running lanes: a slow one (a stalled mail server) never holds up another (payouts, another store). */
  const lanes = new Map<string, Promise<void>>();
  let stopped = true;

  const isDue = () =>
    and(
      eq(jobs.status, 'pending'),
      sql`${jobs.runAt} <= now()`,
      sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())`,
    );

  /** Due jobs of one kind (and lane, when given: null is the kind's own lane). */
  async function claim(kind?: string, lane?: string | null): Promise<JobRow[]> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isDue(),
          kind ? eq(jobs.kind, kind) : undefined,
          lane === undefined ? undefined : lane === null ? isNull(jobs.lane) : eq(jobs.lane, lane),
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

  /**
   * Runs every job (of one kind, and one lane of it, if given) that is due now, until none is left;
   * returns how many ran.
   */
  async function drain(kind?: string, lane?: string | null): Promise<number> {
    let count = 0;
    for (;;) {
      const batch = await claim(kind, lane);
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

  /** The lanes with due work of the kinds this instance handles. */
  async function dueLanes(): Promise<Lane[]> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    return db
      .selectDistinct({ kind: jobs.kind, lane: jobs.lane })
      .from(jobs)
      .where(and(isDue(), inArray(jobs.kind, kinds)))
      .limit(MAX_LANES * 4);
  }

  function startLane(due: Lane) {
    const key = laneKey(due);
    const lane = drain(due.kind, due.lane)
      .then(() => undefined)
      .catch((error) =>
        isDatabaseUnavailable(error)
          ? warnUnavailable(options.log, error)
          : options.log.error({ err: error, kind: due.kind, lane: due.lane }, 'job worker failed'),
      )
      .finally(() => {
        lanes.delete(key);
        schedule(pollMs);
      });
    lanes.set(key, lane);
  }

  /** Starts a lane for every lane with due work that is idle, up to MAX_LANES at once. */
  function tick() {
    if (stopped) return;
    dueLanes()
      .then((due) => {
        if (stopped) return;
        for (const lane of due) {
          if (lanes.size >= MAX_LANES) break;
          if (!lanes.has(laneKey(lane)) && handlers.has(lane.kind)) startLane(lane);
        }
        // Idle, or every lane busy: look again at the worker's pace (a finished lane looks sooner).
        schedule(pollMs);
      })
      .catch((error) => {
        if (isDatabaseUnavailable(error)) warnUnavailable(options.log, error);
        else options.log.error({ err: error }, 'job worker failed');
        schedule(pollMs);
      });
  }

  return {
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },

    /**
     * This instance stops running a kind (once the job in hand is done); its jobs wait for an
     * instance that runs it, as a kind never registered does.
     */
    async unregister(kind: string): Promise<void> {
      handlers.delete(kind);
      const own = laneKey({ kind, lane: null });
      await Promise.all(
        [...lanes].filter(([key]) => key === own || key.startsWith(`${own}\u0000`)).map(([, lane]) => lane),
      );
    },

    /** Adds a job inside the caller's transaction; a dedupe key makes a repeat a no-op. */
    async enqueue(
      tx: Queryable,
      kind: string,
      payload: Record<string, unknown>,
      options: { dedupeKey?: string; delaySeconds?: number; lane?: string } = {},
    ): Promise<void> {
      await tx
        .insert(jobs)
        .values({
          kind,
          lane: options.lane ?? null,
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
