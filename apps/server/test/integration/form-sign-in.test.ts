// The sign-in form posted as plain HTML (decision 049): before the page's script runs, while it
// hydrates, or with scripts off. The server signs in through its own gateway and answers 303: to the
// landing page with the session cookie, or back to the sign-in page with what was typed and the
// refusal's code; an error-page code to the error page; a verification or the legacy site to
// auto-login, where the app does it.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

function postForm(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

function location(response: { headers: Record<string, unknown> }): URL {
  return new URL(String(response.headers.location), 'http://portal.test');
}

const SHOPPER = { order_number: '#1001', email: 'shopper@example.com' };

describe('the sign-in form posted as plain HTML', () => {
  it('signs in and sends the browser to home with the session cookie', async () => {
    const response = await postForm('/demo/login', { order_number: ' #1001 ', email: 'Shopper@Example.com' });
    expect(response.statusCode).toBe(303);
    expect(location(response).pathname).toBe('/demo/home');
    expect(String(response.headers['set-cookie'])).toMatch(/^rc_session=[A-Za-z0-9_-]{43};.*HttpOnly/);
    expect(response.headers['cache-control']).toBe('no-store');
    // The cookie is a live session: the API answers for the order.
    const cookie = String(response.headers['set-cookie']).split(';', 1)[0] as string;
    const items = await t.app.inject({
      method: 'POST',
      url: '/gateway/ins-claim-product/api/resolution-center/get-all-protected-item',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(items.json().code).toBe(0);
  });

  it('works under the platform path, carrying the arrival to the landing page', async () => {
    const response = await postForm(
      '/customer-portal/demo/login?lng=de-DE&force_mode=chat&access_token=x',
      SHOPPER,
    );
    expect(response.statusCode).toBe(303);
    const target = location(response);
    expect(target.pathname).toBe('/customer-portal/demo/home');
    expect(Object.fromEntries(target.searchParams)).toEqual({ lng: 'de-DE', force_mode: 'chat' });
  });

  it("lands on the claim of the address's claimId, and on the withdrawal function for withdraw=1", async () => {
    const claim = await postForm('/demo/login?claimId=abc', SHOPPER);
    expect(location(claim).pathname).toBe('/demo/issue-details');
    expect(location(claim).searchParams.get('claimId')).toBe('abc');
    const withdraw = await postForm('/demo/login?withdraw=1', SHOPPER);
    expect(location(withdraw).pathname).toBe('/demo/withdraw');
  });

  it('sends a refused sign-in back to the sign-in page with what was typed and the code', async () => {
    const response = await postForm('/demo/login?channel=dhgate', {
      order_number: '#99999',
      email: 'a@b.co',
    });
    expect(response.statusCode).toBe(303);
    const target = location(response);
    expect(target.pathname).toBe('/demo/login');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      channel: 'dhgate',
      order_number: '#99999',
      email: 'a@b.co',
      signInCode: String(ERROR_CODES.ORDER_NUMBER_UNKNOWN),
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sends an expired order (a message on the sign-in page) back with its code', async () => {
    const response = await postForm('/demo/login', { order_number: '#1002', email: 'shopper@example.com' });
    expect(location(response).searchParams.get('signInCode')).toBe('2000002');
  });

  it('leaves a verification e-mail to the app: #1007 goes to auto-login', async () => {
    const response = await postForm('/demo/login', { order_number: '#1007', email: 'shopper@example.com' });
    const target = location(response);
    expect(target.pathname).toBe('/demo/auto-login');
    expect(target.searchParams.get('order_number')).toBe('#1007');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('leaves the legacy site to the app (#1008, 17track), unless forceDirect=1 keeps it here', async () => {
    const legacy = await postForm('/demo/login', { order_number: '#1008', email: 'shopper@example.com' });
    expect(location(legacy).pathname).toBe('/demo/auto-login');
    const direct = await postForm('/demo/login?forceDirect=1', {
      order_number: '#1008',
      email: 'shopper@example.com',
    });
    expect(location(direct).pathname).toBe('/demo/home');
  });

  it('sends empty fields and unknown stores back to the sign-in page without signing in', async () => {
    const empty = await postForm('/demo/login', { order_number: '', email: 'shopper@example.com' });
    expect(location(empty).pathname).toBe('/demo/login');
    expect(location(empty).searchParams.get('email')).toBe('shopper@example.com');
    const unknown = await postForm('/no-such-store/login', SHOPPER);
    expect(location(unknown).pathname).toBe('/no-such-store/login');
    for (const response of [empty, unknown]) expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('signs nothing in from a form posted by another site', async () => {
    const response = await postForm('/demo/login', SHOPPER, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(303);
    expect(location(response).pathname).toBe('/demo/login');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("counts failures on the shopper's own address, as rc-login does", async () => {
    const address = '203.0.113.9';
    let last = await postForm('/demo/login', { order_number: '#99998', email: 'x@y.co' }, {}, address);
    for (let attempt = 0; attempt < 60 && location(last).pathname !== '/demo/error'; attempt++) {
      last = await postForm(
        '/demo/login',
        { order_number: `#9${attempt}`, email: `x${attempt}@y.co` },
        {},
        address,
      );
    }
    // The limit refused this address: the error page with its code; another address still signs in.
    expect(location(last).pathname).toBe('/demo/error');
    expect(location(last).searchParams.get('code')).toBe('100007');
    const other = await postForm('/demo/login', SHOPPER, {}, '203.0.113.10');
    expect(location(other).pathname).toBe('/demo/home');
  });

  it('keeps the API JSON-only: a form body to an API call is still refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/controller/resolutioncenter/orderservice/rc-login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'orderName=%231001',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
