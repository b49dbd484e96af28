// A session is bound to one order (DESIGN.md 6, decision 004): whatever a signed-in shopper of
// #1001 sends to the order calls, no answer carries another order's data, be it another order of
// the same shopper at the same store (#1005, #1002, #1008) or an order of another store (lumen).
import { randomUUID } from 'node:crypto';
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, policies } from '../../src/db/schema';
import { signOrderLink } from '../../src/lib/signed-links';
import { expectFailure } from '../support/envelope';
import { callApi, createTestApp, sessionCookieOf, signInToDemo, type TestApp } from '../support/test-app';

const SHOPPER = 'shopper@example.com';

let t: TestApp;
let cookie: string;
let ownPolicyId: string;
const others: Record<string, { orderId: string; policyId: string; orderName: string }> = {};

async function orderAndPolicy(orderName: string) {
  const [row] = await t.database.db
    .select({ orderId: orders.id, policyId: policies.id })
    .from(orders)
    .innerJoin(policies, eq(policies.orderId, orders.id))
    .where(eq(orders.orderName, orderName));
  if (!row) throw new Error(`no order ${orderName}`);
  return { ...row, orderName };
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  ({ cookie } = await signInToDemo(t, '#1001'));
  ownPolicyId = (await orderAndPolicy('#1001')).policyId;
  for (const orderName of ['#1005', '#1002', '#1008', '#1009', 'LA-2001']) {
    others[orderName] = await orderAndPolicy(orderName);
  }
});
afterAll(() => t.close());

function call(name: Parameters<typeof callPath>[0], body: unknown, sessionCookie = cookie) {
  return t.app.inject({
    method: 'POST',
    url: callPath(name),
    payload: body as object,
    headers: { cookie: sessionCookie },
  });
}

/** No trace of any other order in an answer. */
function expectNothingOfOthers(text: string) {
  for (const other of Object.values(others)) {
    expect(text).not.toContain(other.orderId);
    expect(text).not.toContain(other.policyId);
    expect(text).not.toContain(`"${other.orderName}"`);
  }
  expect(text).not.toContain('listener@example.com');
  expect(text).not.toContain('Lumen');
}

describe('get-all-protected-item', () => {
  it('answers its own policy', async () => {
    const response = await call('get-all-protected-item', { policyId: ownPolicyId });
    expect(response.json().code).toBe(0);
    expectNothingOfOthers(response.body);
  });

  it.each(['#1005', '#1002', '#1008', '#1009', 'LA-2001'])(
    'answers the policy id of %s with 100009 and nothing of it',
    async (orderName) => {
      const response = await call('get-all-protected-item', { policyId: others[orderName]?.policyId });
      expectFailure(response, { status: 404, code: ERROR_CODES.NOT_FOUND_FOR_ORDER });
      expectNothingOfOthers(response.body);
    },
  );

  it('answers an unknown policy id with the same 100009', async () => {
    const unknown = await call('get-all-protected-item', { policyId: randomUUID() });
    const foreign = await call('get-all-protected-item', { policyId: others['#1005']?.policyId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(foreign.body);
  });
});

describe('query-related-policy and query-related-policy-with-check', () => {
  const names = ['query-related-policy-with-check', 'query-related-policy'] as const;

  it.each(
    names.flatMap((name) =>
      ['#1005', '#1002', '#1008', '#1009', 'LA-2001'].map((order) => [name, order] as const),
    ),
  )('%s with the order number %s answers 100009 and nothing of it', async (name, orderNumber) => {
    const response = await call(name, { orderNumber, email: SHOPPER });
    expectFailure(response, { status: 404, code: ERROR_CODES.NOT_FOUND_FOR_ORDER });
    expectNothingOfOthers(response.body);
  });

  it.each(names)("%s reads the session's order whatever else the body names", async (name) => {
    const demo = await t.services.merchants.findByShop('demo');
    const signatureFor1005 = signOrderLink(
      demo?.signingSecret as string,
      '#1005',
      SHOPPER,
      new Date(Date.now() + 600_000),
    );
    const bodies: Record<string, unknown>[] = [
      {},
      { email: 'listener@example.com' },
      { channel: 'garmentory' },
      { signature: signatureFor1005 },
      { email: SHOPPER, signature: signatureFor1005, orderNumber: '#1001' },
      ...(name === 'query-related-policy-with-check' ? [{ accessToken: 'A'.repeat(43) }] : []),
    ];
    for (const body of bodies) {
      const response = await call(name, body);
      expect(response.json().code, JSON.stringify(body)).toBe(0);
      expect(response.json().data.orderName).toBe('#1001');
      expect(response.json().data.policyList.map((policy: { policyId: string }) => policy.policyId)).toEqual([
        ownPolicyId,
      ]);
      expectNothingOfOthers(response.body);
    }
  });
});

describe('sv_router', () => {
  it("answers for the session's order only, whatever order the body names", async () => {
    for (const orderNumber of ['#1008', 'LA-2001', '#1001', null]) {
      const response = await callApi(t, 'sv_router', { email: SHOPPER, orderNumber }, { cookie });
      expect(response.body).toEqual({ code: 0, data: { router: 'new' } });
    }
    const { cookie: cookieOf1008 } = await signInToDemo(t, '#1008');
    for (const orderNumber of ['#1001', '#1005', null]) {
      const response = await callApi(
        t,
        'sv_router',
        { email: SHOPPER, orderNumber },
        { cookie: cookieOf1008 },
      );
      expect(response.body).toEqual({ code: 0, data: { router: 'old' } });
    }
  });
});

describe('sessions of other orders', () => {
  it("cannot read #1001's policy from a #1005 or a lumen session", async () => {
    const { cookie: cookieOf1005 } = await signInToDemo(t, '#1005');
    const lumen = await t.services.merchants.findByShop('lumen');
    const lumenLogin = await callApi(t, 'rc-login', {
      merchantId: lumen?.id as string,
      orderName: 'LA-2001',
      contactInfo: 'listener@example.com',
    });
    const cookieOfLumen = sessionCookieOf(lumenLogin);
    for (const sessionCookie of [cookieOf1005, cookieOfLumen]) {
      const items = await call('get-all-protected-item', { policyId: ownPolicyId }, sessionCookie);
      expectFailure(items, { status: 404, code: ERROR_CODES.NOT_FOUND_FOR_ORDER });
      const policiesOf1001 = await call('query-related-policy', { orderNumber: '#1001' }, sessionCookie);
      expectFailure(policiesOf1001, { status: 404, code: ERROR_CODES.NOT_FOUND_FOR_ORDER });
      expect(items.body + policiesOf1001.body).not.toContain(ownPolicyId);
    }
  });
});
