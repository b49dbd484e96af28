// DESIGN.md 9: the server is stateless, so two instances on one PostgreSQL database behave as one:
// sessions, sign-out, rate-limit counters and merchants are shared through the database.
// Runs on the PostgreSQL run only (apps/server/vitest.config.ts).
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/envelope';
import {
  callApi,
  createPeerApp,
  createTestApp,
  sessionCookieOf,
  signInToDemo,
  type TestApp,
} from '../support/test-app';

const env = { SIGN_IN_LIMIT_PER_WINDOW: '3' };
let a: TestApp;
let b: TestApp;
let merchantId: string;

beforeAll(async () => {
  a = await createTestApp({ demo: true, env });
  b = await createPeerApp(a, { env });
  merchantId = (await a.services.merchants.findByShop('demo'))?.id as string;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

function signIn(instance: TestApp, orderName: string, contactInfo: string, remoteAddress: string) {
  return instance.app.inject({
    method: 'POST',
    url: callPath('rc-login'),
    remoteAddress,
    payload: { merchantId, orderName, contactInfo },
  });
}

describe('two instances on one PostgreSQL database', () => {
  it('are two apps with their own pools on the same database', () => {
    expect(a.database.kind).toBe('postgres');
    expect(b.database).not.toBe(a.database);
    expect(b.app).not.toBe(a.app);
  });

  it('share sessions: signed in on A, used on B, signed out on B, refused on A', async () => {
    const { cookie } = await signInToDemo(a);
    const onB = await callApi(b, 'query-related-policy-with-check', {}, { cookie });
    expect(onB.body.code).toBe(0);
    expect(onB.body.data.orderName).toBe('#1001');
    expect((await callApi(b, 'get-all-protected-item', {}, { cookie })).body.code).toBe(0);

    expect((await callApi(b, 'rc-logout', {}, { cookie })).body.code).toBe(0);
    for (const instance of [a, b]) {
      const response = await instance.app.inject({
        method: 'POST',
        url: callPath('query-related-policy-with-check'),
        payload: {},
        headers: { cookie },
      });
      expectFailure(response, { status: 401, code: ERROR_CODES.NOT_SIGNED_IN });
    }
  });

  it('add up sign-in failures from both instances to the limit', async () => {
    const address = '10.20.30.40';
    expect((await signIn(a, '#1006', 'guess1@example.com', address)).json().code).toBe(
      ERROR_CODES.ORDER_NUMBER_UNKNOWN,
    );
    expect((await signIn(b, '#1006', 'guess2@example.com', address)).json().code).toBe(
      ERROR_CODES.ORDER_NUMBER_UNKNOWN,
    );
    expect((await signIn(a, '#1006', 'guess3@example.com', address)).json().code).toBe(
      ERROR_CODES.ORDER_NUMBER_UNKNOWN,
    );
    // Three failures in all: both instances now refuse further guesses on the order, and send
    // the right e-mail the verification path instead of a session (decision 022).
    for (const instance of [b, a]) {
      const response = await signIn(instance, '#1006', 'guess4@example.com', '10.20.30.41');
      expect(response.statusCode).toBe(429);
      expect(response.json().code).toBe(ERROR_CODES.TOO_MANY_ATTEMPTS);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      const owner = await signIn(instance, '#1006', 'shopper@example.com', '10.20.30.41');
      expect([ERROR_CODES.VERIFY_EMAIL_REQUIRED, ERROR_CODES.VERIFY_EMAIL_PENDING]).toContain(
        owner.json().code,
      );
      expect(owner.headers['set-cookie']).toBeUndefined();
    }
  });

  it('count concurrent failures on both instances, and the limit holds afterwards', async () => {
    const address = '10.20.30.50';
    const attempts = Array.from({ length: 6 }, (_, index) =>
      signIn(index % 2 ? a : b, '#1005', `burst${index}@example.com`, address),
    );
    const codes = (await Promise.all(attempts)).map((response) => response.json().code);
    // Each attempt is answered as a failure or refused, never with a 500.
    for (const code of codes)
      expect([ERROR_CODES.ORDER_NUMBER_UNKNOWN, ERROR_CODES.TOO_MANY_ATTEMPTS]).toContain(code);
    const after = await signIn(b, '#1005', 'after@example.com', '10.20.30.51');
    expect(after.statusCode).toBe(429);
  });

  it('share merchants and orders: created through A, fed and signed in through B', async () => {
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/admin/v1/merchants',
      headers: { authorization: `Bearer ${a.adminToken}` },
      payload: { shop: 'scale-shop', name: 'Scale' },
    });
    expect(created.statusCode).toBe(201);
    const { apiKey, merchantId: scaleMerchant } = created.json().data;
    const order = {
      email: 'scale@example.com',
      currency: 'USD',
      placedAt: '2025-06-01T10:00:00Z',
      items: [{ id: 'i1', title: 'Kettle', quantity: 1, price: 3900 }],
      policies: [
        {
          id: 'p1',
          productCode: 'shipping_protection',
          status: 'active',
          sumInsured: 3900,
          startsAt: '2025-06-01T10:00:00Z',
          endsAt: '2099-01-01T00:00:00Z',
          itemIds: ['i1'],
        },
      ],
    };
    const puts = await Promise.all(
      [a, b, a, b].map((instance) =>
        instance.app.inject({
          method: 'PUT',
          url: '/api/merchant/v1/orders/%23S-1',
          headers: { authorization: `Bearer ${apiKey}` },
          payload: order,
        }),
      ),
    );
    expect(puts.map((response) => response.json().data.result).sort()).toEqual([
      'created',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    const login = await callApi(b, 'rc-login', {
      merchantId: scaleMerchant,
      orderName: '#S-1',
      contactInfo: 'scale@example.com',
    });
    expect(login.body.code).toBe(0);
    const cookie = sessionCookieOf(login);
    const items = await callApi(a, 'get-all-protected-item', {}, { cookie });
    expect(items.body.data.unfulfilledList.map((item: { title: string }) => item.title)).toEqual(['Kettle']);
  });
});
