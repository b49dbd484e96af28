// Strangers cannot lock a shopper out (hardening finding 3). Guesses on an order are stopped by its
// counter, but the owner's right order number and e-mail, from anywhere, still lead in: past the
// limit they are sent the verification e-mail path (200052) instead of a 429 someone else keeps
// renewing. Runs on both homes of the counters: the database (every instance) and memory (the
// embedded database's single instance).
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';

const LIMIT = 10;
const SHOPPER = 'shopper@example.com';

describe.each(['database', 'memory'] as const)('counters in the %s', (store) => {
  let sink: SmtpSink;
  let t: TestApp;
  let merchantId: string;
  let addresses = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      demo: true,
      env: {
        SMTP_URL: sink.url,
        JOB_POLL_MS: '50',
        SIGN_IN_LIMIT_PER_WINDOW: String(LIMIT),
        RATE_LIMIT_STORE: store,
      },
    });
    merchantId = (await t.services.merchants.findByShop('demo'))?.id as string;
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  function newAddress(): string {
    addresses += 1;
    return `10.${store === 'memory' ? 1 : 2}.0.${addresses}`;
  }

  function signIn(remoteAddress: string, orderName: string, contactInfo: string) {
    return t.app.inject({
      method: 'POST',
      url: callPath('rc-login'),
      remoteAddress,
      payload: { merchantId, orderName, contactInfo },
    });
  }

  /** Ten wrong e-mails on the order from one address (what the outside probe did). */
  async function guessTenTimes(orderName: string) {
    const attacker = newAddress();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const response = await signIn(attacker, orderName, `random-${store}-${attempt}@example.net`);
      expect(response.json().code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
    }
    return attacker;
  }

  it('stops further guesses on the order with 429, from any address', async () => {
    const attacker = await guessTenTimes('#1003');
    expect((await signIn(attacker, '#1003', 'one-more@example.net')).statusCode).toBe(429);
    const other = await signIn(newAddress(), '#1003', 'from-elsewhere@example.net');
    expect(other.statusCode).toBe(429);
    expect(other.json().code).toBe(ERROR_CODES.TOO_MANY_ATTEMPTS);
  });

  it('lets the owner in through the verification e-mail while the order is over its limit', async () => {
    await guessTenTimes('#1005');
    const owner = await signIn(newAddress(), '#1005', SHOPPER);
    expect(owner.statusCode).toBe(200);
    const body = owner.json();
    expect([ERROR_CODES.VERIFY_EMAIL_REQUIRED, ERROR_CODES.VERIFY_EMAIL_PENDING]).toContain(body.code);
    expect(body.data.maskedEmail).toBe('s*****r@example.com');
    expect(owner.headers['set-cookie']).toBeUndefined();

    // The challenge is a real one: the e-mail goes out and its link signs in.
    const before = sink.messages.length;
    const sent = await t.app.inject({
      method: 'POST',
      url: callPath('send-verify-email'),
      payload: { token: body.data.verifyToken, redirectUrl: 'http://localhost:3000/demo/login' },
    });
    expect(sent.json().code).toBe(0);
    const mail = await sink.waitForMessage(SHOPPER, 5_000, before);
    const accessToken = /access_token=([\w-]+)/.exec(mail.text)?.[1];
    expect(accessToken).toBeTruthy();
    const link = await t.app.inject({
      method: 'POST',
      url: callPath('rc-login'),
      remoteAddress: newAddress(),
      payload: { merchantId, accessToken },
    });
    expect(link.json().code).toBe(0);
    expect(link.headers['set-cookie']).toBeDefined();
  });

  it('answers the owner with the e-mail path every time, and leaves the owner’s other orders open', async () => {
    // #1005 is over its limit (the test before): the owner's attempts are not failures.
    const owner = newAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect([200052, 200053]).toContain((await signIn(owner, '#1005', SHOPPER)).json().code);
    }
    // A different order of the same shopper at the same store is not affected by #1005's counter.
    expect((await signIn(owner, '#1016', SHOPPER)).json().code).toBe(ERROR_CODES.SUCCESS);
  });

  it('keeps a store’s e-mail counter to that store', async () => {
    const lumenId = (await t.services.merchants.findByShop('lumen'))?.id as string;
    const attacker = newAddress();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await signIn(attacker, `#90${attempt}`, 'victim@example.com');
    }
    expect((await signIn(newAddress(), '#9099', 'victim@example.com')).statusCode).toBe(429);
    const atLumen = await t.app.inject({
      method: 'POST',
      url: callPath('rc-login'),
      remoteAddress: newAddress(),
      payload: { merchantId: lumenId, orderName: '#9099', contactInfo: 'victim@example.com' },
    });
    expect(atLumen.json().code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
  });

  it(`keeps the counters where RATE_LIMIT_STORE says (${store})`, async () => {
    await signIn(newAddress(), '#4242', 'where@example.com');
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as count from rate_limits where key like ${'sign-in:%#4242'}`,
    )) as unknown as { rows: { count: number }[] };
    expect(rows[0]?.count).toBe(store === 'database' ? 1 : 0);
  });
});
