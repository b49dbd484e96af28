// The merchant command on the shopper's rights and the store's settings (issue 15), run as real
// processes through a running server as an operator runs them: the withdrawal function's settings
// and the withdrawals received, the store's e-mail settings (a switch changed keeps the store's own
// texts), the export of a shopper's data to a file, the comments, an order's packages, and an
// endpoint removed.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { merchantCommandFor } from '../support/merchant-command';
import { createStore, putOrder, type Store, signIn } from '../support/shopper-orders';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let store: Store;
let orderId: string;
let command: Awaited<ReturnType<typeof merchantCommandFor>>;

function api(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/merchant/v1${url}`,
    headers: { authorization: `Bearer ${store.apiKey}` },
    ...(payload ? { payload } : {}),
  });
}

async function merchant(args: string[]) {
  const result = await command.run(args);
  expect(result.stderr, args.join(' ')).toBe('');
  expect(result.code, args.join(' ')).toBe(0);
  return result.stdout;
}

beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_VERIFIED_DOMAINS: 'mail.cmd.example' } });
  store = await createStore(t, 'cmd-store');
  orderId = await putOrder(t, store, 'C-1', 'casey@example.com');
  command = await merchantCommandFor(t);
}, 120_000);
afterAll(async () => {
  await t.close();
  command.cleanup();
});

it('turns the withdrawal function on for its markets and lists what shoppers withdrew', {
  timeout: 240_000,
}, async () => {
  expect(await merchant(['withdrawal-settings', '--shop', 'cmd-store'])).toMatch(
    /^The withdrawal function is off \(when on: 14 days from delivery, for orders to AT, BE, .*\)\.$/m,
  );
  expect(
    await merchant([
      'withdrawal-settings',
      '--shop',
      'cmd-store',
      '--on',
      '--days',
      '30',
      '--countries',
      'US,de',
    ]),
  ).toBe('The withdrawal function is on: 30 days from delivery, for orders to US, DE.\n');

  const cookie = await signIn(t, store, 'C-1', 'casey@example.com');
  const withdrawn = await callApi(
    t,
    'user/submit-withdrawal',
    { requestId: 'cmd-withdrawal-1', name: 'Casey Doe', email: 'casey@example.com' },
    { cookie },
  );
  expect(withdrawn.body.code, JSON.stringify(withdrawn.body)).toBe(0);
  const commented = await callApi(
    t,
    'add-order-comment',
    { orderId, body: 'Leave it at the door', requestId: 'cmd-comment-1' },
    { cookie },
  );
  expect(commented.body.code, JSON.stringify(commented.body)).toBe(0);

  const file = path.join(os.tmpdir(), `rc-export-${process.pid}.json`);
  const [withdrawals, comments, tracking, exported] = await Promise.all([
    merchant(['withdrawals', '--shop', 'cmd-store']),
    merchant(['comments', '--shop', 'cmd-store', '--order', 'C-1']),
    merchant(['tracking', '--shop', 'cmd-store', '--order', 'C-1']),
    merchant([
      'export',
      '--shop',
      'cmd-store',
      '--order',
      'C-1',
      '--by',
      'shopper, by phone',
      '--file',
      file,
    ]),
  ]);
  expect(withdrawals).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}C-1 +the whole order {2}US$/m);
  expect(comments).toMatch(/ {2}C-1 +the order {2}"Leave it at the door"$/m);
  expect(tracking).toMatch(/ delivered /);
  expect(exported).toBe(`The data of order C-1 is in ${file} (recorded as an export; see data-requests).\n`);
  const document = JSON.parse(readFileSync(file, 'utf8'));
  expect(document.order).toMatchObject({ orderName: 'C-1', email: 'casey@example.com' });
  expect(document.withdrawals).toMatchObject([{ name: 'Casey Doe' }]);
  const requests = (await api('GET', '/data-requests')).json().data.requests;
  expect(requests[0]).toMatchObject({ kind: 'export', actor: 'admin', requestedBy: 'shopper, by phone' });
});

it("sets the store's sender and switches claim e-mails, keeping the store's own words", {
  timeout: 240_000,
}, async () => {
  const texts = { 'de-DE': { accepted: { subject: 'Ihr Anspruch {{claim}} ist genehmigt' } } };
  const saved = await api('PUT', '/email-settings', { claimEmails: { disabled: [], texts } });
  expect(saved.json().code, saved.body).toBe(0);

  const changed = await merchant([
    'email-settings',
    '--shop',
    'cmd-store',
    '--sender-name',
    'Cmd Care',
    '--sender-address',
    'care@mail.cmd.example',
    '--claim-emails-off',
    'under_review,accepted',
  ]);
  expect(changed).toContain('From: "Cmd Care" <care@mail.cmd.example>');
  expect(changed).toContain('Claim e-mails off: under_review, accepted');
  expect(changed).toContain("Claim e-mails in the store's words: de-DE");

  const again = await merchant([
    'email-settings',
    '--shop',
    'cmd-store',
    '--claim-emails-on',
    'accepted',
    '--sender-name',
    'none',
  ]);
  expect(again).toContain('Claim e-mails off: under_review');
  const settings = (await api('GET', '/email-settings')).json().data;
  expect(settings).toMatchObject({ senderName: null, senderAddress: 'care@mail.cmd.example' });
  expect(settings.claimEmails).toEqual({ disabled: ['under_review'], texts });

  const refused = await command.run([
    'email-settings',
    '--shop',
    'cmd-store',
    '--sender-address',
    'care@elsewhere.example',
  ]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('(code 100062)');
});

it('removes a webhook endpoint', { timeout: 240_000 }, async () => {
  const created = await api('POST', '/webhooks/endpoints', { url: 'http://127.0.0.1:9/cmd' });
  const { endpointId } = created.json().data;
  expect(await merchant(['webhook-remove', '--shop', 'cmd-store', '--endpoint', endpointId])).toBe(
    'Endpoint removed; its deliveries waiting are dropped.\n',
  );
  expect((await api('GET', '/webhooks/endpoints')).json().data.endpoints).toEqual([]);
});
