// Merchant-signed links (decision 008, README "Merchant-signed sign-in links"): the merchant API and
// the admin API make them, the README's recipe makes the same ones, a valid one signs in without
// the verification e-mail, and every bad one answers 100012 and counts as a failed sign-in.
import { createHmac } from 'node:crypto';
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits, sessions } from '../../src/db/schema';
import { signOrderLink } from '../../src/lib/signed-links';
import { createMerchantsRepository } from '../../src/modules/merchants/repository';
import { newApiKey } from '../../src/modules/merchants/service';
import { expectFailure, fieldsOf } from '../support/envelope';
import { createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

const SHOPPER = 'shopper@example.com';
const SIGN_IN_LIMIT = 4;
const DAY = 86_400;

let t: TestApp;
const demo = { id: '', secret: '', key: '' };
const lumen = { id: '', secret: '' };

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { RATE_LIMIT_STORE: 'database', SIGN_IN_LIMIT_PER_WINDOW: String(SIGN_IN_LIMIT) },
  });
  const demoRow = await t.services.merchants.findByShop('demo');
  const lumenRow = await t.services.merchants.findByShop('lumen');
  if (!demoRow || !lumenRow) throw new Error('demo not seeded');
  Object.assign(demo, { id: demoRow.id, secret: demoRow.signingSecret });
  Object.assign(lumen, { id: lumenRow.id, secret: lumenRow.signingSecret });
  // The seeded demo store has no API key of its own yet: give it one, as an operator would.
  const apiKey = newApiKey();
  await createMerchantsRepository(t.database.db).insertApiKey(demo.id, apiKey.hash, apiKey.prefix);
  demo.key = apiKey.key;
});
afterAll(() => t.close());

// Each test starts with no failed sign-ins counted.
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

const nowUnix = () => Math.floor(Date.now() / 1000);

function signIn(body: { orderName: string; contactInfo: string; signature?: string }, merchantId = demo.id) {
  return t.app.inject({ method: 'POST', url: callPath('rc-login'), payload: { merchantId, ...body } });
}

function merchantSignedLink(body: unknown, key: string | null = demo.key) {
  return t.app.inject({
    method: 'POST',
    url: '/api/merchant/v1/signed-links',
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload: body as object,
  });
}

function adminSignedLink(shop: string, body: unknown, token: string | null, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/merchants/${shop}/signed-links`,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
}

/** The README's recipe, written here from the README alone. */
function readmeSignature(secret: string, order: string, email: string, expires: number): string {
  const hmac = createHmac('sha256', secret)
    .update(`${order}\n${email.toLowerCase()}\n${expires}`)
    .digest('hex');
  return `${expires}.${hmac}`;
}

/** Signs in with the query parameters of a signed link, as the login page does on arrival. */
function signInWithLink(url: string) {
  const query = new URL(url).searchParams;
  return signIn({
    orderName: query.get('order_number') as string,
    contactInfo: query.get('email') as string,
    signature: query.get('signature') as string,
  });
}

async function expectSignedInTo(response: Awaited<ReturnType<typeof signIn>>, orderName: string) {
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.code).toBe(0);
  expect(body.data.orderName).toBe(orderName);
  const cookie = sessionCookieOf(response);
  const [row] = await t.database.db
    .select({ method: sessions.method })
    .from(sessions)
    .where(eq(sessions.sessionId, body.data.sessionId));
  expect(row?.method).toBe('signature');
  return cookie;
}

describe('POST /api/merchant/v1/signed-links', () => {
  it('makes a link to the store login page with the order, the e-mail and a week-long signature', async () => {
    const before = nowUnix();
    const response = await merchantSignedLink({ orderName: '#1007', email: SHOPPER });
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe(0);
    expect(Object.keys(data).sort()).toEqual(['expiresAt', 'signature', 'url']);
    expect(data.signature).toMatch(/^\d{10}\.[0-9a-f]{64}$/);
    const expires = Number(data.signature.split('.')[0]);
    expect(new Date(data.expiresAt).getTime()).toBe(expires * 1000);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(expires).toBeLessThanOrEqual(nowUnix() + 7 * DAY);

    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/demo/login');
    expect(url.searchParams.get('order_number')).toBe('#1007');
    expect(url.searchParams.get('email')).toBe(SHOPPER);
    expect(url.searchParams.get('signature')).toBe(data.signature);
    expect(data.url).toContain('order_number=%231007');
  });

  it('takes the lifetime in seconds', async () => {
    const response = await merchantSignedLink({ orderName: '#1001', email: SHOPPER, expiresInSeconds: 3600 });
    const expires = Number(response.json().data.signature.split('.')[0]);
    expect(Math.abs(expires - (nowUnix() + 3600))).toBeLessThanOrEqual(2);
  });

  it('signs in to #1007 without the verification e-mail that order otherwise needs', async () => {
    const plain = await signIn({ orderName: '#1007', contactInfo: SHOPPER });
    expect(plain.json().code).toBe(ERROR_CODES.VERIFY_EMAIL_REQUIRED);

    const link = (await merchantSignedLink({ orderName: '#1007', email: 'Shopper@Example.com' })).json().data;
    const cookie = await expectSignedInTo(await signInWithLink(link.url), '#1007');
    const policies = await t.app.inject({
      method: 'POST',
      url: callPath('query-related-policy-with-check'),
      headers: { cookie },
      payload: {},
    });
    expect(policies.json().data.orderName).toBe('#1007');
  });

  it('needs the merchant key (401, 100010)', async () => {
    for (const key of [null, 'rcm_not-a-key-not-a-key-not-a-key-not-a-key-xx']) {
      const response = await merchantSignedLink({ orderName: '#1007', email: SHOPPER }, key);
      expectFailure(response, { status: 401, code: ERROR_CODES.MERCHANT_API_KEY_INVALID });
    }
  });

  it.each([
    [{ orderName: '#1007', email: 'not-an-email' }, 'email'],
    [{ orderName: '', email: SHOPPER }, 'orderName'],
    [{ orderName: '#1007', email: SHOPPER, expiresInSeconds: 10 }, 'expiresInSeconds'],
    [{ orderName: '#1007', email: SHOPPER, expiresInSeconds: 91 * DAY }, 'expiresInSeconds'],
    [{ orderName: '#1007', email: SHOPPER, shop: 'lumen' }, ''],
  ])('refuses %j with 100002', async (body, path) => {
    const response = await merchantSignedLink(body);
    const failure = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    if (path) expect(fieldsOf(failure).map((field) => field.path)).toContain(path);
  });
});

describe('the README recipe', () => {
  it('gives signatures the server accepts', async () => {
    const expires = nowUnix() + 600;
    for (const orderName of ['#1001', '#1007']) {
      const signature = readmeSignature(demo.secret, orderName, 'Shopper@Example.com', expires);
      await expectSignedInTo(await signIn({ orderName, contactInfo: SHOPPER, signature }), orderName);
    }
  });

  it('is what the server signs, character for character', async () => {
    const expires = new Date((nowUnix() + 3600) * 1000);
    expect(signOrderLink(demo.secret, '#1001', SHOPPER, expires)).toBe(
      readmeSignature(demo.secret, '#1001', SHOPPER, expires.getTime() / 1000),
    );
  });

  it("works for the second store with that store's secret only", async () => {
    const expires = nowUnix() + 600;
    const own = readmeSignature(lumen.secret, 'LA-2001', 'listener@example.com', expires);
    const response = await signIn(
      { orderName: 'LA-2001', contactInfo: 'listener@example.com', signature: own },
      lumen.id,
    );
    await expectSignedInTo(response, 'LA-2001');
    const withDemoSecret = readmeSignature(demo.secret, 'LA-2001', 'listener@example.com', expires);
    const refused = await signIn(
      { orderName: 'LA-2001', contactInfo: 'listener@example.com', signature: withDemoSecret },
      lumen.id,
    );
    expectFailure(refused, { status: 200, code: ERROR_CODES.SIGNED_LINK_INVALID });
  });
});

describe('bad signatures', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000);
  const cases: [string, () => string][] = [
    [
      'a tampered signature',
      () => {
        const good = signOrderLink(demo.secret, '#1007', SHOPPER, inAnHour());
        return `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
      },
    ],
    [
      'a later expiry on a good signature',
      () => {
        const [expires, hmac] = signOrderLink(demo.secret, '#1007', SHOPPER, inAnHour()).split('.');
        return `${Number(expires) + 86_400}.${hmac}`;
      },
    ],
    ['a signature for another order', () => signOrderLink(demo.secret, '#1001', SHOPPER, inAnHour())],
    [
      'a signature for another e-mail',
      () => signOrderLink(demo.secret, '#1007', 'other@example.com', inAnHour()),
    ],
    ['an expired signature', () => signOrderLink(demo.secret, '#1007', SHOPPER, new Date(Date.now() - 1000))],
    ['a signature made with another secret', () => signOrderLink(lumen.secret, '#1007', SHOPPER, inAnHour())],
    ['a signature that is not one', () => 'not-a-signature'],
  ];

  it.each(cases)('answers %s with 100012 and no session', async (_name, make) => {
    const response = await signIn({ orderName: '#1007', contactInfo: SHOPPER, signature: make() });
    expectFailure(response, { status: 200, code: ERROR_CODES.SIGNED_LINK_INVALID });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it(`counts each as a failed sign-in: after ${SIGN_IN_LIMIT} a bad link is refused with 429, a valid one still signs in`, async () => {
    for (const [, make] of cases.slice(0, SIGN_IN_LIMIT)) {
      const response = await signIn({ orderName: '#1007', contactInfo: SHOPPER, signature: make() });
      expect(response.json().code).toBe(ERROR_CODES.SIGNED_LINK_INVALID);
    }
    const [, forged] = cases[0] as [string, () => string];
    const refused = await signIn({ orderName: '#1007', contactInfo: SHOPPER, signature: forged() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(ERROR_CODES.TOO_MANY_ATTEMPTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The e-mail counter counted them too: a bad link to another order of the shopper is refused…
    const otherForged = await signIn({ orderName: '#1001', contactInfo: SHOPPER, signature: forged() });
    expect(otherForged.statusCode).toBe(429);
    // …but a link the merchant signed proves the shopper, whatever was guessed before (strangers'
    // failures must not lock the owner out).
    const valid = signOrderLink(demo.secret, '#1007', SHOPPER, inAnHour());
    const accepted = await signIn({ orderName: '#1007', contactInfo: SHOPPER, signature: valid });
    expect(accepted.json().code).toBe(0);
    expect(accepted.headers['set-cookie']).toBeDefined();
  });

  it('does not let a valid signature through an order whose protection ended', async () => {
    const signature = signOrderLink(demo.secret, '#1002', SHOPPER, inAnHour());
    const response = await signIn({ orderName: '#1002', contactInfo: SHOPPER, signature });
    expect(response.json().code).toBe(ERROR_CODES.PROTECTION_EXPIRED);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('still needs the e-mail of the order: a valid signature with another e-mail is order-not-found', async () => {
    const signature = signOrderLink(demo.secret, '#1007', 'other@example.com', inAnHour());
    const response = await signIn({ orderName: '#1007', contactInfo: 'other@example.com', signature });
    expect(response.json().code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
  });
});

describe('POST /api/admin/v1/merchants/:shop/signed-links', () => {
  it("makes a link with the operator's admin token", async () => {
    const response = await adminSignedLink('demo', { orderName: '#1001', email: SHOPPER }, t.adminToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.url).toMatch(/^http:\/\/localhost:3000\/demo\/login\?/);
    await expectSignedInTo(await signInWithLink(data.url), '#1001');
  });

  it('refuses a missing or wrong admin token, a merchant key, or a caller not on loopback (401)', async () => {
    const body = { orderName: '#1001', email: SHOPPER };
    for (const response of [
      await adminSignedLink('demo', body, null),
      await adminSignedLink('demo', body, `${t.adminToken}x`),
      await adminSignedLink('demo', body, demo.key),
      await adminSignedLink('demo', body, t.adminToken, '203.0.113.7'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(ERROR_CODES.MERCHANT_API_KEY_INVALID);
      expect(response.json().data).toBeUndefined();
    }
  });

  it('answers an unknown shop with 404 and 100013', async () => {
    const response = await adminSignedLink('no-such-shop', { orderName: '#1', email: SHOPPER }, t.adminToken);
    expectFailure(response, { status: 404, code: ERROR_CODES.SHOP_NOT_FOUND });
  });
});
