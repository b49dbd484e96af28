// Sessions and isolation (DESIGN.md 6): the cookie, one order per session whatever the input,
// forged cookies, sign-out revocation, idle and absolute expiry.
import { createHash } from 'node:crypto';
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { expectFailure } from '../support/envelope';
import { callApi, createTestApp, signInToDemo, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { SESSION_IDLE_MINUTES: '5', SESSION_MAX_HOURS: '2' } });
});
afterAll(() => t.close());

function setCookieOf(headers: Record<string, unknown>): string {
  const header = headers['set-cookie'];
  return String(Array.isArray(header) ? header.find((c) => String(c).startsWith('rc_session=')) : header);
}

async function sessionRow(sessionId: string) {
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.sessionId, sessionId));
  if (!row) throw new Error('no session row');
  return row;
}

async function expectSignedOut(cookie: string) {
  for (const name of ['query-related-policy-with-check', 'get-all-protected-item'] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: callPath(name),
      payload: {},
      headers: { cookie },
    });
    expectFailure(response, { status: 401, code: ERROR_CODES.NOT_SIGNED_IN });
  }
}

async function orderNameSeenBy(cookie: string) {
  const result = await callApi(t, 'query-related-policy-with-check', {}, { cookie });
  expect(result.body.code).toBe(0);
  return result.body.data.orderName as string;
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Secure, Path=/ and lives as long as the absolute expiry', async () => {
    const { login } = await signInToDemo(t);
    const merchantId = login.merchantId as string;
    const result = await callApi(t, 'rc-login', {
      merchantId,
      orderName: '#1001',
      contactInfo: 'shopper@example.com',
    });
    const cookie = setCookieOf(result.headers);
    const attributes = cookie.split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(/^rc_session=[A-Za-z0-9_-]{43}$/);
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Secure');
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain(`Max-Age=${2 * 3600}`);
    expect(attributes.some((attribute) => /^Domain=/i.test(attribute))).toBe(false);
  });

  it('stores only the hash of the token, with the absolute expiry', async () => {
    const { cookie, login } = await signInToDemo(t);
    const token = cookie.slice('rc_session='.length);
    const row = await sessionRow(login.sessionId);
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(lifetime - 2 * 3_600_000)).toBeLessThan(60_000);
    expect(row.revokedAt).toBeNull();
  });

  it('is a fresh random token and session id on every sign-in', async () => {
    const first = await signInToDemo(t);
    const second = await signInToDemo(t);
    expect(first.cookie).not.toBe(second.cookie);
    expect(first.login.sessionId).not.toBe(second.login.sessionId);
  });
});

describe('a session is bound to its order', () => {
  let own: string;
  let otherPolicyId: string;

  beforeAll(async () => {
    const other = await signInToDemo(t, '#1005');
    const otherPolicies = await callApi(t, 'query-related-policy-with-check', {}, { cookie: other.cookie });
    otherPolicyId = otherPolicies.body.data.policyList[0].policyId;
    own = (await signInToDemo(t, '#1001')).cookie;
  });

  it("cannot read #1005's items by passing #1005's policy id", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: callPath('get-all-protected-item'),
      payload: { policyId: otherPolicyId },
      headers: { cookie: own },
    });
    expectFailure(response, { status: 404, code: ERROR_CODES.NOT_FOUND_FOR_ORDER });
    expect(response.body).not.toContain('Linen');
    expect(response.body).not.toContain('15400');
  });

  it.each([
    { orderNumber: '#1005' },
    { orderNumber: '#1005', email: 'shopper@example.com' },
    { orderNumber: '#1006', email: 'shopper@example.com', channel: 'zeelool' },
    { orderNumber: '#1005', signature: 'deadbeef', accessToken: 'x' },
  ])('refuses to answer for another order named in the input (%j) with 100009', async (input) => {
    const response = await t.app.inject({
      method: 'POST',
      url: callPath('query-related-policy-with-check'),
      payload: input,
      headers: { cookie: own },
    });
    expectFailure(response, { status: 404, code: ERROR_CODES.NOT_FOUND_FOR_ORDER });
    expect(response.body).not.toContain(otherPolicyId);
  });

  it.each([
    {},
    { orderNumber: '#1001' },
    { email: 'someone.else@example.com', channel: 'zeelool' },
    { signature: 'deadbeef', accessToken: 'x' },
  ])('answers its own order for any other input (%j)', async (input) => {
    const result = await callApi(t, 'query-related-policy-with-check', input, { cookie: own });
    expect(result.body.code).toBe(0);
    expect(result.body.data.orderName).toBe('#1001');
    expect(result.body.data.applicantEmail).toBe('shopper@example.com');
    expect(result.body.data.policyList.map((policy: { policyId: string }) => policy.policyId)).not.toContain(
      otherPolicyId,
    );
    expect(result.body.data.policyList[0].productCode).toBe('shipping_protection');
  });

  it('keeps the first order when the same browser signs in to another one', async () => {
    const first = await signInToDemo(t, '#1001');
    const second = await signInToDemo(t, '#1006');
    expect(await orderNameSeenBy(first.cookie)).toBe('#1001');
    expect(await orderNameSeenBy(second.cookie)).toBe('#1006');
  });
});

describe('forged cookies', () => {
  it.each([
    ['garbage', 'rc_session=garbage'],
    ['a well-formed random token', `rc_session=${'A'.repeat(43)}`],
    ['an empty value', 'rc_session='],
    ['a huge value', `rc_session=${'x'.repeat(4000)}`],
    ['a cookie without a value', 'rc_session'],
    ['another cookie name', 'session=abc; rc_sessionx=abc'],
    ['a quoted value with odd characters', 'rc_session="%00%ff\\"; other=1'],
  ])('refuses %s with 401 and code 100008', async (_label, cookie) => {
    await expectSignedOut(cookie);
  });

  it("refuses the stored hash of a real session's token as the cookie", async () => {
    const { cookie } = await signInToDemo(t);
    const hash = createHash('sha256').update(cookie.slice('rc_session='.length)).digest('hex');
    await expectSignedOut(`rc_session=${hash}`);
  });

  it('refuses a real token with one character changed', async () => {
    const { cookie } = await signInToDemo(t);
    const last = cookie.at(-1) === 'A' ? 'B' : 'A';
    await expectSignedOut(`${cookie.slice(0, -1)}${last}`);
  });
});

describe('sign-out', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const { cookie, login } = await signInToDemo(t);
    expect(await orderNameSeenBy(cookie)).toBe('#1001');
    const result = await callApi(t, 'rc-logout', {}, { cookie });
    expect(result.body).toEqual({ code: 0, data: {} });
    const cleared = setCookieOf(result.headers);
    expect(cleared).toMatch(/^rc_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(cleared).toContain('Path=/');
    await expectSignedOut(cookie);
    expect((await sessionRow(login.sessionId)).revokedAt).toBeInstanceOf(Date);
  });

  it('leaves the other sessions of the same order alone', async () => {
    const phone = await signInToDemo(t);
    const laptop = await signInToDemo(t);
    await callApi(t, 'rc-logout', {}, { cookie: phone.cookie });
    expect(await orderNameSeenBy(laptop.cookie)).toBe('#1001');
  });

  it('answers success without a session too', async () => {
    const result = await callApi(t, 'rc-logout', {});
    expect(result.body.code).toBe(0);
  });
});

describe('expiry', () => {
  const shift = (sessionId: string, column: 'last_seen_at' | 'expires_at', minutesAgo: number) =>
    t.database.db.execute(
      sql`update sessions set ${sql.raw(column)} = now() - make_interval(mins => ${minutesAgo}) where session_id = ${sessionId}`,
    );

  it('ends a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const { cookie, login } = await signInToDemo(t);
    await shift(login.sessionId, 'last_seen_at', 6);
    await expectSignedOut(cookie);
  });

  it('keeps a session used within the idle window alive and slides the window', async () => {
    const { cookie, login } = await signInToDemo(t);
    await shift(login.sessionId, 'last_seen_at', 4);
    expect(await orderNameSeenBy(cookie)).toBe('#1001');
    const touched = await sessionRow(login.sessionId);
    expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);
    // Four more minutes later it is still within the (slid) window.
    await shift(login.sessionId, 'last_seen_at', 4);
    expect(await orderNameSeenBy(cookie)).toBe('#1001');
  });

  it('ends a session past its absolute expiry even while it is in use', async () => {
    const { cookie, login } = await signInToDemo(t);
    expect(await orderNameSeenBy(cookie)).toBe('#1001');
    await shift(login.sessionId, 'expires_at', 1);
    await expectSignedOut(cookie);
  });

  it('does not let activity extend the absolute expiry', async () => {
    const { cookie, login } = await signInToDemo(t);
    const before = (await sessionRow(login.sessionId)).expiresAt.getTime();
    await shift(login.sessionId, 'last_seen_at', 3);
    await orderNameSeenBy(cookie);
    expect((await sessionRow(login.sessionId)).expiresAt.getTime()).toBe(before);
  });
});
