// The return state machine through the server, property-based (decision 023): random returns of
// random lines, then random merchant commands (receipts of part of a line with a condition,
// refunds, credits, exchanges, approvals, closes, cancels), sent in concurrent batches with
// repeated Idempotency-Keys and retried submits. Whatever the interleaving: no unit returned
// twice or more than was bought, no refund or credit above what the quote promised nor above
// what was paid for the units back, every payment announced by exactly one event, and no return
// lost.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { merchantCall, returnOrder, returnStore } from '../support/return-orders';
import type { Store } from '../support/shopper-orders';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let store: Store;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_IN_LIMIT_PER_WINDOW: '100000' } });
  store = await returnStore(t, 'property-returns', {
    rules: [{ when: { productIds: ['cap'] }, decision: 'review' }],
    fees: { returnFeeMinor: 250, restockingFeePercent: 12.5 },
    resolutions: { storeCredit: { bonusPercent: 5 }, sameProductVariant: { instant: true } },
  });
});
afterAll(() => t.close());

const PRODUCTS = ['shirt', 'jacket', 'cap'] as const;
type Product = (typeof PRODUCTS)[number];
const BOUGHT: Record<Product, number> = { shirt: 2, jacket: 1, cap: 1 };

const lineArb = fc.record({
  product: fc.constantFrom(...PRODUCTS),
  quantity: fc.integer({ min: 1, max: 2 }),
  resolution: fc.constantFrom('original_payment', 'store_credit', 'same_price_variant'),
});
const submissionArb = fc.record({
  lines: fc.uniqueArray(lineArb, { minLength: 1, maxLength: 3, selector: (line) => line.product }),
  retries: fc.integer({ min: 1, max: 3 }),
});
const commandArb = fc.record({
  returnIndex: fc.nat(),
  type: fc.constantFrom(
    'approve',
    'receive',
    'receive',
    'refund',
    'credit',
    'ship-exchange',
    'close',
    'cancel',
  ),
  product: fc.constantFrom(...PRODUCTS),
  quantity: fc.integer({ min: 1, max: 2 }),
  condition: fc.constantFrom('as_new', 'used', 'damaged'),
  key: fc.option(fc.constantFrom('k1', 'k2', 'k3'), { nil: undefined }),
});
const scenarioArb = fc.record({
  submissions: fc.array(submissionArb, { minLength: 1, maxLength: 3 }),
  batches: fc.array(fc.array(commandArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 }),
});

let orders = 0;

it('keeps every invariant under concurrent and repeated commands', async () => {
  await fc.assert(
    fc.asyncProperty(scenarioArb, async (scenario) => {
      orders += 1;
      const o = await returnOrder(t, store, `#P${orders}`);
      const itemOf = (product: Product) => o.items[product];

      // Submissions, each retried at once with its request id; some are refused (units taken).
      const opened = new Set<string>();
      for (const submission of scenario.submissions) {
        const body = {
          requestId: randomUUID(),
          method: 'ship_yourself' as const,
          items: submission.lines
            .filter((line) => line.quantity <= BOUGHT[line.product])
            .map((line) => ({
              itemId: itemOf(line.product),
              quantity: line.quantity,
              reason: 'changed_mind',
              resolution:
                line.resolution === 'same_price_variant' && line.product !== 'shirt'
                  ? ('original_payment' as const)
                  : line.resolution,
              ...(line.resolution === 'same_price_variant' && line.product === 'shirt'
                ? { exchange: { productId: 'shirt', variantId: 'shirt-m', quantity: line.quantity } }
                : {}),
            })),
        };
        if (body.items.length === 0) continue;
        const answers = await Promise.all(
          Array.from({ length: submission.retries }, () =>
            callApi(t, 'user/submit-order-return', body, { cookie: o.cookie }),
          ),
        );
        const codes = new Set(answers.map((answer) => answer.body.code));
        expect(codes.size, 'a retried submit answers alike').toBe(1);
        const ids = new Set(answers.map((answer) => answer.body.data?.returnId).filter(Boolean));
        expect(ids.size).toBeLessThanOrEqual(1);
        for (const id of ids) opened.add(id);
      }
      const returnIds = [...opened];

      // Merchant commands in concurrent batches; refusals (409) are part of the game, 5xx never.
      for (const batch of scenario.batches) {
        if (returnIds.length === 0) break;
        const answers = await Promise.all(
          batch.map((step) => {
            const returnId = returnIds[step.returnIndex % returnIds.length] as string;
            const units = [{ itemId: itemOf(step.product), quantity: step.quantity }];
            const body =
              step.type === 'receive'
                ? { items: units.map((unit) => ({ ...unit, condition: step.condition })) }
                : ['refund', 'credit', 'ship-exchange'].includes(step.type)
                  ? { items: units }
                  : {};
            return merchantCall(t, store, 'POST', `/returns/${returnId}/${step.type}`, body, step.key);
          }),
        );
        for (const answer of answers) {
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          expect([0, 100023]).toContain(answer.body.code);
        }
      }

      // No return lost.
      const list = await callApi(t, 'list-return-items', {}, { cookie: o.cookie });
      expect(new Set(list.body.data.returns.map((row: { returnId: string }) => row.returnId))).toEqual(
        opened,
      );

      // No unit returned twice or above what was bought.
      const coverage = await callApi(t, 'list-items-coverage', {}, { cookie: o.cookie });
      for (const item of coverage.body.data.items) {
        expect(item.returnedQuantity).toBeLessThanOrEqual(item.boughtQuantity);
      }
      const openUnits = new Map<string, number>();

      for (const returnId of returnIds) {
        const detail = (await merchantCall(t, store, 'GET', `/returns/${returnId}`)).body.data;
        const money = (await callApi(t, 'user/get-transaction-detail', { returnId }, { cookie: o.cookie }))
          .body.data;
        for (const line of detail.lines) {
          const itemId = line.item.itemId;
          // Units the return holds: all while open, those back or settled once completed.
          const held = ['rejected', 'cancelled'].includes(detail.status)
            ? 0
            : detail.status === 'completed'
              ? Math.max(line.received, line.settled)
              : line.item.quantity;
          openUnits.set(itemId, (openUnits.get(itemId) ?? 0) + held);
          expect(line.received).toBeLessThanOrEqual(line.item.quantity);
          expect(line.settled).toBeLessThanOrEqual(line.item.quantity);
          // Never more than the quote promised, nor more than was paid for the units back.
          expect(line.paid.refund).toBeLessThanOrEqual(line.due.refund);
          expect(line.paid.credit).toBeLessThanOrEqual(line.due.credit);
          expect(line.paid.bonus).toBeLessThanOrEqual(line.due.bonus);
          expect(line.paid.refund + line.paid.credit).toBeLessThanOrEqual(
            line.item.unitPrice * Math.min(line.received, line.settled),
          );
          // Every payment announced by exactly one event: the events add up to what was paid.
          const rows = money.transactions.filter((row: { itemId: string }) => row.itemId === itemId);
          const sum = (type: string, field: 'amount' | 'bonus') =>
            rows
              .filter((row: { type: string }) => row.type === type)
              .reduce((total: number, row: Record<string, number>) => total + (row[field] ?? 0), 0);
          expect(sum('refund', 'amount')).toBe(line.paid.refund);
          expect(sum('store_credit', 'amount')).toBe(line.paid.credit);
          expect(sum('store_credit', 'bonus')).toBe(line.paid.bonus);
        }
        if (detail.status === 'completed') {
          const closed = detail.timeline.some((entry: { type: string }) => entry.type === 'closed');
          if (!closed) {
            for (const line of detail.lines) {
              expect([line.received, line.settled]).toEqual([line.item.quantity, line.item.quantity]);
            }
          }
        }
      }
      for (const product of PRODUCTS) {
        expect(openUnits.get(itemOf(product)) ?? 0).toBeLessThanOrEqual(BOUGHT[product]);
      }
    }),
    { numRuns: 25 },
  );
}, 240_000);
