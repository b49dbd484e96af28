// The order read model reads each policy's remaining sum live (decision 013): a payout's
// reservation shows at once in sign-in and in the claim steps, without refreshing the snapshot.
// It did not: the remaining-sums subquery compared policies.order_id with policies.id.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, policies } from '../../src/db/schema';
import { createOrdersRepository } from '../../src/modules/orders/repository';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t?.close());

describe('the order read model', () => {
  it('shows a policy’s remaining sum after a reservation, by order name and by id', async () => {
    const merchant = await t.services.merchants.findByShop('demo');
    const repository = createOrdersRepository(t.database.db);
    const before = await repository.findForSignIn({ merchantId: merchant?.id as string, orderName: '#1001' });
    const policy = before?.policies[0];
    expect(policy).toBeDefined();
    const [order] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderName, '#1001'));

    const reserved = await t.database.db.transaction((tx) =>
      repository.reserveCoverage(tx, policy?.id as string, 100),
    );
    expect(reserved).toBe(true);
    const [live] = await t.database.db
      .select({ remainingMinor: policies.remainingMinor })
      .from(policies)
      .where(eq(policies.id, policy?.id as string));

    const byName = await repository.findForSignIn({ merchantId: merchant?.id as string, orderName: '#1001' });
    const byId = await repository.findWithItems(order?.id as string);
    for (const read of [byName, byId]) {
      const again = read?.policies.find((entry) => entry.id === policy?.id);
      expect(again?.remainingMinor).toBe(live?.remainingMinor);
      expect(again?.remainingMinor).toBe((policy?.remainingMinor as number) - 100);
    }
  });
});
