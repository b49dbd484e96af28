// Sign-in rate limits (DESIGN.md 6): per order, per e-mail (both within the store) and per client
// address, failures only, answered with 429, code 100007, Retry-After and the seconds in the
// message. An order over its limit still lets its owner in through a verification e-mail (200052):
// sign-in-lockout.test.ts. These tests read the counters in the database (RATE_LIMIT_STORE=database).
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema';
import { expectFailure } from '../support/envelope';
import { createTestApp, type TestApp } from '../support/test-app';

const LIMIT = 3;
const PER_ADDRESS = LIMIT * 5;
const WINDOW_SECONDS = 600;
let t: TestApp;
let merchantId: string;
let addresses = 0;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: {
      SIGN_IN_LIMIT_PER_WINDOW: String(LIMIT),
      SIGN_IN_WINDOW_SECONDS: String(WINDOW_SECONDS),
      RATE_LIMIT_STORE: 'database',
    },
  });
  merchantId = (await t.services.merchants.findByShop('demo'))?.id as string;
});
afterAll(() => t.close());

/** A client address of its own for each test, so their counters never meet. */
function newAddress(): string {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

function signIn(remoteAddress: string, orderName: string, contactInfo: string, language?: string) {
  return t.app.inject({
    method: 'POST',
    url: callPath('rc-login'),
    remoteAddress,
    payload: { merchantId, orderName, contactInfo },
    headers: language ? { 'accept-language': language } : {},
  });
}

function expectLimited(response: Awaited<ReturnType<typeof signIn>>, language = 'en-US') {
  const seconds = Number(response.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
  const body = expectFailure(response, {
    status: 429,
    code: ERROR_CODES.TOO_MANY_ATTEMPTS,
    language,
    params: { seconds },
  });
  expect(body.message).toBe(errorMessage(ERROR_CODES.TOO_MANY_ATTEMPTS, language, { seconds }));
  expect(body.message).toContain(String(seconds));
  expect(body.data).toEqual({ retryAfterSeconds: seconds });
  expect(response.headers['set-cookie']).toBeUndefined();
  return seconds;
}

describe('per order', () => {
  it(`answers 429 to further guesses after ${LIMIT} failures on one order, from any address`, async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const response = await signIn(address, '#1001', `guess${attempt}@example.com`);
      expect(response.json().code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
    }
    expectLimited(await signIn(address, '#1001', 'another-guess@example.com'));
    // The order stays closed to guesses from every address, not only the one that guessed.
    expectLimited(await signIn(newAddress(), '#1001', 'guess-de@example.com', 'de-DE'), 'de-DE');
  });

  it('still lets the same address sign in to another order', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await signIn(address, '#1006', `wrong${attempt}@example.com`);
    }
    expectLimited(await signIn(address, '#1006', 'wrong-again@example.com'));
    const other = await signIn(address, '#1005', 'shopper@example.com');
    expect(other.statusCode).toBe(200);
    expect(other.json().code).toBe(0);
  });

  it('opens again when the window has passed', async () => {
    const address = newAddress();
    const orderName = '#1002';
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await signIn(address, orderName, `late${attempt}@example.com`);
    }
    expectLimited(await signIn(address, orderName, 'late-again@example.com'));
    await t.database.db.execute(
      sql`update rate_limits set window_ends_at = now() - interval '1 second' where key like ${'sign-in:order:%#1002'}`,
    );
    await t.database.db.execute(
      sql`update rate_limits set window_ends_at = now() - interval '1 second' where key = ${`sign-in:address:${address}`}`,
    );
    const response = await signIn(address, orderName, 'shopper@example.com');
    expect(response.json().code).toBe(ERROR_CODES.PROTECTION_EXPIRED);
  });
});

describe('per e-mail', () => {
  it(`answers 429 after ${LIMIT} failures with one e-mail across orders`, async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await signIn(address, `#77${attempt}`, 'target@example.com');
    }
    expectLimited(await signIn(address, '#7799', 'target@example.com'));
    expectLimited(await signIn(address, '#7799', '  TARGET@example.com '));
  });

  it('counts an e-mail within its store: the same e-mail at another store is not limited', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await signIn(address, `#78${attempt}`, 'everywhere@example.com');
    }
    expectLimited(await signIn(address, '#7899', 'everywhere@example.com'));
    const lumenId = (await t.services.merchants.findByShop('lumen'))?.id as string;
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: callPath('rc-login'),
      remoteAddress: newAddress(),
      payload: { merchantId: lumenId, orderName: '#7899', contactInfo: 'everywhere@example.com' },
    });
    expect(elsewhere.json().code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
  });
});

describe('per address', () => {
  it(`answers 429 after ${PER_ADDRESS} failures from one address on different orders and e-mails`, async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) {
      const response = await signIn(address, `#50${attempt}`, `spray${attempt}@example.com`);
      expect(response.statusCode).toBe(200);
      expect(response.json().code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
    }
    expectLimited(await signIn(address, '#1005', 'shopper@example.com'));
    // Another address is not affected.
    const elsewhere = await signIn(newAddress(), '#1005', 'shopper@example.com');
    expect(elsewhere.json().code).toBe(0);
  });

  it('is not escaped by a forged X-Forwarded-For (TRUST_PROXY is off by default)', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: callPath('rc-login'),
        remoteAddress: address,
        headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        payload: { merchantId, orderName: `#80${attempt}`, contactInfo: `xff${attempt}@example.com` },
      });
      expect(response.json().code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
    }
    const next = await t.app.inject({
      method: 'POST',
      url: callPath('rc-login'),
      remoteAddress: address,
      headers: { 'x-forwarded-for': '198.51.100.7' },
      payload: { merchantId, orderName: '#1005', contactInfo: 'shopper@example.com' },
    });
    expectLimited(next);
  });

  it('does not count successful sign-ins', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < PER_ADDRESS + 5; attempt += 1) {
      const response = await signIn(address, '#1005', 'shopper@example.com');
      expect(response.json().code).toBe(0);
    }
    // The failures allowed are all still there.
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const response = await signIn(address, `#60${attempt}`, `after${attempt}@example.com`);
      expect(response.json().code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
    }
  });

  it('does not count refused attempts as further failures', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await signIn(address, '#1003', `x${attempt}@example.com`);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectLimited(await signIn(address, '#1003', `y${attempt}@example.com`));
    }
    const [row] = (
      (await t.database.db.execute(
        sql`select hits from rate_limits where key = ${`sign-in:address:${address}`}`,
      )) as unknown as { rows: { hits: number }[] }
    ).rows;
    expect(row?.hits).toBe(LIMIT);
  });
});

describe('parallel guesses', () => {
  it('thirty wrong sign-ins at once on one order: the limit lets exactly three be checked', async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => signIn(address, '#1005', `guess-${index}@example.com`)),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === ERROR_CODES.ORDER_NUMBER_UNKNOWN)).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === ERROR_CODES.TOO_MANY_ATTEMPTS)).toHaveLength(30 - LIMIT);
  });

  it('refused attempts are given back: the counter stays at the limit', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) await signIn(address, '#1003', 'nobody@example.com');
    await Promise.all(Array.from({ length: 5 }, () => signIn(address, '#1003', 'nobody@example.com')));
    const [row] = await t.database.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in:order:${merchantId}:#1003`));
    expect(row?.hits).toBe(LIMIT);
  });

  it('parallel sign-ins on the same keys never fail with a database error, and every count is given back', async () => {
    // Counts and give-backs on the same rows at once: they must lock them in one order, or
    // PostgreSQL breaks the deadlock by failing one statement (a lost give-back, an error answer).
    const address = newAddress();
    const keys = [
      `sign-in:address:${address}`,
      `sign-in:order:${merchantId}:#1016`,
      `sign-in:email:${merchantId}:shopper@example.com`,
    ];
    const counts = async () => {
      const rows = await t.database.db
        .select({ key: rateLimits.key, hits: rateLimits.hits })
        .from(rateLimits)
        .where(inArray(rateLimits.key, keys));
      return Object.fromEntries(keys.map((key) => [key, rows.find((row) => row.key === key)?.hits ?? 0]));
    };
    const before = await counts();
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => signIn(address, '#1016', 'shopper@example.com')),
      );
      // Twelve at once exceed the order's count for a moment: those are sent the verification
      // e-mail path rather than refused.
      for (const answer of answers) {
        expect(
          [0, ERROR_CODES.VERIFY_EMAIL_REQUIRED, ERROR_CODES.VERIFY_EMAIL_PENDING],
          answer.body,
        ).toContain(answer.json().code);
      }
      expect(answers.some((answer) => answer.json().code === 0)).toBe(true);
    }
    expect(await counts()).toEqual(before);
  });
});
