// DESIGN.md 9: the server keeps no state of its own, so two instances on one PostgreSQL database
// behave as one: what one makes (a session, a rate-limit count, a job) the other sees. Runs on both
// runs of `npm test`: on the run's PostgreSQL server (TEST_DATABASE_URL), or on a server of its
// own on the PGlite run. (two-instances.postgres.test.ts covers sign-out, bursts and merchants.)
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../src/db/schema';
import { createAppOnPostgres, type OwnPostgres, startOwnPostgres } from '../support/own-postgres';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { callApi, createPeerApp, createTestApp, signInToDemo, type TestApp } from '../support/test-app';

const SHOPPER = 'shopper@example.com';

let sink: SmtpSink;
let postgres: OwnPostgres | undefined;
let a: TestApp;
let b: TestApp;
let merchantId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  // One failure per order or e-mail, five per client address; jobs polled every 50 ms.
  const env = { SIGN_IN_LIMIT_PER_WINDOW: '1', SMTP_URL: sink.url, JOB_POLL_MS: '50' };
  if (process.env.TEST_DATABASE_URL) {
    a = await createTestApp({ demo: true, env });
  } else {
    postgres = await startOwnPostgres();
    a = await createAppOnPostgres(postgres, { demo: true, env });
  }
  b = await createPeerApp(a, { env });
  merchantId = (await a.services.merchants.findByShop('demo'))?.id as string;
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  postgres?.stop();
  await sink?.stop();
});

function signIn(instance: TestApp, orderName: string, contactInfo: string, remoteAddress: string) {
  return callApi(instance, 'rc-login', { merchantId, orderName, contactInfo }, { remoteAddress });
}

describe('two server instances on one PostgreSQL', () => {
  it('Two server instances on one PostgreSQL: a session, a rate limit and a job made on one are seen by the other.', async () => {
    expect(a.database.kind).toBe('postgres');
    expect(b.database).not.toBe(a.database);

    // A session made by signing in on A works on B.
    const { cookie } = await signInToDemo(a);
    const onB = await callApi(b, 'query-related-policy-with-check', {}, { cookie });
    expect(onB.body.code).toBe(0);
    expect(onB.body.data.orderName).toBe('#1001');

    // Failed sign-ins counted on A and B add up to one address's limit (five), refused on both.
    const address = '10.60.0.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await signIn(
        attempt % 2 ? b : a,
        `#99${attempt}`,
        `guess${attempt}@example.com`,
        address,
      );
      expect(failed.body.code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
    }
    for (const instance of [b, a]) {
      const refused = await signIn(instance, '#1001', SHOPPER, address);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(ERROR_CODES.TOO_MANY_ATTEMPTS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The limit is the address's: the same shopper from elsewhere signs in on B.
    expect((await signIn(b, '#1001', SHOPPER, '10.60.0.2')).body.code).toBe(0);

    // A job made on A (the verification e-mail of the high-value order #1007) is run by B's
    // worker while A's is stopped, exactly once; its link then signs in on B.
    await a.services.jobs.stop();
    const challenged = await signIn(a, '#1007', SHOPPER, '10.60.0.3');
    expect(challenged.body.code).toBe(ERROR_CODES.VERIFY_EMAIL_REQUIRED);
    const before = sink.messages.length;
    const sent = await a.app.inject({
      method: 'POST',
      url: callPath('send-verify-email'),
      remoteAddress: '10.60.0.3',
      payload: {
        token: challenged.body.data.verifyToken,
        rcVersion: '4',
        redirectUrl: 'http://localhost:3000/demo/login',
      },
    });
    expect(sent.json().code).toBe(0);
    const mail = await sink.waitForMessage(SHOPPER, 10_000, before);
    // The worker marks the job done just after the mail server took the message.
    await vi.waitFor(
      async () => {
        const made = await b.database.db.select().from(jobs).where(eq(jobs.kind, 'verification-email'));
        expect(made.map((job) => [job.status, job.attempts])).toEqual([['done', 1]]);
      },
      { timeout: 5000, interval: 50 },
    );
    // A's worker back at work finds nothing left to do (it runs every job due and counts them, so
    // no wait for its next poll): the e-mail went out once.
    expect(await a.services.jobs.drain('verification-email')).toBe(0);
    a.services.jobs.start();
    expect(sink.messages.slice(before).filter((message) => message.to === SHOPPER)).toHaveLength(1);
    const accessToken = /access_token=([\w-]+)/.exec(mail.text)?.[1];
    expect(accessToken).toBeDefined();
    const viaLink = await callApi(b, 'rc-login', { merchantId, accessToken }, { remoteAddress: '10.60.0.4' });
    expect(viaLink.body.code).toBe(0);
  });
});
