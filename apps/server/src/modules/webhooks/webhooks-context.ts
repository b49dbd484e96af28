// What every webhooks use-case works with: the database, the job queue (whose lane delivers the
// messages, decision 063), the sending settings, and the merchant's address for notices. Built
// once by the module's service (service.ts).
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { createWebhooksRepository, type WebhooksRepository } from './repository';

/** The job kind of a delivery pass: it sends what is due, then books the next pass. */
export const DELIVERY_PASS_JOB = 'webhook-deliveries';
/** The job kind of the notice to the merchant that an endpoint was disabled. */
export const ENDPOINT_DISABLED_JOB = 'webhook-endpoint-disabled';

export interface WebhookSettings {
  /** Seconds before each retry; a delivery fails for good when they are used up. */
  retrySeconds: readonly number[];
  disableAfterHours: number;
  timeoutSeconds: number;
  /** Private and loopback targets allowed (development and tests). */
  privateTargets: boolean;
}

export interface WebhooksDeps {
  db: Db;
  jobs: JobQueue;
  settings: WebhookSettings;
  log: FastifyBaseLogger;
  /** The merchant's address for operational notices (its support e-mail), if it has one. */
  noticeAddress: (merchantId: string) => Promise<{ email: string | null; name: string } | null>;
  sendNotice: (message: { to: string; subject: string; text: string; key: string }) => Promise<void>;
}

export interface WebhooksContext extends WebhooksDeps {
  repository: WebhooksRepository;
}

export function createWebhooksContext(deps: WebhooksDeps): WebhooksContext {
  return { ...deps, repository: createWebhooksRepository(deps.db) };
}

/**
 * Books a delivery pass due now, in the caller's transaction (with the write that made a delivery
 * due), and wakes this instance's queue once that transaction has had time to commit.
 */
export async function passNow(ctx: WebhooksContext, tx: Queryable, why: Record<string, unknown>) {
  await ctx.jobs.enqueue(tx, DELIVERY_PASS_JOB, why);
  // After the transaction commits: a short delay lets it land before this instance looks.
  setTimeout(() => ctx.jobs.nudge(), 20).unref();
}

export function notFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
}
