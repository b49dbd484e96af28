// The platform's own tables (decision 056): the job queue's (jobs/), the rate limiter's and the
// idempotent writes' (lib/), and the channel registry db/sync-channels.ts keeps in step with the
// domain. No module owns them; every module may use them through those parts.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const channels = pgTable('channels', {
  alias: text('alias').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo'),
  orderIdLabel: text('order_id_label').notNull(),
  supportEmail: text('support_email'),
  legacySite: boolean('legacy_site').notNull().default(false),
});

/**
 * Durable work (e-mails now; payouts and webhooks later), written in the same transaction as the
 * change that caused it and run by a worker in every server instance (DESIGN.md section 3 jobs/).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /**
     * Within a kind, jobs of one lane run one after another and lanes run side by side: e-mail to
     * one store's mail server waits only behind that store's (decision 070). Null: the kind's own.
     */
    lane: text('lane'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'done' | 'dead'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('jobs_due_idx').on(table.status, table.runAt)],
);

/** Answers of idempotent writes: the same key again returns the first answer (DESIGN.md 3). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  response: jsonb('response').$type<unknown>(),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every server instance (DESIGN.md section 9). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
