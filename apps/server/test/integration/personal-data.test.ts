// Personal data stays out of the logs and out of caches. A failed query is logged by what failed
// (the statement with its placeholders, the constraint, the SQLSTATE), never with its parameters or
// the row PostgreSQL quotes back; request URLs are logged without their query values. Every answer
// of a session, merchant or admin call, a sign-in that sets a cookie and an attachment download
// says `Cache-Control: no-store`; the public language list keeps its caching.
import { API_CALLS } from '@rc/contract/calls';
import type { ApiCall } from '@rc/contract/define-call';
import { trackingStream } from '@rc/contract/tracking/calls';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type ShopperOrder, type Store, shopperWithClaims } from '../support/shopper-orders';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

const EMAIL = 'pat.doe@example.com';
const ORDER_NAME = 'PD-7001';

let t: TestApp;
let store: Store;
let shopper: ShopperOrder;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logStream: { write: (line) => void lines.push(line) },
    env: { LOG_LEVEL: 'info' },
  });
  store = await createStore(t, 'private-store');
  shopper = await shopperWithClaims(t, store, ORDER_NAME, EMAIL);
});
afterAll(() => t.close());

/** The log lines written while `act` runs, parsed. */
/** A log line as pino writes it (JSON), read loosely. */
// biome-ignore lint/suspicious/noExplicitAny: log lines are free-form JSON.
type LogEntry = Record<string, any>;

async function logsOf(act: () => Promise<unknown>): Promise<{ text: string; entries: LogEntry[] }> {
  const from = lines.length;
  await act();
  const written = lines.slice(from);
  return { text: written.join(''), entries: written.map((line) => JSON.parse(line)) };
}

describe('logs', () => {
  it('log a failed query without its parameters, the row or the e-mail', async () => {
    // Every new session fails on a check PostgreSQL reports with the whole row (e-mail included).
    await t.database.db.execute(
      'alter table sessions add constraint log_probe_refuses_sessions check (false) not valid',
    );
    let answer: Awaited<ReturnType<typeof callApi>> | undefined;
    const logs = await logsOf(async () => {
      answer = await callApi(t, 'rc-login', {
        merchantId: store.merchantId,
        orderName: ORDER_NAME,
        contactInfo: EMAIL,
      });
    });
    await t.database.db.execute('alter table sessions drop constraint log_probe_refuses_sessions');

    expect(answer?.status).toBe(500);
    expect(answer?.body.code).toBe(ERROR_CODES.UNEXPECTED_ERROR);
    const failure = logs.entries.find((entry) => entry.level === 50);
    expect(failure?.msg).toBe('unexpected error');
    // What failed is there: the statement (placeholders only) and the constraint.
    expect(failure?.err.message).toContain('insert into "sessions"');
    expect(failure?.err.message).toContain('params: [redacted]');
    expect(failure?.err.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(failure?.err.cause)).toContain('log_probe_refuses_sessions');
    expect(failure?.err.cause.code).toBe('23514');
    // The values are not.
    expect(logs.text).not.toContain(EMAIL);
    expect(logs.text).not.toContain('pat.doe');
    expect(logs.text).not.toContain(ORDER_NAME);
    expect(logs.text).not.toContain(store.merchantId);
    expect(logs.text).not.toMatch(/Failing row contains \((?!\[redacted\])/);
    expect(logs.text).not.toMatch(/[A-Za-z0-9_-]{40,}/);
    expect(logs.text).not.toMatch(/"(params|parameters|detail|where)":/);
  });

  it('log request URLs without their query values (sign-in links carry e-mails and tokens)', async () => {
    const token = 'A'.repeat(43);
    const logs = await logsOf(() =>
      t.app.inject({
        method: 'GET',
        url: `/private-store/login?email=${encodeURIComponent(EMAIL)}&accessToken=${token}&signature=1.abc`,
      }),
    );
    const incoming = logs.entries.find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req.url).toBe(
      '/private-store/login?email=[redacted]&accessToken=[redacted]&signature=[redacted]',
    );
    expect(logs.text).not.toContain(EMAIL);
    expect(logs.text).not.toContain(token);
    expect(logs.text).not.toContain('1.abc');
  });
});

describe('Cache-Control', () => {
  function send(call: ApiCall, options: { cookie?: string; bearer?: string; body?: object } = {}) {
    const url = call.path
      .replace(':attachmentId', shopper.attachments.onClaim)
      .replace(':shop', store.shop)
      .replace(':orderName', 'PD-7002')
      .replace(':language', 'de-DE')
      .replace(':claim', shopper.claims.submitted.claimNumber);
    return t.app.inject({
      method: call.method,
      url,
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      },
      ...(call.method === 'GET' ? {} : { payload: options.body ?? {} }),
    });
  }

  it('is no-store on every answer of every session call, signed in or not', async () => {
    const seen: string[] = [];
    // The live tracking stream stays open when signed in: tracking.test.ts checks its no-store.
    for (const call of API_CALLS.filter(
      (candidate) => candidate.auth === 'session' && candidate !== trackingStream,
    )) {
      for (const cookie of [shopper.cookie, undefined]) {
        const response = await send(call, cookie ? { cookie } : {});
        expect(response.statusCode, call.name).toBeLessThan(500);
        expect(response.headers['cache-control'], `${call.name} ${response.statusCode}`).toBe('no-store');
        const code = String(response.headers['content-type']).startsWith('application/json')
          ? response.json().code
          : 'file';
        seen.push(`${call.name}:${code}`);
      }
    }
    // Successes as well as refusals: the claim list, the policies, an attachment's bytes.
    expect(seen).toEqual(
      expect.arrayContaining(['get-claim-list:0', 'query-related-policy:0', 'get-attachment:file']),
    );
  });

  it('is no-store on every answer of the merchant and admin APIs', async () => {
    const seen: string[] = [];
    for (const call of API_CALLS.filter((candidate) => candidate.surface !== 'shopper')) {
      const bearer = call.auth === 'admin' ? t.adminToken : store.apiKey;
      for (const auth of [bearer, undefined]) {
        const response = await send(call, auth ? { bearer: auth } : {});
        expect(response.statusCode, call.name).toBeLessThan(500);
        expect(response.headers['cache-control'], `${call.name} ${response.statusCode}`).toBe('no-store');
        seen.push(`${call.name}:${response.json().code}`);
      }
    }
    expect(seen).toEqual(expect.arrayContaining(['merchant-list-claims:0', 'admin-get-claim:0']));
  });

  it('is no-store on a sign-in that sets the session cookie, and on a refused one', async () => {
    const signedIn = await callApi(t, 'rc-login', {
      merchantId: store.merchantId,
      orderName: ORDER_NAME,
      contactInfo: EMAIL,
    });
    expect(signedIn.body.code).toBe(0);
    expect(String(signedIn.headers['set-cookie'])).toContain('rc_session=');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await callApi(t, 'rc-login', {
      merchantId: store.merchantId,
      orderName: ORDER_NAME,
      contactInfo: 'someone.else@example.com',
    });
    expect(refused.body.code).not.toBe(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    const signedOut = await callApi(t, 'rc-logout', {}, { cookie: shopper.cookie });
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching of public answers that are the same for everyone', async () => {
    const languages = await callApi(t, 'multilingual/list-language-code', {});
    expect(languages.headers['cache-control']).toBe('public, max-age=3600');
  });
});
