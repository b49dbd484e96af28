// Decision 044: a session's calls reuse the order's parsed snapshot while the database sends the
// same text, and parse it again as soon as the text differs (the merchant or tracking changed it).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../src/db/schema';
import { createStore, PAYOUT_TEST_ENV, putOrder, signIn } from '../support/payout-helpers';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

/** How many times the server parsed an order's snapshot (a JSON text with its items and policies). */
function snapshotParses(parse: { mock: { calls: unknown[][] } }): number {
  return parse.mock.calls.filter(
    ([text]) => typeof text === 'string' && text.includes('"policies"') && text.includes('"fulfillments"'),
  ).length;
}

describe('an order read again by its session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: PAYOUT_TEST_ENV });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is parsed once while its snapshot stays the same, and again once it changed', async () => {
    const store = await createStore(t);
    const shopper = await signIn(t, store, await putOrder(t, store, { inTransit: [2500] }));
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (let call = 0; call < 3; call++) {
        const items = await callApi(t, 'get-all-protected-item', {}, { cookie: shopper.cookie });
        expect(items.body.data.fulfillments[0].items[0].title).toBe('Item t0');
      }
      expect(snapshotParses(parse)).toBe(0);

      await t.database.db
        .update(orders)
        .set({ snapshot: sql`jsonb_set(${orders.snapshot}, '{items,0,title}', '"Renamed"')` })
        .where(eq(orders.id, shopper.orderId));
      const changed = await callApi(t, 'get-all-protected-item', {}, { cookie: shopper.cookie });
      expect(changed.body.data.fulfillments[0].items[0].title).toBe('Renamed');
      expect(snapshotParses(parse)).toBe(1);
      await callApi(t, 'get-all-protected-item', {}, { cookie: shopper.cookie });
      expect(snapshotParses(parse)).toBe(1);
    } finally {
      parse.mockRestore();
    }
  });
});
