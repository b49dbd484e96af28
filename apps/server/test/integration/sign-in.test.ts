import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signInToDemo, type TestApp } from '../support/test-app';

let t: TestApp;
let merchantId: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  merchantId = (await t.services.merchants.findByShop('demo'))?.id as string;
});
afterAll(() => t.close());

describe('rc-login (order number plus e-mail)', () => {
  it('signs in to #1001 and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const result = await callApi(t, 'rc-login', {
      merchantId,
      orderName: '#1001',
      contactInfo: ' Shopper@Example.com ',
    });
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(0);
    expect(result.body.data.orderName).toBe('#1001');
    expect(result.body.data.applicantEmail).toBe('shopper@example.com');
    expect(result.body.data.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = String(result.headers['set-cookie']);
    expect(cookie).toMatch(/^rc_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
  });

  it.each([
    ['#1002', 2000002],
    ['#1003', 2000003],
    ['#1004', 200006],
  ])('answers %s with code %i and no session', async (orderName, code) => {
    const result = await callApi(t, 'rc-login', {
      merchantId,
      orderName,
      contactInfo: 'shopper@example.com',
    });
    expect(result.body.code).toBe(code);
    expect(result.headers['set-cookie']).toBeUndefined();
  });

  it("finds #1001 when the shopper leaves the '#' out, and nothing for a number no order has", async () => {
    const withoutHash = await callApi(t, 'rc-login', {
      merchantId,
      orderName: '1001',
      contactInfo: 'shopper@example.com',
    });
    expect(withoutHash.body.code).toBe(0);
    expect(withoutHash.body.data.orderName).toBe('#1001');
    const unknown = await callApi(t, 'rc-login', {
      merchantId,
      orderName: '99999',
      contactInfo: 'shopper@example.com',
    });
    expect(unknown.body.code).toBe(2000001);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('answers a wrong order number and a wrong e-mail with the same code and message', async () => {
    const wrongOrder = await callApi(t, 'rc-login', {
      merchantId,
      orderName: '#9999',
      contactInfo: 'shopper@example.com',
    });
    const wrongEmail = await callApi(t, 'rc-login', {
      merchantId,
      orderName: '#1005',
      contactInfo: 'other@example.com',
    });
    expect(wrongOrder.body).toEqual(wrongEmail.body);
    expect(wrongOrder.body.code).toBe(2000001);
    expect(wrongOrder.body.message).toContain(
      "Order not found. Please verify your order number and include any prefix (like '#')",
    );
  });

  it('gives the message in the Accept-Language language', async () => {
    const result = await callApi(
      t,
      'rc-login',
      { merchantId, orderName: '#1002', contactInfo: 'shopper@example.com' },
      { language: 'fr-FR,fr;q=0.9' },
    );
    expect(result.body.code).toBe(2000002);
    expect(result.body.message).not.toMatch(/expired/);
  });
});

describe('session calls', () => {
  it('lists the protected items of #1001 by fulfillment with the unfulfilled one', async () => {
    const { cookie } = await signInToDemo(t);
    const result = await callApi(t, 'get-all-protected-item', {}, { cookie });
    expect(result.body.code).toBe(0);
    const data = result.body.data;
    expect(data.fulfillments.map((f: { status: string }) => f.status)).toEqual(['delivered', 'in_transit']);
    expect(data.unfulfilledList.map((i: { title: string }) => i.title)).toEqual(['Linen Throw Blanket']);
    expect(data.sumInsure).toBeGreaterThan(5000);
  });

  it('refuses session calls without a session (401, code 100008)', async () => {
    const result = await callApi(t, 'get-all-protected-item', {});
    expect(result.status).toBe(401);
    expect(result.body.code).toBe(100008);
  });

  it('revokes the session on sign-out', async () => {
    const { cookie } = await signInToDemo(t);
    expect((await callApi(t, 'query-related-policy-with-check', {}, { cookie })).body.code).toBe(0);
    await callApi(t, 'rc-logout', {}, { cookie });
    const after = await callApi(t, 'query-related-policy-with-check', {}, { cookie });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(100008);
  });
});
