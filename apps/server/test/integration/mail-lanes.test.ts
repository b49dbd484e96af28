// One store's stalled mail server never delays another store's e-mail (issue 24 item 4, decision
// 070). Before, every claim e-mail of every store waited in one lane behind a stalled store's
// server (9 min 55 s in an outside probe). Real SMTP servers on loopback: one takes the message
// and never answers, the other answers; the e-mails come from the withdrawal pipeline, as a shopper
// of each store causes them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { MAIL_DELIVERY_JOB } from '../../src/modules/notifications';
import { createStore, orderBody, type Store, signIn } from '../support/shopper-orders';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

let stalledServer: SmtpSink;
let promptServer: SmtpSink;
let portalServer: SmtpSink;
let t: TestApp;
let stalledStore: Store;
let promptStore: Store;

function merchant(store: Store, method: 'PUT' | 'POST', url: string, payload: object) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${store.apiKey}` }, payload });
}

/** A store with the withdrawal function on, sending through its own mail server. */
async function storeWithOwnServer(shop: string, server: SmtpSink): Promise<Store> {
  const store = await createStore(t, shop);
  const settings = await merchant(store, 'PUT', '/api/merchant/v1/withdrawal-settings', { enabled: true });
  expect(settings.json().code, settings.body).toBe(0);
  const email = await merchant(store, 'PUT', '/api/merchant/v1/email-settings', {
    senderAddress: `orders@${shop}.example`,
    smtpUrl: server.url,
  });
  expect(email.json().code, email.body).toBe(0);
  return store;
}

/** A shopper of `store` withdraws from an order: the store acknowledges it by e-mail. */
async function withdraw(store: Store, orderName: string, email: string) {
  const body = orderBody(email);
  const fulfillment = body.fulfillments[0] as (typeof body.fulfillments)[number];
  const order = await merchant(store, 'PUT', `/api/merchant/v1/orders/${encodeURIComponent(orderName)}`, {
    ...body,
    country: 'DE',
    fulfillments: [{ ...fulfillment, deliveredAt: new Date(Date.now() - 86_400_000).toISOString() }],
  });
  expect(order.json().code, order.body).toBe(0);
  const cookie = await signIn(t, store, orderName, email);
  const done = await callApi(
    t,
    'user/submit-withdrawal',
    { requestId: `withdraw-${store.shop}-${orderName.slice(1)}`, name: 'Sam Rivera', email },
    { cookie },
  );
  expect(done.body.code, JSON.stringify(done.body)).toBe(0);
}

beforeAll(async () => {
  stalledServer = await startSmtpSink();
  promptServer = await startSmtpSink();
  portalServer = await startSmtpSink();
  t = await createTestApp({
    env: {
      SMTP_URL: portalServer.url,
      JOB_POLL_MS: '50',
      // Long enough that a stalled send outlasts the whole test: any wait behind it would show.
      SMTP_TIMEOUT_SECONDS: '120',
      SIGN_IN_LIMIT_PER_WINDOW: '100000',
    },
  });
  stalledStore = await storeWithOwnServer('stalled', stalledServer);
  promptStore = await storeWithOwnServer('prompt', promptServer);
});
afterAll(async () => {
  // The stalled server first: closing it ends the sends waiting on it, so the worker can stop.
  await stalledServer.stop();
  await t.close();
  await Promise.all([promptServer.stop(), portalServer.stop()]);
});

describe('mail lanes', () => {
  it("delivers a store's e-mail at once while another store's mail server is stalled", async () => {
    stalledServer.stallNext(100);
    for (const n of [1, 2, 3]) await withdraw(stalledStore, `#S-${n}`, `stuck${n}@example.com`);
    // The stalled store's first e-mail has reached its server and waits for an answer that never comes.
    await expect.poll(() => stalledServer.stalled, { timeout: 10_000 }).toBeGreaterThan(0);

    const started = Date.now();
    await withdraw(promptStore, '#P-1', 'prompt@example.com');
    const mail = await promptServer.waitForMessage('prompt@example.com', 10_000);
    const waited = Date.now() - started;
    expect(mail.fromAddress).toBe('orders@prompt.example');
    // Seconds, not the stalled server's two-minute timeout.
    expect(waited).toBeLessThan(10_000);

    // The stalled store's e-mails are still waiting, in its own lane, one at a time.
    expect(stalledServer.stalled).toBe(1);
    const stalledLane = `store:${stalledStore.merchantId}`;
    const waiting = await t.database.db
      .select({ lane: jobs.lane, status: jobs.status, payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_DELIVERY_JOB), eq(jobs.lane, stalledLane)));
    expect(waiting.map((job) => job.status)).toEqual(['pending', 'pending', 'pending']);
    // The store's server address (and any password in it) is never copied into a job.
    expect(JSON.stringify(waiting)).not.toContain(String(stalledServer.url.split('//')[1]));
  });

  it('forgets a delivered message: the job keeps no copy of what was sent', async () => {
    const deliveredJobs = () =>
      t.database.db
        .select({ payload: jobs.payload, lane: jobs.lane })
        .from(jobs)
        .where(and(eq(jobs.kind, MAIL_DELIVERY_JOB), eq(jobs.status, 'done')));
    // The job ends just after the server's answer.
    await expect.poll(async () => (await deliveredJobs()).length, { timeout: 10_000 }).toBe(1);
    const delivered = await deliveredJobs();
    expect(delivered[0]).toEqual({ payload: {}, lane: `store:${promptStore.merchantId}` });
  });
});
