// The e-mails the portal sent about the order (the job queue's e-mail jobs), for the export; at an
// erasure the verification e-mails' jobs go (they hold the address and a sign-in link). The other
// e-mail jobs name only the claim, return, package or withdrawal they were about.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { jobs } from '../../db/platform-tables';
import { claimIdsOfOrder } from '../claim-state';
import { packageIdsOf } from '../orders';
import { returnIdsOfOrder } from '../return-state';
import { withdrawalIdsOfOrder } from '../withdrawals';
import type { PersonalDataSection } from './registry';

/** The queue's e-mail kinds (each module's job name) and the payload field naming what it was about. */
const EMAIL_KINDS: Readonly<
  Record<string, 'claimId' | 'returnId' | 'fulfillmentId' | 'orderId' | 'withdrawalId'>
> = {
  'claim-update-email': 'claimId',
  'return-update-email': 'returnId',
  'tracking-email': 'fulfillmentId',
  'verification-email': 'orderId',
  'withdrawal-acknowledgement-email': 'withdrawalId',
};

async function emailJobs(db: Queryable, orderId: string) {
  // What the e-mails were about, each a subquery of the module that owns it (decision 056): one
  // statement still.
  const claimIds = claimIdsOfOrder(db, orderId);
  const returnIds = returnIdsOfOrder(db, orderId);
  const packageIds = packageIdsOf(db, orderId);
  const withdrawalIds = withdrawalIdsOfOrder(db, orderId);
  return db
    .select()
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, Object.keys(EMAIL_KINDS)),
        or(
          and(eq(jobs.kind, 'claim-update-email'), inArray(sql`${jobs.payload} ->> 'claimId'`, claimIds)),
          and(eq(jobs.kind, 'return-update-email'), inArray(sql`${jobs.payload} ->> 'returnId'`, returnIds)),
          and(eq(jobs.kind, 'tracking-email'), inArray(sql`${jobs.payload} ->> 'fulfillmentId'`, packageIds)),
          and(eq(jobs.kind, 'verification-email'), sql`${jobs.payload} ->> 'orderId' = ${orderId}`),
          and(
            eq(jobs.kind, 'withdrawal-acknowledgement-email'),
            inArray(sql`${jobs.payload} ->> 'withdrawalId'`, withdrawalIds),
          ),
        ),
      ),
    )
    .orderBy(jobs.createdAt);
}

export const emailPersonalData: PersonalDataSection = {
  name: 'emails',
  async export(db, order) {
    return (await emailJobs(db, order.id)).map((job) => ({
      kind: job.kind,
      status: job.status === 'done' ? 'sent' : job.status === 'dead' ? 'failed' : 'waiting',
      about: job.payload.status ?? job.payload.kind ?? null,
      queuedAt: job.createdAt.toISOString(),
      sentAt: job.finishedAt?.toISOString() ?? null,
    }));
  },
  async erase(tx, order) {
    const removed = await tx
      .delete(jobs)
      .where(and(eq(jobs.kind, 'verification-email'), sql`${jobs.payload} ->> 'orderId' = ${order.id}`))
      .returning({ id: jobs.id });
    return { rows: removed.length };
  },
};
