// The demo's tracking orders (README "Demo data"): a package in each state with its timeline,
// seeded without e-mails, and the same after a second seed (restart).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/seed-demo';
import { callApi, createTestApp, signInToDemo, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t?.close());

async function packageOf(orderName: string) {
  const { cookie } = await signInToDemo(t, orderName);
  const statuses = await callApi(t, 'query-package-status', {}, { cookie });
  expect(statuses.body.code, JSON.stringify(statuses.body)).toBe(0);
  const [summary] = statuses.body.data.packages;
  const detail = await callApi(
    t,
    'user/get-tracking-detail',
    { fulfillmentId: summary.fulfillmentId },
    { cookie },
  );
  return detail.body.data;
}

describe('the demo packages', () => {
  it.each([
    ['#1030', 'info_received', 'pre_transit', false],
    ['#1031', 'in_transit', 'in_transit', false],
    ['#1032', 'out_for_delivery', 'in_transit', false],
    ['#1033', 'failed_attempt', 'un_delivered', false],
    ['#1034', 'available_for_pickup', 'un_delivered', false],
    ['#1035', 'delivered', 'delivered', false],
    ['#1036', 'exception', 'exception', false],
    ['#1037', 'in_transit', 'in_transit', true],
    ['#1038', 'expired', 'un_delivered', false],
  ])('%s is %s (%s), delayed: %s', async (orderName, status, packageStatus, delayed) => {
    const detail = await packageOf(orderName);
    expect(detail).toMatchObject({ status, packageStatus, delay: { delayed } });
    expect(detail.checkpoints.length).toBeGreaterThan(0);
  });

  it('offers the late package a delay claim, and the long journey reads newest first', async () => {
    expect((await packageOf('#1037')).delay).toMatchObject({ reason: 'late', claimable: true });
    const journey = await packageOf('#1031');
    expect(journey.checkpoints).toHaveLength(5);
    expect(journey.checkpoints[0].location).toBe('Dallas, TX');
    expect(journey.destinationTimeZone).toBe('America/Chicago');
  });

  it('e-mails nobody for the seeded history, and a second seed adds nothing', async () => {
    const count = async () =>
      Number(
        (
          (await t.services.database.db.execute(
            sql`select count(*)::int as n from tracking_events`,
          )) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );
    const before = await count();
    await seedDemo(t.services, 'http://localhost:3000');
    expect(await count()).toBe(before);
    const jobs = (await t.services.database.db.execute(
      sql`select count(*)::int as n from jobs where kind = 'tracking-email'`,
    )) as unknown as { rows: { n: number }[] };
    expect(jobs.rows[0]?.n).toBe(0);
  });
});

describe('the demo return parcels', () => {
  it.each([
    ['#1090', 'return_shipped', 'in_transit', 3],
    ['#1091', 'return_shipped', 'delivered', 3],
    ['#1092', 'to_return', 'info_received', 0],
  ])('%s: the return is %s, its parcel %s with %i scans', async (orderName, returnStatus, status, scans) => {
    const { cookie } = await signInToDemo(t, orderName);
    const list = await callApi(t, 'list-return-items', {}, { cookie });
    const [opened] = list.body.data.returns;
    expect(opened.status).toBe(returnStatus);
    const parcel = await callApi(t, 'user/get-tracking-detail', { returnId: opened.returnId }, { cookie });
    expect(parcel.body.data, JSON.stringify(parcel.body)).toMatchObject({
      returnId: opened.returnId,
      status,
    });
    expect(parcel.body.data.checkpoints).toHaveLength(scans);
  });

  it("told the store that #1091's parcel arrived, once", async () => {
    const told = (await t.services.database.db.execute(
      sql`select count(*)::int as n from return_parcel_tracking where delivered_told_at is not null`,
    )) as unknown as { rows: { n: number }[] };
    expect(told.rows[0]?.n).toBe(1);
  });
});
