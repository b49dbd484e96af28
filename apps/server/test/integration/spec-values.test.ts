// The spec's own values are accepted as the spec writes them (issue 23, item 9): rc-login's
// forceDirect as true, 1 or "1" (the query parameter carries 1), send-verify-email's rcVersion as 4
// or "4" (and 5 or "5"); anything else is still refused with 100002 naming the field.
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, fieldsOf } from '../support/envelope';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let merchantId: string;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    // Each accepted value below sends one verification e-mail (to the outbox: no SMTP_URL).
    env: { VERIFY_EMAIL_LIMIT_PER_WINDOW: '20' },
  });
  merchantId = (await t.services.merchants.findByShop('demo'))?.id as string;
});
afterAll(() => t.close());

function post(name: 'rc-login' | 'send-verify-email', payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: callPath(name), payload });
}

/**
 * rc-login #1007 (a high-value demo order) answers with a verification challenge and its token
 * (200052 the first time, 200053 while an e-mail is out).
 */
async function verifyToken(): Promise<string> {
  const response = await post('rc-login', {
    merchantId,
    orderName: '#1007',
    contactInfo: 'shopper@example.com',
  });
  const body = response.json();
  expect([ERROR_CODES.VERIFY_EMAIL_REQUIRED, ERROR_CODES.VERIFY_EMAIL_PENDING]).toContain(body.code);
  return body.data.verifyToken as string;
}

describe("rc-login's forceDirect", () => {
  it.each([[1], ['1'], [true], [false], [null]])('accepts %j and signs in', async (forceDirect) => {
    const response = await post('rc-login', {
      merchantId,
      orderName: '#1001',
      contactInfo: 'shopper@example.com',
      forceDirect,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(0);
    expect(response.json().data.orderName).toBe('#1001');
    expect(String(response.headers['set-cookie'])).toMatch(/^rc_session=/);
  });

  it.each([[0], ['0'], [2], ['true'], ['yes'], [''], [1.5], [[1]], [{}]])(
    'refuses %j with 100002 naming forceDirect',
    async (forceDirect) => {
      const response = await post('rc-login', {
        merchantId,
        orderName: '#1001',
        contactInfo: 'shopper@example.com',
        forceDirect,
      });
      const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
      expect(fieldsOf(body).map((field) => field.path)).toEqual(['forceDirect']);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );
});

describe("send-verify-email's rcVersion", () => {
  it.each([[4], ['4'], [5], ['5'], [null]])('accepts %j and sends the e-mail', async (rcVersion) => {
    const token = await verifyToken();
    const response = await post('send-verify-email', {
      token,
      rcVersion,
      redirectUrl: 'http://localhost:3000/demo/login',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().code).toBe(0);
    expect(response.json().data).toEqual({ sent: true, maskedEmail: expect.stringContaining('@') });
  });

  it.each([[3], ['3'], [6], ['four'], [4.5], [true], [''], [['4']]])(
    'refuses %j with 100002 naming rcVersion',
    async (rcVersion) => {
      const response = await post('send-verify-email', {
        token: 'a-token-long-enough',
        rcVersion,
        redirectUrl: 'http://localhost:3000/demo/login',
      });
      const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
      expect(fieldsOf(body).map((field) => field.path)).toEqual(['rcVersion']);
    },
  );
});
