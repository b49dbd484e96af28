// Every login outcome (spec 8, decisions 004 and 008): the code and message of each demo order,
// the legacy router, the checked and unchecked policy calls of an order whose protection ends
// after sign-in, and equal time and equal answers for a wrong order number and a wrong e-mail.
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES, loginErrorBehaviour } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import { protectionNameForCoverage } from '@rc/domain/protection-name';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOrderLink } from '../../src/lib/signed-links';
import { expectFailure } from '../support/envelope';
import { callApi, createTestApp, sessionCookieOf, signInToDemo, type TestApp } from '../support/test-app';

const SHOPPER = 'shopper@example.com';
const LEGACY_SITE_URL = 'https://legacy.example/resolve';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let t: TestApp;
let demoId: string;
const own = { id: '', key: '', shop: 'outcomes-shop' };

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    // The timing test makes many failed attempts; the limit is not what it measures.
    env: { SIGN_IN_LIMIT_PER_WINDOW: '1000', LEGACY_SITE_URL },
  });
  demoId = (await t.services.merchants.findByShop('demo'))?.id as string;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/merchants',
    headers: { authorization: `Bearer ${t.adminToken}` },
    payload: { shop: own.shop, name: 'Outcomes Shop' },
  });
  expect(created.statusCode).toBe(201);
  own.id = created.json().data.merchantId;
  own.key = created.json().data.apiKey;
});
afterAll(() => t.close());

function signIn(body: Record<string, unknown>, merchantId = demoId) {
  return t.app.inject({ method: 'POST', url: callPath('rc-login'), payload: { merchantId, ...body } });
}

function merchantApi(method: 'PUT', url: string, body: unknown) {
  return t.app.inject({
    method,
    url: `/api/merchant/v1${url}`,
    headers: { authorization: `Bearer ${own.key}` },
    payload: body as object,
  });
}

/** An order of the own merchant with one item, one delivered package and one policy. */
function ownOrder(
  changes: {
    platform?: string;
    policyStatus?: string;
    policyEndsAt?: string;
    coverageCanceled?: boolean;
  } = {},
) {
  return {
    email: 'buyer@example.com',
    firstName: 'Kim',
    lastName: 'Lee',
    currency: 'EUR',
    placedAt: at(-5),
    ...(changes.platform ? { platform: changes.platform } : {}),
    items: [{ id: 'lamp', title: 'Desk Lamp', quantity: 1, price: 4900 }],
    fulfillments: [
      {
        id: 'box-1',
        status: 'delivered',
        carrier: 'DHL',
        trackingNumber: 'JD1',
        shippedAt: at(-4),
        deliveredAt: at(-2),
        coverageCanceled: changes.coverageCanceled ?? false,
        items: [{ itemId: 'lamp', quantity: 1 }],
      },
    ],
    policies: [
      {
        id: 'pol-1',
        productCode: 'shipping_protection',
        status: changes.policyStatus ?? 'active',
        sumInsured: 4900,
        startsAt: at(-5),
        endsAt: changes.policyEndsAt ?? at(30),
        itemIds: ['lamp'],
      },
    ],
  };
}

async function putOwnOrder(orderName: string, order: ReturnType<typeof ownOrder>) {
  const response = await merchantApi('PUT', `/orders/${encodeURIComponent(orderName)}`, order);
  expect([200, 201]).toContain(response.statusCode);
}

async function signInToOwn(orderName: string) {
  const response = await signIn({ orderName, contactInfo: 'buyer@example.com' }, own.id);
  expect(response.json().code).toBe(0);
  return sessionCookieOf(response);
}

function call(name: Parameters<typeof callPath>[0], body: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: callPath(name),
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
}

describe('the code of every demo order', () => {
  const shippingProtection = { type: protectionNameForCoverage('shipping_protection') };
  it.each([
    ['#1001', SHOPPER, 0, undefined],
    ['#1002', SHOPPER, ERROR_CODES.PROTECTION_EXPIRED, 'message'],
    ['#1003', SHOPPER, ERROR_CODES.PROTECTION_CANCELED, 'message'],
    ['#1004', SHOPPER, ERROR_CODES.NO_COVERED_ITEMS, 'message'],
    ['#1005', SHOPPER, 0, undefined],
    ['#1006', SHOPPER, 0, undefined],
    ['#1007', SHOPPER, ERROR_CODES.VERIFY_EMAIL_REQUIRED, 'verify-email'],
    ['#1008', SHOPPER, 0, undefined],
    ['#1009', SHOPPER, ERROR_CODES.COVERAGE_CANCELED, 'warning'],
    ['#1010', SHOPPER, 0, undefined],
    ['#1011', SHOPPER, 0, undefined],
    ['#9999', SHOPPER, ERROR_CODES.ORDER_NUMBER_UNKNOWN, 'message'],
    ['#1001', 'other@example.com', ERROR_CODES.ORDER_NUMBER_UNKNOWN, 'message'],
  ] as const)('%s with %s answers %i', async (orderName, email, code, behaviour) => {
    const response = await signIn({ orderName, contactInfo: email });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(code);
    if (code === 0) {
      expect(body.data.orderName).toBe(orderName);
      expect(sessionCookieOf(response)).toMatch(/^rc_session=/);
      return;
    }
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(body.message).toBe(
      errorMessage(code, 'en-US', code === ERROR_CODES.NO_COVERED_ITEMS ? shippingProtection : undefined),
    );
    // The login page acts on this code as decision 008 says.
    expect(loginErrorBehaviour(code).behaviour).toBe(behaviour);
  });

  it("answers #1009 with the spec's 200020 warning, by every way in, and starts no session", async () => {
    const spec =
      'Protection coverage has been canceled. You cannot report an issue for a package with canceled coverage.';
    const byEmail = await signIn({ orderName: '#1009', contactInfo: SHOPPER });
    const demo = await t.services.merchants.findByShop('demo');
    const signature = signOrderLink(
      demo?.signingSecret as string,
      '#1009',
      SHOPPER,
      new Date(Date.now() + 60_000),
    );
    const bySignature = await signIn({ orderName: '#1009', contactInfo: SHOPPER, signature });
    for (const response of [byEmail, bySignature]) {
      expect(response.json()).toEqual({ code: ERROR_CODES.COVERAGE_CANCELED, message: spec });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('tells the web app which orders belong on the legacy site and where it is', async () => {
    const expectations: [string, boolean, string | null][] = [
      ['#1001', true, null],
      ['#1008', true, null],
      ['#1010', false, 'garmentory'],
      ['#1011', true, 'dhgate'],
    ];
    for (const [orderName, redirectToNewRc4, channel] of expectations) {
      const { login } = await signInToDemo(t, orderName);
      expect({ orderName, redirectToNewRc4: login.redirectToNewRc4, channel: login.channel }).toEqual({
        orderName,
        redirectToNewRc4,
        channel,
      });
      expect(login.rcLoginStyleVO.legacySiteUrl).toBe(LEGACY_SITE_URL);
    }
  });
});

describe('sv_router', () => {
  it("answers 'old' for the 17track order #1008 of a merchant still migrating", async () => {
    const { cookie, login } = await signInToDemo(t, '#1008');
    expect(login.platform).toBe('17track');
    const result = await callApi(t, 'sv_router', { email: SHOPPER, orderNumber: '#1008' }, { cookie });
    expect(result.body).toEqual({ code: 0, data: { router: 'old' } });
  });

  it.each(['#1001', '#1010', '#1011'])("answers 'new' for %s", async (orderName) => {
    const { cookie } = await signInToDemo(t, orderName);
    const result = await callApi(t, 'sv_router', { email: SHOPPER, orderNumber: orderName }, { cookie });
    expect(result.body).toEqual({ code: 0, data: { router: 'new' } });
  });

  it('needs a session (401, 100008), also after sign-out', async () => {
    expectFailure(await call('sv_router', { email: SHOPPER, orderNumber: '#1008' }), {
      status: 401,
      code: ERROR_CODES.NOT_SIGNED_IN,
    });
    const { cookie } = await signInToDemo(t, '#1008');
    await call('rc-logout', {}, cookie);
    expectFailure(await call('sv_router', {}, cookie), { status: 401, code: ERROR_CODES.NOT_SIGNED_IN });
  });

  it("follows the merchant's legacyRouter setting for its 17track orders", async () => {
    await putOwnOrder('TRK-1', ownOrder({ platform: '17track' }));
    const cookie = await signInToOwn('TRK-1');
    expect((await callApi(t, 'sv_router', {}, { cookie })).body.data.router).toBe('new');
    const branding = await merchantApi('PUT', '/branding', { settings: { legacyRouter: true } });
    expect(branding.statusCode).toBe(200);
    expect((await callApi(t, 'sv_router', {}, { cookie })).body.data.router).toBe('old');
    await merchantApi('PUT', '/branding', { settings: { legacyRouter: false } });
    expect((await callApi(t, 'sv_router', {}, { cookie })).body.data.router).toBe('new');
  });
});

describe('the policies of an order whose protection ends after sign-in', () => {
  it('answers the checked call with 2000002 and lists the expired policy unchecked', async () => {
    await putOwnOrder('EXP-1', ownOrder());
    const cookie = await signInToOwn('EXP-1');
    const before = await callApi(t, 'query-related-policy-with-check', {}, { cookie });
    expect(before.body.code).toBe(0);
    expect(before.body.data.policyList.map((policy: { status: string }) => policy.status)).toEqual([
      'active',
    ]);

    // The merchant reports the policy's end, already past, while the shopper is signed in.
    const endedAt = at(-1);
    await putOwnOrder('EXP-1', ownOrder({ policyEndsAt: endedAt }));

    expectFailure(await call('query-related-policy-with-check', {}, cookie), {
      status: 200,
      code: ERROR_CODES.PROTECTION_EXPIRED,
    });
    expectFailure(await call('get-all-protected-item', {}, cookie), {
      status: 200,
      code: ERROR_CODES.PROTECTION_EXPIRED,
    });
    const unchecked = await callApi(t, 'query-related-policy', { orderNumber: 'EXP-1' }, { cookie });
    expect(unchecked.body.code).toBe(0);
    expect(unchecked.body.data).toMatchObject({
      applicantEmail: 'buyer@example.com',
      firstName: 'Kim',
      orderName: 'EXP-1',
    });
    expect(unchecked.body.data.policyList).toHaveLength(1);
    expect(unchecked.body.data.policyList[0]).toMatchObject({
      status: 'expired',
      productCode: 'shipping_protection',
      merchantName: 'Outcomes Shop',
      endsAt: endedAt,
    });
  });

  it('answers 2000003 once the merchant cancels the policy, and 200020 once it cancels the package', async () => {
    await putOwnOrder('CAN-1', ownOrder());
    const cookie = await signInToOwn('CAN-1');

    await putOwnOrder('CAN-1', ownOrder({ policyStatus: 'canceled' }));
    expectFailure(await call('query-related-policy-with-check', {}, cookie), {
      status: 200,
      code: ERROR_CODES.PROTECTION_CANCELED,
    });
    const unchecked = await callApi(t, 'query-related-policy', {}, { cookie });
    expect(unchecked.body.data.policyList[0].status).toBe('canceled');

    await putOwnOrder('CAN-1', ownOrder({ coverageCanceled: true }));
    expectFailure(await call('query-related-policy-with-check', {}, cookie), {
      status: 200,
      code: ERROR_CODES.COVERAGE_CANCELED,
    });
    expect((await callApi(t, 'query-related-policy', {}, { cookie })).body.code).toBe(0);
  });

  it("answers 100009 when the order number is not the session's, with or without the check", async () => {
    await putOwnOrder('EXP-2', ownOrder());
    const cookie = await signInToOwn('EXP-2');
    for (const name of ['query-related-policy-with-check', 'query-related-policy'] as const) {
      expect((await callApi(t, name, { orderNumber: 'EXP-2' }, { cookie })).body.code).toBe(0);
      expect((await callApi(t, name, { orderNumber: ' EXP-2 ' }, { cookie })).body.code).toBe(0);
      for (const orderNumber of ['EXP-1', '#1001', 'exp-2', 'NOPE']) {
        expectFailure(await call(name, { orderNumber }, cookie), {
          status: 404,
          code: ERROR_CODES.NOT_FOUND_FOR_ORDER,
        });
      }
    }
  });
});

describe('a wrong order number and a wrong e-mail', () => {
  const wrongOrder = { orderName: '#9999', contactInfo: SHOPPER };
  const wrongEmail = { orderName: '#1005', contactInfo: 'someone.else@example.com' };

  async function timed(body: Record<string, unknown>) {
    const start = process.hrtime.bigint();
    const response = await signIn(body);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    return { ms, response };
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  };

  it('answer identical bodies and headers but for the date', async () => {
    const [a, b] = [await signIn(wrongOrder), await signIn(wrongEmail)];
    expect(a.body).toBe(b.body);
    expect(a.statusCode).toBe(b.statusCode);
    const comparable = (headers: Record<string, unknown>) => {
      const { date: _date, ...rest } = headers;
      return rest;
    };
    expect(comparable(a.headers)).toEqual(comparable(b.headers));
  });

  it('take the same time (medians of 30 alternating attempts)', async () => {
    // Warm up both paths first (JIT, prepared statements, the merchant cache).
    for (let round = 0; round < 5; round += 1) {
      await timed(wrongOrder);
      await timed(wrongEmail);
    }
    // A loaded 2-core machine is noisy: a real difference shows in every round, noise does not.
    const rounds: { order: number; email: number }[] = [];
    for (let round = 0; round < 3; round += 1) {
      const orderTimes: number[] = [];
      const emailTimes: number[] = [];
      for (let attempt = 0; attempt < 30; attempt += 1) {
        // Alternate which goes first so drift in the machine's load hits both alike.
        const pair =
          attempt % 2 === 0
            ? [await timed(wrongOrder), await timed(wrongEmail)]
            : [await timed(wrongEmail), await timed(wrongOrder)].reverse();
        const [order, email] = pair as [Awaited<ReturnType<typeof timed>>, Awaited<ReturnType<typeof timed>>];
        expect(order.response.body).toBe(email.response.body);
        orderTimes.push(order.ms);
        emailTimes.push(email.ms);
      }
      const result = { order: median(orderTimes), email: median(emailTimes) };
      rounds.push(result);
      const tolerance = Math.max(3, 0.3 * Math.max(result.order, result.email));
      if (Math.abs(result.order - result.email) < tolerance) return;
    }
    expect.fail(`medians differ in every round: ${JSON.stringify(rounds)}`);
  });
});
