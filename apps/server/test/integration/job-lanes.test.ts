// Jobs of one kind never wait behind another kind (hardening finding 5: an issue-payout job waited
// over 150 s behind an e-mail job stuck on a stalled mail server). Each kind drains in its own lane.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { createJobQueue } from '../../src/jobs/job-queue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Only the queue made here runs jobs in this test.
  await t.services.jobs.stop();
});
afterAll(() => t?.close());

describe('job lanes', () => {
  it('runs a payout while an e-mail job of the same instance is stuck', async () => {
    const queue = createJobQueue(t.database.db, { log: t.app.log, pollMs: 50 });
    let releaseMail: () => void = () => undefined;
    const mailStuck = new Promise<void>((resolve) => {
      releaseMail = resolve;
    });
    const ran: string[] = [];
    queue.register('lane-test-email', async () => {
      ran.push('email started');
      await mailStuck;
      ran.push('email done');
    });
    queue.register('lane-test-payout', async () => {
      ran.push('payout');
    });
    await t.database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'lane-test-email', { n: 1 });
      await queue.enqueue(tx, 'lane-test-email', { n: 2 });
    });
    queue.start();
    await expect.poll(() => ran.includes('email started'), { timeout: 5_000 }).toBe(true);
    // The payout arrives while the e-mail lane is blocked.
    await t.database.db.transaction((tx) => queue.enqueue(tx, 'lane-test-payout', {}));
    queue.nudge();
    await expect.poll(() => ran.includes('payout'), { timeout: 2_000 }).toBe(true);
    expect(ran).not.toContain('email done');

    releaseMail();
    await expect.poll(() => ran.filter((entry) => entry === 'email done').length, { timeout: 5_000 }).toBe(2);
    await queue.stop();
    const rows = await t.database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, 'lane-test-payout'));
    expect(rows).toEqual([{ status: 'done' }]);
  });

  it('leaves a kind it has no handler for to an instance that has one', async () => {
    const queue = createJobQueue(t.database.db, { log: t.app.log, pollMs: 50 });
    queue.register('lane-test-known', async () => undefined);
    await t.database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'lane-test-unknown', {});
      await queue.enqueue(tx, 'lane-test-known', {});
    });
    queue.start();
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select({ status: jobs.status })
              .from(jobs)
              .where(eq(jobs.kind, 'lane-test-known'))
          )[0]?.status,
        { timeout: 5_000 },
      )
      .toBe('done');
    await queue.stop();
    const [unknown] = await t.database.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.kind, 'lane-test-unknown'));
    expect(unknown).toEqual({ status: 'pending', attempts: 0 });
  });
});
