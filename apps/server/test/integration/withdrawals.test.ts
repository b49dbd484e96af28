// The EU withdrawal function (issue 15 item 4) and the store's own sender on its e-mails (item 6),
// through the public HTTP boundary, a real SMTP sink on loopback and the database: an order within
// its period is withdrawn from (in part), a retried confirmation records one withdrawal, the
// acknowledgement arrives with its content, date and time from the store, the merchant sees it in
// its API and in the webhook outbox; orders outside the store's markets or period are refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookMessages, withdrawals } from '../../src/db/schema';
import { createStore, orderBody, type Store, signIn } from '../support/shopper-orders';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let sink: SmtpSink;
let storeSink: SmtpSink;
let t: TestApp;
let store: Store;

function merchant(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, key = store.apiKey) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });
}

/** An order delivered `deliveredDaysAgo` days ago to `country`. */
async function putOrder(
  orderName: string,
  email: string,
  country: string,
  deliveredDaysAgo: number,
  key = store.apiKey,
) {
  const body = orderBody(email);
  const fulfillment = body.fulfillments[0] as (typeof body.fulfillments)[number];
  const response = await merchant(
    'PUT',
    `/api/merchant/v1/orders/${encodeURIComponent(orderName)}`,
    { ...body, country, fulfillments: [{ ...fulfillment, deliveredAt: at(-deliveredDaysAgo) }] },
    key,
  );
  expect(response.json().code, response.body).toBe(0);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  storeSink = await startSmtpSink();
  t = await createTestApp({
    env: {
      SMTP_URL: sink.url,
      JOB_POLL_MS: '50',
      SIGN_IN_LIMIT_PER_WINDOW: '100000',
      MAIL_VERIFIED_DOMAINS: 'mail.harbour.example',
    },
  });
  store = await createStore(t, 'harbour');
  const branding = await merchant('PUT', '/api/merchant/v1/branding', {
    name: 'Harbour Goods',
    supportEmail: 'care@harbour.example',
    returnConfig: { logo: '/demo/brands/northwind.svg' },
  });
  expect(branding.statusCode, branding.body).toBeLessThan(300);
  const settings = await merchant('PUT', '/api/merchant/v1/withdrawal-settings', { enabled: true });
  expect(settings.json().data, settings.body).toMatchObject({ enabled: true, periodDays: 14 });
  const endpoint = await merchant('POST', '/api/merchant/v1/webhooks/endpoints', {
    url: 'http://127.0.0.1:9/hooks',
    eventTypes: ['withdrawal.received'],
  });
  expect(endpoint.statusCode, endpoint.body).toBeLessThan(300);
});
afterAll(async () => {
  await t.close();
  await sink.stop();
  await storeSink.stop();
});

describe('the withdrawal function', () => {
  it('withdraws part of an EU order once, acknowledges it by e-mail from the store and tells the merchant', async () => {
    await putOrder('#W-1', 'wanda@example.com', 'DE', 2);
    const cookie = await signIn(t, store, '#W-1', 'wanda@example.com');
    const options = await callApi(t, 'user/get-withdrawal-options', {}, { cookie });
    expect(options.body.code).toBe(0);
    const data = options.body.data;
    expect(data).toMatchObject({
      available: true,
      refusal: null,
      periodDays: 14,
      orderName: '#W-1',
      name: 'Sam Rivera',
    });
    expect(data.withdrawals).toEqual([]);
    const tote = data.items.find((item: { title: string }) => item.title === 'Tote');

    const statement = {
      requestId: 'withdraw-w1-0001',
      name: 'Wanda Rivera',
      email: 'wanda.confirm@example.com',
      items: [{ itemId: tote.orderItemId, quantity: 1 }],
    };
    const first = await callApi(t, 'user/submit-withdrawal', statement, { cookie, language: 'de-DE' });
    const retried = await callApi(t, 'user/submit-withdrawal', statement, { cookie, language: 'de-DE' });
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    expect(retried.body.data).toEqual(first.body.data);
    expect(first.body.data).toMatchObject({
      partial: true,
      items: [{ orderItemId: tote.orderItemId, title: 'Tote', quantity: 1 }],
      name: 'Wanda Rivera',
    });
    const rows = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.requestId, 'withdraw-w1-0001'));
    expect(rows).toHaveLength(1);

    const mail = await sink.waitForMessage('wanda.confirm@example.com', 10_000);
    const received = first.body.data.receivedAt as string;
    // The date and time as German writes them, in UTC and naming it (decision 054): '2.12.2026, 09:15 UTC'.
    const at = new Date(received);
    const two = (value: number) => String(value).padStart(2, '0');
    const stamp = `${at.getUTCDate()}.${at.getUTCMonth() + 1}.${at.getUTCFullYear()}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
    expect(mail.subject).toBe('Eingangsbestätigung deines Widerrufs der Bestellung #W-1');
    expect(mail.text.replace(/\s/g, ' ')).toContain(stamp);
    expect(mail.text).toContain('1 × Tote');
    expect(mail.text).toContain('Wanda Rivera');
    // From the store's name at the portal's neutral address; replies go to the store.
    expect(mail.from).toContain('Harbour Goods');
    expect(mail.from).not.toMatch(/resolution center/i);
    expect(mail.replyTo).toBe('care@harbour.example');
    expect(`${mail.text}${mail.html}`).not.toMatch(/resolution-center|Resolution Center/);
    expect(sink.messages.filter((message) => message.to === 'wanda.confirm@example.com')).toHaveLength(1);

    const logo = /<img src="([^"]+)"/.exec(mail.html)?.[1] ?? '';
    expect(logo).toMatch(/\/brand\/harbour\/email-logo\.png\?v=/);
    const png = await t.app.inject({
      method: 'GET',
      url: new URL(logo.replaceAll('&amp;', '&')).pathname + new URL(logo.replaceAll('&amp;', '&')).search,
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );

    const listed = await merchant('GET', '/api/merchant/v1/withdrawals?orderName=%23W-1');
    expect(listed.json().data.withdrawals).toEqual([
      expect.objectContaining({
        withdrawalId: first.body.data.withdrawalId,
        country: 'DE',
        language: 'de-DE',
      }),
    ]);
    const events = await t.database.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.eventType, 'withdrawal.received'));
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      type: 'withdrawal.received',
      data: { withdrawalId: first.body.data.withdrawalId, orderName: '#W-1', partial: true },
    });

    const after = await callApi(t, 'user/get-withdrawal-options', {}, { cookie });
    expect(after.body.data.withdrawals).toHaveLength(1);
  });

  it('refuses orders outside the store markets or period, and items not of the order', async () => {
    await putOrder('#W-2', 'us@example.com', 'US', 2);
    await putOrder('#W-3', 'late@example.com', 'FR', 20);
    await putOrder('#W-4', 'items@example.com', 'NL', 1);
    const us = await signIn(t, store, '#W-2', 'us@example.com');
    const late = await signIn(t, store, '#W-3', 'late@example.com');
    const items = await signIn(t, store, '#W-4', 'items@example.com');
    expect((await callApi(t, 'user/get-withdrawal-options', {}, { cookie: us })).body.data).toMatchObject({
      available: false,
      refusal: 'market',
    });
    expect((await callApi(t, 'user/get-withdrawal-options', {}, { cookie: late })).body.data).toMatchObject({
      available: false,
      refusal: 'period_ended',
    });
    const statement = { requestId: 'withdraw-refused-1', name: 'A B', email: 'a@example.com' };
    const refusedUs = await callApi(t, 'user/submit-withdrawal', statement, {
      cookie: us,
      language: 'fr-FR',
    });
    expect(refusedUs.body.code).toBe(100060);
    expect(refusedUs.body.message).toContain('rétracter');
    expect((await callApi(t, 'user/submit-withdrawal', statement, { cookie: late })).body.code).toBe(100060);
    const foreign = await callApi(
      t,
      'user/submit-withdrawal',
      { ...statement, items: [{ itemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
      { cookie: items },
    );
    expect(foreign.body.code).toBe(100061);
    const bad = await callApi(
      t,
      'user/submit-withdrawal',
      { ...statement, email: 'not-an-email' },
      { cookie: items },
    );
    expect(bad.body.code).toBe(100002);
  });
});

describe('a withdrawal done once (decision 052)', () => {
  it('refuses a second withdrawal of what is already withdrawn, in the shopper language, and takes what is left', async () => {
    await putOrder('#W-6', 'twice@example.com', 'DE', 2);
    const cookie = await signIn(t, store, '#W-6', 'twice@example.com');
    const before = (await callApi(t, 'user/get-withdrawal-options', {}, { cookie })).body.data;
    // The demo's stores take returns by default: the next step is the return flow.
    expect(before.returnGoods).toEqual({ how: 'return_flow' });
    const tote = before.items.find((item: { title: string }) => item.title === 'Tote');
    expect(tote).toMatchObject({ quantity: 2, withdrawn: 0 });
    const statement = { name: 'Tia', email: 'twice@example.com' };
    const oneTote = [{ itemId: tote.orderItemId, quantity: 1 }];

    const first = await callApi(
      t,
      'user/submit-withdrawal',
      { ...statement, requestId: 'withdraw-w6-0001', items: oneTote },
      { cookie },
    );
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    // The second tote is still the shopper's to withdraw from; a third is not (only two were bought).
    const second = await callApi(
      t,
      'user/submit-withdrawal',
      { ...statement, requestId: 'withdraw-w6-0002', items: oneTote },
      { cookie },
    );
    expect(second.body.code, JSON.stringify(second.body)).toBe(0);
    const third = await callApi(
      t,
      'user/submit-withdrawal',
      { ...statement, requestId: 'withdraw-w6-0003', items: oneTote },
      { cookie, language: 'de-DE' },
    );
    expect(third.status).toBe(200);
    expect(third.body.code).toBe(100063);
    expect(third.body.message).toContain('bereits widerrufen');

    // The whole order now means what is left of it: the sweater and the socks.
    const rest = await callApi(
      t,
      'user/submit-withdrawal',
      { ...statement, requestId: 'withdraw-w6-0004' },
      { cookie },
    );
    expect(rest.body.code, JSON.stringify(rest.body)).toBe(0);
    expect(rest.body.data.partial).toBe(true);
    expect(
      rest.body.data.items.map((item: { title: string; quantity: number }) => [item.title, item.quantity]),
    ).toEqual([
      ['Sweater', 1],
      ['Socks', 1],
    ]);
    const again = await callApi(
      t,
      'user/submit-withdrawal',
      { ...statement, requestId: 'withdraw-w6-0005' },
      { cookie, language: 'fr-FR' },
    );
    expect(again.body.code).toBe(100063);
    expect(again.body.message).toContain('déjà rétracté');
    // A retry of a recorded confirmation still answers it.
    const retried = await callApi(
      t,
      'user/submit-withdrawal',
      { ...statement, requestId: 'withdraw-w6-0001', items: oneTote },
      { cookie },
    );
    expect(retried.body.data).toEqual(first.body.data);

    const after = (await callApi(t, 'user/get-withdrawal-options', {}, { cookie })).body.data;
    expect(after.withdrawals).toHaveLength(3);
    for (const item of after.items) expect(item.withdrawn).toBe(item.quantity);
    const orderId = (
      await t.database.db.select().from(withdrawals).where(eq(withdrawals.requestId, 'withdraw-w6-0001'))
    )[0]?.orderId as string;
    expect(
      await t.database.db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId)),
    ).toHaveLength(3);
  });

  it('records one of two confirmations of the whole order sent at once', async () => {
    await putOrder('#W-7', 'race@example.com', 'AT', 1);
    const cookie = await signIn(t, store, '#W-7', 'race@example.com');
    const statement = { name: 'Rae', email: 'race@example.com' };
    const answers = await Promise.all(
      ['withdraw-w7-0001', 'withdraw-w7-0002', 'withdraw-w7-0003'].map((requestId) =>
        callApi(t, 'user/submit-withdrawal', { ...statement, requestId }, { cookie }),
      ),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 100063, 100063]);
    const recorded = answers.find((answer) => answer.body.code === 0)?.body.data;
    expect(recorded.partial).toBe(false);
    const rows = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, recorded.withdrawalId));
    const ofOrder = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.orderId, rows[0]?.orderId as string));
    expect(ofOrder).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.eventType, 'withdrawal.received'));
    expect(
      events.filter((event) => (event.payload as { data: { orderName: string } }).data.orderName === '#W-7'),
    ).toHaveLength(1);
  });

  it('names the store support contact as the next step where the store takes no returns through the portal', async () => {
    const other = await createStore(t, 'quay');
    await merchant(
      'PUT',
      '/api/merchant/v1/branding',
      { name: 'Quay', supportEmail: 'hello@quay.example' },
      other.apiKey,
    );
    await merchant('PUT', '/api/merchant/v1/withdrawal-settings', { enabled: true }, other.apiKey);
    const policy = await merchant('PUT', '/api/merchant/v1/return-policy', { enabled: false }, other.apiKey);
    expect(policy.statusCode, policy.body).toBeLessThan(300);
    await putOrder('#Q-1', 'quinn@example.com', 'DE', 1, other.apiKey);
    const cookie = await signIn(t, other, '#Q-1', 'quinn@example.com');
    const options = (await callApi(t, 'user/get-withdrawal-options', {}, { cookie })).body.data;
    expect(options.returnGoods).toEqual({ how: 'contact', supportEmail: 'hello@quay.example' });
  });
});

describe("the store's own sender", () => {
  it('refuses an address it cannot send from, takes one on a verified domain', async () => {
    const refused = await merchant('PUT', '/api/merchant/v1/email-settings', {
      senderAddress: 'hello@harbour.example',
    });
    expect(refused.json().code, refused.body).toBe(100062);
    const verified = await merchant('PUT', '/api/merchant/v1/email-settings', {
      senderName: 'Harbour Care',
      senderAddress: 'care@mail.harbour.example',
    });
    expect(verified.json().data, verified.body).toMatchObject({
      from: '"Harbour Care" <care@mail.harbour.example>',
      smtpHost: null,
    });

    await putOrder('#W-5', 'verified@example.com', 'DE', 1);
    const cookie = await signIn(t, store, '#W-5', 'verified@example.com');
    await callApi(
      t,
      'user/submit-withdrawal',
      { requestId: 'withdraw-w5-0001', name: 'V', email: 'verified@example.com' },
      { cookie },
    );
    const mail = await sink.waitForMessage('verified@example.com', 10_000);
    expect(mail.fromAddress).toBe('care@mail.harbour.example');
    expect(mail.from).toContain('Harbour Care');
  });

  it("sends through the store's own SMTP server with its own address, and never answers the password", async () => {
    const other = await createStore(t, 'fjord');
    await merchant(
      'PUT',
      '/api/merchant/v1/branding',
      { name: 'Fjord Supply', supportEmail: 'help@fjord.example' },
      other.apiKey,
    );
    await merchant(
      'PUT',
      '/api/merchant/v1/withdrawal-settings',
      { enabled: true, countries: ['NO'] },
      other.apiKey,
    );
    const withPassword = await merchant(
      'PUT',
      '/api/merchant/v1/email-settings',
      { senderAddress: 'orders@fjord.example', smtpUrl: 'smtps://user:s3cret-pw@smtp.fjord.example' },
      other.apiKey,
    );
    expect(withPassword.json().data, withPassword.body).toMatchObject({
      from: '"Fjord Supply" <orders@fjord.example>',
      smtpHost: 'smtp.fjord.example',
    });
    expect(withPassword.body).not.toContain('s3cret-pw');
    // The loopback sink takes mail without signing in.
    const own = await merchant(
      'PUT',
      '/api/merchant/v1/email-settings',
      { smtpUrl: storeSink.url },
      other.apiKey,
    );
    expect(own.json().code, own.body).toBe(0);

    await putOrder('#F-1', 'nora@example.com', 'NO', 3, other.apiKey);
    const cookie = await signIn(t, other, '#F-1', 'nora@example.com');
    const done = await callApi(
      t,
      'user/submit-withdrawal',
      { requestId: 'withdraw-f1-0001', name: 'Nora', email: 'nora@example.com' },
      { cookie },
    );
    expect(done.body.code, JSON.stringify(done.body)).toBe(0);
    const mail = await storeSink.waitForMessage('nora@example.com', 10_000);
    expect(mail.fromAddress).toBe('orders@fjord.example');
    expect(mail.replyTo).toBe('help@fjord.example');
    expect(sink.messages.some((message) => message.to === 'nora@example.com')).toBe(false);
  });
});
