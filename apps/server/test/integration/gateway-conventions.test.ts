// The gateway's conventions (DESIGN.md 3 "Gateway API"): every bad request answers a specific
// catalogue code and a message in the caller's language, never a 500 and never a stack trace.
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import { LANGUAGE_CODES } from '@rc/domain/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, fieldsOf } from '../support/envelope';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const loginPath = callPath('rc-login');
const stylePath = callPath('get-rc-login-style');
const languagesPath = callPath('multilingual/list-language-code');
const merchantId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function post(url: string, payload: string | Buffer, contentType = 'application/json', language?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(language ? { 'accept-language': language } : {}) },
  });
}

describe('malformed bodies', () => {
  it.each([
    ['invalid JSON', '{"orderName": '],
    ['a trailing comma', '{"subDomain": "demo",}'],
    ['an empty body with a JSON content type', ''],
  ])('answers %s with 400 and code 100001', async (_label, payload) => {
    expectFailure(await post(stylePath, payload), { status: 400, code: ERROR_CODES.MALFORMED_JSON });
  });

  it('answers a POST without any body with 400 and code 100002', async () => {
    const response = await t.app.inject({ method: 'POST', url: stylePath });
    const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    expect(fieldsOf(body)).toEqual([{ path: '', problem: 'the body must be a JSON object' }]);
  });

  it.each([
    ['a JSON array', '[{"subDomain": "demo"}]'],
    ['a JSON string', '"demo"'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
  ])('answers %s instead of an object with 400 and code 100002', async (_label, payload) => {
    const body = expectFailure(await post(stylePath, payload), {
      status: 400,
      code: ERROR_CODES.INVALID_INPUT,
    });
    expect(fieldsOf(body)).toEqual([{ path: '', problem: 'the body must be a JSON object' }]);
  });

  it('ignores a prototype-pollution attempt rather than failing with a 500', async () => {
    const response = await post(stylePath, '{"subDomain": "demo", "__proto__": {"polluted": true}}');
    expect(response.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('invalid input (100002 with the fields)', () => {
  it('names a field of the wrong type', async () => {
    const response = await post(
      loginPath,
      JSON.stringify({ merchantId, orderName: 5, contactInfo: 'a@b.c' }),
    );
    const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    const fields = fieldsOf(body);
    expect(fields.map((field) => field.path)).toEqual(['orderName']);
    expect(fields[0]?.problem).toMatch(/string/i);
  });

  it('names every wrong field at once', async () => {
    const response = await post(
      loginPath,
      JSON.stringify({ merchantId: 'not-a-uuid', forceDirect: 'yes', orderName: '#1', contactInfo: 'x' }),
    );
    const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    expect(
      fieldsOf(body)
        .map((field) => field.path)
        .sort(),
    ).toEqual(['forceDirect', 'merchantId']);
  });

  it('refuses an unknown extra field (requests are strict)', async () => {
    const response = await post(stylePath, JSON.stringify({ subDomain: 'demo', isAdmin: true }));
    const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    const fields = fieldsOf(body);
    expect(fields).toHaveLength(1);
    expect(fields[0]?.problem).toContain('isAdmin');
  });

  it('refuses an unknown query parameter on a GET call', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${languagesPath}?debug=1` });
    const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    expect(fieldsOf(body)[0]?.problem).toContain('debug');
  });

  it('names a missing required field', async () => {
    const response = await post(loginPath, JSON.stringify({ orderName: '#1001', contactInfo: 'a@b.c' }));
    const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    expect(fieldsOf(body).map((field) => field.path)).toEqual(['merchantId']);
  });

  it('refuses an unknown enum value with its path', async () => {
    const { apiKey } = await t.services.merchants.createMerchant({ shop: 'enum-shop', name: 'Enum' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/orders/E-1',
      headers: { authorization: `Bearer ${apiKey}` },
      payload: {
        email: 'a@example.com',
        currency: 'USD',
        placedAt: '2025-01-01T00:00:00Z',
        items: [{ id: 'i1', title: 'Thing', quantity: 1, price: 100 }],
        fulfillments: [{ id: 'f1', status: 'teleported', items: [{ itemId: 'i1', quantity: 1 }] }],
      },
    });
    const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    expect(fieldsOf(body).map((field) => field.path)).toEqual(['fulfillments.0.status']);
  });
});

describe('transport problems', () => {
  it('answers a body over BODY_LIMIT_BYTES with 413 and code 100003', async () => {
    expect(t.config.BODY_LIMIT_BYTES).toBe(256 * 1024);
    const payload = JSON.stringify({ subDomain: 'demo', padding: 'x'.repeat(t.config.BODY_LIMIT_BYTES) });
    expectFailure(await post(stylePath, payload), { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE });
  });

  it('reads a body just under the limit (and answers its real problem)', async () => {
    const payload = JSON.stringify({ subDomain: 'demo', padding: 'x'.repeat(200 * 1024) });
    expectFailure(await post(stylePath, payload), { status: 400, code: ERROR_CODES.INVALID_INPUT });
  });

  it.each([
    ['text/plain', '{"subDomain":"demo"}'],
    ['text/plain; charset=utf-8', 'subDomain=demo'],
    ['application/x-www-form-urlencoded', 'subDomain=demo'],
    ['application/xml', '<subDomain>demo</subDomain>'],
  ])('answers a %s body with 415 and code 100006', async (contentType, payload) => {
    expectFailure(await post(stylePath, payload, contentType), {
      status: 415,
      code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    });
  });

  it('answers a multipart body on a JSON call with 415 and code 100006', async () => {
    const boundary = '----rc-test-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="subDomain"',
      '',
      'demo',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    expectFailure(await post(stylePath, payload, `multipart/form-data; boundary=${boundary}`), {
      status: 415,
      code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    });
  });
});

describe('routing', () => {
  it.each([
    ['POST', '/gateway/ins-claim-product/api/resolution-center/no-such-call'],
    ['POST', '/gateway/no-such-service/whatever'],
    ['GET', '/gateway'],
    ['POST', '/controller/resolutioncenter/orderservice/no-such-call'],
    ['GET', '/controller/resolutioncenter/orderservice/ai-chat/nothing'],
    ['GET', '/api/nothing'],
    ['PUT', '/api/merchant/v2/orders/1'],
    ['GET', '/api/merchant/v1/orders'],
    ['GET', '/some/page.js'],
  ] as const)('answers %s %s with 404 and code 100004', async (method, url) => {
    const response = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
    expectFailure(response, { status: 404, code: ERROR_CODES.UNKNOWN_CALL });
  });

  it('answers GET on a POST call with 405, code 100005 and an Allow header', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${loginPath}?orderName=1` });
    expectFailure(response, { status: 405, code: ERROR_CODES.METHOD_NOT_ALLOWED });
    expect(response.headers.allow).toBe('POST');
  });

  it('answers POST, PUT and DELETE on the GET call with 405 and Allow: GET', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: languagesPath, payload: {} });
      expectFailure(response, { status: 405, code: ERROR_CODES.METHOD_NOT_ALLOWED });
      expect(response.headers.allow).toBe('GET');
    }
  });

  it('answers GET on the merchant PUT with 405 and Allow: PUT', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/merchant/v1/orders/%231001' });
    expectFailure(response, { status: 405, code: ERROR_CODES.METHOD_NOT_ALLOWED });
    expect(response.headers.allow).toBe('PUT');
  });

  it('accepts a trailing slash on a call', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${languagesPath}/` });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(0);
  });
});

describe('messages follow Accept-Language', () => {
  const unknownShop = (language?: string) =>
    post(stylePath, '{"subDomain":"no-such-shop"}', undefined, language);

  it('gives nine distinct messages for one code, each the domain catalogue text', async () => {
    const messages: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const response = await unknownShop(language);
      const body = expectFailure(response, { status: 200, code: ERROR_CODES.SHOP_NOT_FOUND, language });
      messages.push(body.message);
    }
    expect(LANGUAGE_CODES).toHaveLength(9);
    expect(new Set(messages).size).toBe(9);
  });

  it.each(LANGUAGE_CODES)('answers a malformed body in %s', async (language) => {
    const response = await post(stylePath, '{', 'application/json', language);
    expectFailure(response, { status: 400, code: ERROR_CODES.MALFORMED_JSON, language });
  });

  it.each([
    ['de-AT', 'de-DE'],
    ['pt-BR', 'pt-PT'],
    ['fr-CA,fr;q=0.9', 'fr-FR'],
    ['es', 'es-ES'],
    ['ja-JP,zh;q=0.8', 'en-US'],
    ['ja-JP, nl;q=0.5', 'nl-NL'],
    ['*', 'en-US'],
    ['', 'en-US'],
    ['en-GB', 'en-US'],
    ['cs-CZ;q=0.2, it-IT;q=0.9', 'it-IT'],
  ])('matches %j to %s', async (header, language) => {
    const response = await unknownShop(header);
    expect(response.json().message).toBe(errorMessage(ERROR_CODES.SHOP_NOT_FOUND, language));
  });

  it('answers in en-US without an Accept-Language header', async () => {
    const response = await unknownShop();
    expect(response.json().message).toBe(errorMessage(ERROR_CODES.SHOP_NOT_FOUND, 'en-US'));
  });
});
