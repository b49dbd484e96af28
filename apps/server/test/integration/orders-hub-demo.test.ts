// The orders hub's demo (README "Demo data", apps/server/src/demo/demo-orders-hub.ts): the printed
// merchant-signed link signs hub@example.com in with the e-mail proven, and the hub lists the three
// orders with what each is there to show; a second seed (a restart) adds nothing, and with the
// server's seed marker writes nothing unless the day, the demo data or the database changed.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../src/demo/seed-demo';
import { callApi, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 180_000);
afterAll(() => t?.close());

type HubOrder = {
  orderName: string;
  products: { imageUrl: string | null }[];
  packages: { trackingNumber: string | null; canTrack: boolean }[];
  protection: { name: string } | null;
  claims: { status: string }[];
  returns: { status: string; canAddTracking: boolean }[];
  nextStep: { kind: string } | null;
};

async function hubOfTheLink() {
  const demo = t.demo.find((store) => store.shop === 'demo');
  const entry = demo?.orders.find((order) => order.orderName === '#1040');
  expect(entry?.link, 'the printout carries a signed link for #1040').toBeDefined();
  const link = new URL(entry?.link ?? '');
  expect(link.pathname).toBe('/demo/login');
  const merchant = await t.services.merchants.findByShop('demo');
  const login = await callApi(t, 'rc-login', {
    merchantId: merchant?.id ?? '',
    orderName: link.searchParams.get('order_number') ?? '',
    contactInfo: link.searchParams.get('email') ?? '',
    signature: link.searchParams.get('signature') ?? '',
  });
  expect(login.body.code, JSON.stringify(login.body)).toBe(0);
  const list = await callApi(t, 'user/query-order-list', {}, { cookie: sessionCookieOf(login) });
  expect(list.body.code).toBe(0);
  return list.body.data as { emailVerified: boolean; orders: HubOrder[] };
}

describe('the orders hub demo', () => {
  it("the printed signed link proves hub@example.com's e-mail: all three orders, each showing its scenario", async () => {
    const hub = await hubOfTheLink();
    expect(hub.emailVerified).toBe(true);
    expect(hub.orders.map((order) => order.orderName)).toEqual(['#1040', '#1042', '#1041']);
    for (const order of hub.orders) {
      expect(order.products.every((product) => product.imageUrl?.startsWith('/demo/products/'))).toBe(true);
      expect(order.protection?.name).toBe('Shipping Protection');
    }
    const [first, draft, returned] = hub.orders as [HubOrder, HubOrder, HubOrder];
    expect(first.packages.map((pkg) => pkg.canTrack)).toEqual([true, true]);
    expect(first.claims.map((claim) => claim.status)).toEqual(['action_required']);
    expect(first.nextStep?.kind).toBe('claim_action_required');
    expect(draft.claims.map((claim) => claim.status)).toEqual(['draft']);
    expect(draft.nextStep?.kind).toBe('continue_draft');
    expect(returned.returns).toHaveLength(1);
    expect(returned.returns[0]?.canAddTracking).toBe(true);
    expect(returned.packages.map((pkg) => pkg.trackingNumber === null)).toContain(true);
  });

  it('a second seed (a restart) makes no second claim or return', async () => {
    await seedDemo(t.services, t.config.publicUrl);
    const hub = await hubOfTheLink();
    expect(hub.orders.map((order) => [order.claims.length, order.returns.length])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
  });

  it('a restart with the seed marker skips the writes and prints the same stores and links', async () => {
    const markerFile = path.join(t.config.DATA_DIR, 'demo-seeded.json');
    const now = new Date();
    const first = await seedDemo(t.services, t.config.publicUrl, now, { markerFile });
    expect(existsSync(markerFile)).toBe(true);
    const putOrder = vi.spyOn(t.services.integrations, 'putOrder');
    try {
      const again = await seedDemo(t.services, t.config.publicUrl, now, { markerFile });
      expect(putOrder).not.toHaveBeenCalled();
      const names = (summary: typeof first) =>
        summary.map((store) => [store.shop, store.orders.map((order) => order.orderName)]);
      expect(names(again)).toEqual(names(first));
      const hubLink = again[0]?.orders.find((order) => order.orderName === '#1040')?.link;
      expect(hubLink).toMatch(/signature=/);

      // The next day's demo differs (its dates move): it is seeded again.
      const tomorrow = new Date(now.getTime() + 86_400_000);
      await seedDemo(t.services, t.config.publicUrl, tomorrow, { markerFile });
      expect(putOrder).toHaveBeenCalled();
      putOrder.mockClear();

      // A marker written for another database (other stores' ids) does not skip the seed.
      await seedDemo(t.services, t.config.publicUrl, now, { markerFile });
      putOrder.mockClear();
      const recorded = JSON.parse(readFileSync(markerFile, 'utf8')) as { merchantIds: string[] };
      writeFileSync(markerFile, JSON.stringify({ ...recorded, merchantIds: [randomUUID(), randomUUID()] }));
      await seedDemo(t.services, t.config.publicUrl, now, { markerFile });
      expect(putOrder).toHaveBeenCalled();
    } finally {
      putOrder.mockRestore();
    }
  });
});
