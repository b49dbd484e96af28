// The merchant command on returns (`npm run merchant -- returns|return|return-receive|…`), run as
// a real process through a running server, as an operator runs it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { merchantCommandFor } from '../support/merchant-command';
import { returnOrder, returnStore } from '../support/return-orders';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let command: Awaited<ReturnType<typeof merchantCommandFor>>;

beforeAll(async () => {
  t = await createTestApp();
  command = await merchantCommandFor(t);
});
afterAll(async () => {
  await t.close();
  command.cleanup();
});

function merchant(args: string[]) {
  return command.run(args);
}

it('lists returns, receives an item with its condition and refunds it, once per key', {
  timeout: 150_000,
}, async () => {
  const store = await returnStore(t, 'cli-returns');
  const order = await returnOrder(t, store, '#C1');
  const submitted = await callApi(
    t,
    'user/submit-order-return',
    {
      requestId: randomUUID(),
      method: 'ship_yourself',
      items: [
        { itemId: order.items.jacket, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' },
      ],
    },
    { cookie: order.cookie },
  );
  const { returnNumber } = submitted.body.data;

  const list = await merchant(['returns', '--shop', 'cli-returns']);
  expect(list.code, list.stderr).toBe(0);
  expect(list.stdout).toContain(returnNumber);
  expect(list.stdout).toContain('to_return');

  const shown = await merchant(['return', '--shop', 'cli-returns', '--return', returnNumber]);
  expect(shown.stdout).toContain(
    `${order.items.jacket}  Jacket × 1  original_payment  received 0, settled 0`,
  );

  const received = await merchant([
    'return-receive',
    '--shop',
    'cli-returns',
    '--return',
    returnNumber,
    '--items',
    `${order.items.jacket}:1:used`,
  ]);
  expect(received.stdout).toContain(`Return ${returnNumber} (order #C1) is return_received.`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const refunded = await merchant([
      'return-refund',
      '--shop',
      'cli-returns',
      '--return',
      returnNumber,
      '--items',
      `${order.items.jacket}:1`,
      '--key',
      'refund-jacket',
      '--json',
    ]);
    expect(refunded.code, refunded.stderr).toBe(0);
    expect(JSON.parse(refunded.stdout)).toMatchObject({ status: 'completed', paid: { refund: 8000 } });
  }
  const bad = await merchant([
    'return-receive',
    '--shop',
    'cli-returns',
    '--return',
    returnNumber,
    '--items',
    'x',
  ]);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('--items');
  const refused = await merchant(['return-cancel', '--shop', 'cli-returns', '--return', returnNumber]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('(code 100023)');

  // The refund as carried out on the store platform, and "retry now" refused for an action done.
  await t.services.jobs.drain('store-platform-action');
  const shop = (await t.services.merchants.findByShop('cli-returns')) as { id: string };
  const actionId = (await t.services.returns.merchant.get(shop.id, returnNumber)).storeActions[0]
    ?.actionId as string;
  const withActions = await merchant(['return', '--shop', 'cli-returns', '--return', returnNumber]);
  expect(withActions.stdout).toContain('Store platform:');
  expect(withActions.stdout).toMatch(
    new RegExp(`${actionId}  refund \\$80\\.00 \\(1 unit\\(s\\)\\) on builtin  done RC-REFUND-`),
  );
  const retried = await merchant([
    'return-store-action-retry',
    '--shop',
    'cli-returns',
    '--return',
    returnNumber,
    '--action',
    actionId,
  ]);
  expect(retried.code).toBe(1);
  expect(retried.stderr).toContain('(code 100073)');
});
