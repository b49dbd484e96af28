// The merchant command on webhooks (`npm run merchant -- webhook-add|webhooks|webhook-test|…`), run
// as a real process through a running server, as an operator runs it; the event reaches a receiver.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { merchantCommandFor } from '../support/merchant-command';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let command: Awaited<ReturnType<typeof merchantCommandFor>>;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.end();
  });
});

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_MS: '100' } });
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/merchants',
    headers: { authorization: `Bearer ${t.adminToken}` },
    payload: { shop: 'hooks', name: 'Hooks' },
  });
  command = await merchantCommandFor(t);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await t.close();
  command.cleanup();
});

function merchant(args: string[]) {
  return command.run(args);
}

it('adds an endpoint, lists it, sends it a signed test event and shows the delivery', {
  timeout: 180_000,
}, async () => {
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const added = await merchant([
    'webhook-add',
    '--shop',
    'hooks',
    '--url',
    url,
    '--types',
    'claim.accepted,payout.sent',
  ]);
  expect(added.stderr).toBe('');
  expect(added.code).toBe(0);
  const secret = /Signing secret[^:]*: (whsec_\S+)/.exec(added.stdout)?.[1] ?? '';
  const endpointId = /^([0-9a-f-]{36}) /m.exec(added.stdout)?.[1] ?? '';
  expect(secret).not.toBe('');
  expect(endpointId).not.toBe('');

  const listed = await merchant(['webhooks', '--shop', 'hooks']);
  expect(listed.stdout).toContain(`${endpointId}  ${url}  claim.accepted,payout.sent  enabled`);

  const tested = await merchant(['webhook-test', '--shop', 'hooks', '--endpoint', endpointId]);
  expect(tested.stdout).toMatch(/^Test event msg_\w+ queued\./);
  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
  const [delivery] = received;
  const event = new Webhook(secret).verify(delivery?.body ?? '', {
    'webhook-id': String(delivery?.headers['webhook-id']),
    'webhook-timestamp': String(delivery?.headers['webhook-timestamp']),
    'webhook-signature': String(delivery?.headers['webhook-signature']),
  });
  expect(event).toMatchObject({ type: 'webhook.test' });

  await expect
    .poll(
      async () =>
        (await merchant(['webhook-deliveries', '--shop', 'hooks', '--endpoint', endpointId])).stdout,
      {
        timeout: 20_000,
      },
    )
    .toMatch(/webhook\.test\s+succeeded\s+tries 1\s+HTTP 200/);

  const disabled = await merchant(['webhook-disable', '--shop', 'hooks', '--endpoint', endpointId]);
  expect(disabled.stdout).toContain('disabled (disabled by the merchant)');
  const missing = await merchant(['webhook-test', '--shop', 'hooks']);
  expect(missing.code).not.toBe(0);
  expect(missing.stderr).toContain('--endpoint: is required');
});
