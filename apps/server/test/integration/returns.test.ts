// Returns through the public boundary, one call at a time (decision 023): the policy and what can
// be returned, the flow's checks and quotes, exchanges and the catalogue, submission with its
// label, the return's page, payments and tracking, and claims and returns holding units apart.
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_CARRIER } from '../../src/adapters/labels/builtin-labels';
import { merchantCall, type ReturnOrder, returnOrder, returnStore } from '../support/return-orders';
import type { Store } from '../support/shopper-orders';
import { uploadPhoto } from '../support/shopper-orders';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let store: Store;
let feeStore: Store;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_IN_LIMIT_PER_WINDOW: '100000' } });
  store = await returnStore(t, 'returns-store');
  // A store that charges: a return fee, postage paid by the shopper, a restocking fee, a credit bonus.
  feeStore = await returnStore(t, 'returns-fees', {
    fees: { returnFeeMinor: 500, postagePaidBy: 'shopper', restockingFeePercent: 10 },
    resolutions: { storeCredit: { bonusPercent: 10 }, sameProductVariant: { instant: true }, keepItem: true },
    methods: [
      { method: 'prepaid_label', postageMinor: 700 },
      { method: 'ship_yourself', postageMinor: 0 },
      { method: 'assured_label', postageMinor: 900 },
    ],
    rules: [{ when: { productIds: ['cap'] }, decision: 'keep' }],
  });
});
afterAll(() => t.close());

let orders = 0;
function order(options: { assurance?: boolean; deliveredDaysAgo?: number } = {}, where: Store = store) {
  orders += 1;
  return returnOrder(t, where, `#R${orders}`, options);
}

const line = (itemId: string, extra: Record<string, unknown> = {}) => ({
  itemId,
  quantity: 1,
  reason: 'changed_mind',
  resolution: 'original_payment' as const,
  ...extra,
});

function call(o: ReturnOrder, name: Parameters<typeof callApi>[1], body: object, language?: string) {
  // biome-ignore lint/suspicious/noExplicitAny: the call's request type is checked by the server here.
  return callApi(t, name, body as any, { cookie: o.cookie, ...(language ? { language } : {}) });
}

describe('the policy and what can be returned', () => {
  it('answers the store policy with the methods, and Return Assurance when the order has it', async () => {
    const plain = await order();
    const config = await call(plain, 'user/get-return-merchant-config', {});
    expect(config.body.code).toBe(0);
    expect(config.body.data.windowDays).toBe(30);
    expect(config.body.data.methods.map((method: { method: string }) => method.method)).toEqual([
      'prepaid_label',
      'qr_drop_off',
      'ship_yourself',
    ]);
    expect(config.body.data.returnAssurance.active).toBe(false);
    const assured = await order({ assurance: true });
    const withAssurance = await call(assured, 'user/get-return-merchant-config', {});
    expect(withAssurance.body.data.returnAssurance).toMatchObject({ active: true, remaining: 2000 });
    expect(withAssurance.body.data.methods.map((method: { method: string }) => method.method)).toContain(
      'assured_label',
    );
  });

  it('lists every item with its returnable units, the final-sale item refused with its reason', async () => {
    const o = await order({ assurance: true });
    const coverage = await call(o, 'list-items-coverage', {});
    const byProduct = Object.fromEntries(
      coverage.body.data.items.map((item: { productId: string }) => [item.productId, item]),
    );
    expect(byProduct.shirt).toMatchObject({ returnableQuantity: 2, assured: true, ineligibleReason: null });
    expect(byProduct.cap).toMatchObject({ returnableQuantity: 1, assured: false });
    expect(byProduct.vase).toMatchObject({
      returnableQuantity: 0,
      finalSale: true,
      ineligibleReason: 'final_sale',
      ineligibleReasonKey: 'returnIneligible.final_sale',
    });
    expect(coverage.body.data.hasReturnAssurance).toBe(true);
  });

  it('closes the window 30 days after delivery', async () => {
    const late = await order({ deliveredDaysAgo: 31 });
    const coverage = await call(late, 'list-items-coverage', {});
    expect(
      coverage.body.data.items.map((item: { ineligibleReason: string }) => item.ineligibleReason),
    ).toEqual(['window_closed', 'window_closed', 'window_closed', 'final_sale']);
  });

  it('opens a flow with a request id, the policy, the items and the returns so far', async () => {
    const o = await order();
    const flow = await call(o, 'user/create-order-return-for-order', {});
    expect(flow.body.data).toMatchObject({ orderName: o.orderName, returns: [] });
    expect(flow.body.data.returnFlowRequestId).toMatch(/^[\w-]{8,}$/);
    expect(flow.body.data.items).toHaveLength(4);
  });

  it('checks chosen items: reasons and variants offered, a final-sale item refused with 100024', async () => {
    const o = await order();
    const started = await call(o, 'start-return-items', { items: [{ itemId: o.items.shirt, quantity: 2 }] });
    expect(started.body.code).toBe(0);
    const [shirt] = started.body.data.items;
    expect(shirt.chosenQuantity).toBe(2);
    expect(shirt.reasons.map((reason: { code: string }) => reason.code)).toContain('size_fit');
    expect(shirt.exchangeVariants).toEqual([
      { variantId: 'shirt-m', title: 'M', price: 4000, available: true },
      { variantId: 'shirt-l', title: 'L', price: 4000, available: false },
    ]);
    const refused = await call(o, 'start-return-items', { items: [{ itemId: o.items.vase, quantity: 1 }] });
    expect(refused.body.code).toBe(ERROR_CODES.ITEMS_NOT_RETURNABLE);
    expect(refused.body.data.problems).toEqual([
      { code: 'not_returnable', itemId: o.items.vase, ineligibleReason: 'final_sale' },
    ]);
    const tooMany = await call(o, 'start-return-items', { items: [{ itemId: o.items.shirt, quantity: 3 }] });
    expect(tooMany.body.data.problems[0].code).toBe('quantity_exceeds_returnable');
  });
});

describe('deciding and pricing before submitting', () => {
  it('tells what a reason needs and what the rules decide per item', async () => {
    const o = await order({}, feeStore);
    const flow = await call(o, 'user/get-return-item-decision-flow', {
      itemId: o.items.shirt,
      reason: 'not_as_described',
    });
    expect(flow.body.data).toMatchObject({ decision: 'approve', requiresPhoto: true, problem: null });
    const subReasons = await call(o, 'user/get-return-item-decision-flow', {
      itemId: o.items.shirt,
      reason: 'size_fit',
    });
    expect(subReasons.body.data.subReasonRequired).toBe(true);
    const kept = await call(o, 'user/get-return-item-decision-flow', {
      itemId: o.items.cap,
      reason: 'changed_mind',
    });
    expect(kept.body.data.decision).toBe('keep');
    const unknown = await call(o, 'user/get-return-item-decision-flow', {
      itemId: o.items.cap,
      reason: 'bored',
    });
    expect(unknown.body.data.problem).toBe('unknown_reason');
  });

  it('answers the decision of a whole request with its problems, saving nothing', async () => {
    const o = await order();
    const refused = await call(o, 'user/get-order-return-apply-decision', {
      items: [line(o.items.shirt, { reason: 'not_as_described' })],
      method: 'prepaid_label',
    });
    expect(refused.body.data).toMatchObject({
      decision: 'refused',
      problems: [{ code: 'photo_required', itemId: o.items.shirt }],
    });
    const photo = await uploadPhoto(t, o.cookie);
    const approved = await call(o, 'user/get-order-return-apply-decision', {
      items: [line(o.items.shirt, { reason: 'not_as_described', attachments: [photo] })],
      method: 'prepaid_label',
    });
    expect(approved.body.data).toMatchObject({ decision: 'approve', problems: [] });
    const list = await call(o, 'list-return-items', {});
    expect(list.body.data.returns).toEqual([]);
  });

  it('prices the review with fees, postage and the credit bonus; the preview lists problems instead of failing', async () => {
    const o = await order({}, feeStore);
    const review = await call(o, 'user/get-order-return-apply-review', {
      items: [line(o.items.shirt, { quantity: 2 }), line(o.items.jacket, { resolution: 'store_credit' })],
      method: 'prepaid_label',
    });
    expect(review.body.code, JSON.stringify(review.body)).toBe(0);
    // 2 × 40.00 + 80.00; 10% restocking; 5.00 fee and 7.00 postage taken from the refund first.
    expect(review.body.data.quote).toMatchObject({
      itemsTotal: 16_000,
      restockingFee: 1600,
      returnFee: 500,
      postage: 700,
      refund: 7200 - 1200,
      storeCredit: 7200,
      storeCreditBonus: 720,
      balanceDue: 0,
    });
    const incomplete = await call(o, 'return-process-preview', { items: [line(o.items.shirt)] });
    expect(incomplete.body.code).toBe(0);
    expect(incomplete.body.data).toMatchObject({
      ok: false,
      review: null,
      problems: [{ code: 'method_required' }],
    });
    expect(incomplete.body.data.methods.map((method: { method: string }) => method.method)).toEqual([
      'prepaid_label',
      'ship_yourself',
    ]);
    const notReturnable = await call(o, 'user/get-order-return-apply-review', {
      items: [line(o.items.vase)],
      method: 'prepaid_label',
    });
    expect(notReturnable.body.code).toBe(ERROR_CODES.ITEMS_NOT_RETURNABLE);
  });

  it('quotes postage, covered by Return Assurance on assured items', async () => {
    const assured = await order({ assurance: true }, feeStore);
    const covered = await call(assured, 'user/calculate-order-return-postage', {
      items: [{ itemId: assured.items.shirt, quantity: 1 }],
      method: 'assured_label',
    });
    expect(covered.body.data).toMatchObject({ labelPostage: 900, shopperPays: 0, assuranceCovered: 900 });
    const plain = await call(assured, 'user/calculate-order-return-postage', {
      items: [{ itemId: assured.items.cap, quantity: 1 }],
      method: 'prepaid_label',
    });
    expect(plain.body.data).toMatchObject({ labelPostage: 700, shopperPays: 700, assuranceCovered: 0 });
    const notOffered = await call(assured, 'user/calculate-order-return-postage', {
      items: [{ itemId: assured.items.cap, quantity: 1 }],
      method: 'assured_label',
    });
    expect(notOffered.body.code).toBe(ERROR_CODES.ITEMS_NOT_RETURNABLE);
  });
});

describe('exchanges and the catalogue', () => {
  it('prices an exchange with the spec payload: a dearer product leaves a balance', async () => {
    const o = await order();
    const price = await call(o, 'user/calculate-return-exchange-price', {
      subDomain: 'returns-store',
      orderId: o.orderId,
      returnFlowRequestId: randomUUID(),
      exchangeOriginalItemList: [
        { product_id: 'shirt', variant_id: 'shirt-s', outReturnItemId: o.items.shirt },
      ],
      exchangeNewItemList: [{ productId: 'jacket', variantId: 'jacket-m', quantity: 1 }],
    });
    expect(price.body.data).toMatchObject({ original: 4000, new: 12_000, refund: 0, balanceDue: 8000 });
    const cheaper = await call(o, 'user/calculate-return-exchange-price', {
      exchangeOriginalItemList: [{ outReturnItemId: o.items.shirt, quantity: 2 }],
      exchangeNewItemList: [{ productId: 'cap', quantity: 1 }],
    });
    expect(cheaper.body.data).toMatchObject({ original: 8000, new: 1500, refund: 6500, balanceDue: 0 });
    const other = await call(o, 'user/calculate-return-exchange-price', {
      orderId: randomUUID(),
      exchangeOriginalItemList: [{ outReturnItemId: o.items.shirt }],
      exchangeNewItemList: [{ productId: 'cap', quantity: 1 }],
    });
    expect(other.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
  });

  it('pages the catalogue, shows a product and suggests others than the item given back', async () => {
    const o = await order();
    const page = await call(o, 'user/get-return-product-page-list', { page: 1, pageSize: 2 });
    expect(page.body.data).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page.body.data.products.map((product: { productId: string }) => product.productId)).toEqual([
      'shirt',
      'jacket',
    ]);
    const search = await call(o, 'user/get-return-product-page-list', { query: 'JACK' });
    expect(search.body.data.total).toBe(1);
    const product = await call(o, 'user/get-return-product-detail', { productId: 'shirt' });
    expect(product.body.data).toMatchObject({ productId: 'shirt', priceFrom: 4000, currency: 'USD' });
    const missing = await call(o, 'user/get-return-product-detail', { productId: 'nothing' });
    expect(missing.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    const upsell = await call(o, 'user/query-upsell-products', { itemId: o.items.shirt });
    expect(upsell.body.data.products.map((item: { productId: string }) => item.productId)).toEqual([
      'jacket',
      'cap',
      'vase',
    ]);
  });
});

describe('submitting and following a return', () => {
  it('returns two items with a label: a PDF with a QR code and a barcode, and the QR code alone', async () => {
    const o = await order();
    const submitted = await call(o, 'user/submit-order-return', {
      requestId: randomUUID(),
      method: 'prepaid_label',
      items: [line(o.items.shirt, { quantity: 2 }), line(o.items.cap, { resolution: 'store_credit' })],
    });
    expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(0);
    const detail = submitted.body.data;
    expect(detail).toMatchObject({
      status: 'to_return',
      statusDisplay: { titleKey: 'status.to_return', tone: 'cyan' },
      method: { method: 'prepaid_label', mode: 'return_shipping', provider: 'rc_provide_shipping' },
      quote: { refund: 8000, storeCredit: 1500 },
    });
    expect(detail.returnNumber).toMatch(/^RMA-[0-9A-Z]{10}$/);
    expect(detail.label).toMatchObject({ carrier: BUILTIN_CARRIER, provider: 'builtin' });
    expect(detail.label.trackingNumber).toMatch(/^RC\d{16}$/);
    expect(detail.timeline.map((entry: { type: string; status: string | null }) => entry.status)).toEqual([
      'requested',
      'to_return',
      null,
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: detail.label.labelUrl,
      headers: { cookie: o.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The QR code and the barcode are images in the PDF (a PNG's transparency is one more).
    expect(pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
    const qr = await t.app.inject({
      method: 'GET',
      url: detail.label.qrCodeUrl,
      headers: { cookie: o.cookie },
    });
    expect(qr.headers['content-type']).toBe('image/svg+xml');
    expect(qr.body).toContain('<svg');
    const stranger = await order();
    const foreign = await t.app.inject({
      method: 'GET',
      url: detail.label.labelUrl,
      headers: { cookie: stranger.cookie },
    });
    expect(foreign.json().code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);

    const list = await call(o, 'list-return-items', {});
    expect(list.body.data.returns).toHaveLength(1);
    expect(list.body.data.returns[0]).toMatchObject({
      returnId: detail.returnId,
      refund: 8000,
      storeCredit: 1500,
    });
    for (const name of ['user/get-order-return-detail', 'get-return-detail'] as const) {
      const again = await call(o, name, { returnId: detail.returnId });
      expect(again.body.data.label).toEqual(detail.label);
    }
    const method = await call(o, 'user/get-return-method-detail', { returnId: detail.returnId });
    expect(method.body.data).toMatchObject({
      option: { method: 'prepaid_label' },
      instructionsKey: 'returnMethod.prepaid_label.instructions',
      label: { trackingNumber: detail.label.trackingNumber },
    });
    const coverage = await call(o, 'list-items-coverage', {});
    const shirt = coverage.body.data.items.find((item: { itemId: string }) => item.itemId === o.items.shirt);
    expect(shirt).toMatchObject({
      returnedQuantity: 2,
      returnableQuantity: 0,
      ineligibleReason: 'already_returned',
    });
  });

  it('submit-return-process is the same call; tracking moves a ship-it-yourself return to shipped once', async () => {
    const o = await order();
    const submitted = await call(o, 'submit-return-process', {
      requestId: randomUUID(),
      method: 'ship_yourself',
      items: [line(o.items.jacket)],
    });
    expect(submitted.body.data).toMatchObject({
      status: 'to_return',
      label: null,
      can: { addTracking: true },
    });
    const returnId = submitted.body.data.returnId;
    const tracked = await call(o, 'add-return-tracking', {
      returnId,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123',
    });
    expect(tracked.body.data).toMatchObject({
      status: 'return_shipped',
      tracking: [{ carrier: 'UPS', trackingNumber: '1Z999AA10123' }],
    });
    const again = await call(o, 'user/save-return-shipping-tracking-info', {
      returnId,
      carrier: 'UPS',
      trackingNumber: '1z999aa10123',
    });
    expect(again.body.data.tracking).toHaveLength(1);
    const transactions = await call(o, 'user/get-transaction-detail', { returnId });
    expect(transactions.body.data).toMatchObject({
      transactions: [],
      due: { refund: 8000, credit: 0, bonus: 0 },
      paid: { refund: 0, credit: 0, bonus: 0 },
    });
  });

  it('refuses tracking on a return that takes none with 409 100023', async () => {
    const o = await order({}, feeStore);
    const kept = await call(o, 'user/submit-order-return', {
      requestId: randomUUID(),
      items: [line(o.items.cap)],
    });
    expect(kept.body.data).toMatchObject({ status: 'return_received', method: null });
    expect(kept.body.data.lines[0]).toMatchObject({ kept: true, received: 1 });
    const tracking = await call(o, 'add-return-tracking', {
      returnId: kept.body.data.returnId,
      trackingNumber: 'TRACK1234',
    });
    expect([tracking.status, tracking.body.code, tracking.body.data]).toEqual([
      409,
      ERROR_CODES.RETURN_NOT_CHANGEABLE,
      { refusal: 'method_without_tracking' },
    ]);
  });

  it('opens an exchange for a dearer product owing the balance; the shopper cannot say it is paid', async () => {
    const o = await order();
    const body = {
      method: 'ship_yourself',
      items: [
        line(o.items.shirt, { resolution: 'anything', exchange: { productId: 'jacket', quantity: 1 } }),
      ],
    };
    const claimed = await call(o, 'user/submit-order-return', {
      ...body,
      requestId: randomUUID(),
      balancePaid: 8000,
    });
    expect(claimed.body.code).toBe(ERROR_CODES.INVALID_INPUT);
    const paid = await call(o, 'user/submit-order-return', { ...body, requestId: randomUUID() });
    expect(paid.body.data).toMatchObject({
      balancePaid: 0,
      can: { payBalance: true },
      quote: { balanceDue: 8000, exchangeItems: 12_000 },
      lines: [
        {
          resolution: 'anything',
          exchange: { productId: 'jacket', variantId: 'jacket-m', title: 'Jacket', unitPrice: 12_000 },
        },
      ],
    });
    const transactions = await call(o, 'user/get-transaction-detail', { returnId: paid.body.data.returnId });
    expect(transactions.body.data.transactions).toEqual([]);
  });

  it('refuses an unavailable variant and a same-product exchange for another product', async () => {
    const o = await order();
    const unavailable = await call(o, 'user/get-order-return-apply-review', {
      method: 'ship_yourself',
      items: [
        line(o.items.shirt, {
          resolution: 'same_price_variant',
          exchange: { productId: 'shirt', variantId: 'shirt-l', quantity: 1 },
        }),
      ],
    });
    expect(unavailable.body.data.problems.map((problem: { code: string }) => problem.code)).toContain(
      'exchange_not_available',
    );
    const otherProduct = await call(o, 'user/get-order-return-apply-review', {
      method: 'ship_yourself',
      items: [
        line(o.items.shirt, {
          resolution: 'same_price_variant',
          exchange: { productId: 'cap', quantity: 1 },
        }),
      ],
    });
    expect(otherProduct.body.data.problems[0].code).toBe('exchange_same_product_required');
  });
});

describe('claims and returns hold units apart', () => {
  it('a returned unit cannot be claimed, and a claimed unit cannot be returned', async () => {
    const o = await order();
    const policies = await call(o, 'query-related-policy', {});
    const policyId = policies.body.data.policyList[0].policyId;
    const items = await call(o, 'get-all-protected-item', {});
    const fulfillmentId = items.body.data.fulfillments[0].fulfillmentId;
    await call(o, 'user/submit-order-return', {
      requestId: randomUUID(),
      method: 'ship_yourself',
      items: [line(o.items.shirt)],
    });
    const claimable = await call(o, 'get-protected-item', { policyId, fulfillmentId });
    const shirt = claimable.body.data.items.find((item: { itemId: string }) => item.itemId === o.items.shirt);
    expect(shirt.claimableQuantity).toBe(1);
    const claim = await call(o, 'submit-claim', {
      requestId: randomUUID(),
      policyId,
      fulfillmentId,
      issueType: 'damage',
      items: [{ itemId: o.items.jacket, quantity: 1 }],
      applicantEmail: 'returner@example.com',
      details: { description: 'Torn' },
    });
    expect(claim.body.code, JSON.stringify(claim.body)).toBe(0);
    const refused = await call(o, 'user/get-order-return-apply-review', {
      method: 'ship_yourself',
      items: [line(o.items.jacket)],
    });
    expect(refused.body.data.problems).toEqual([
      { code: 'not_returnable', itemId: o.items.jacket, ineligibleReason: 'already_claimed' },
    ]);
    const twoShirts = await call(o, 'submit-claim', {
      requestId: randomUUID(),
      policyId,
      fulfillmentId,
      issueType: 'damage',
      items: [{ itemId: o.items.shirt, quantity: 2 }],
      applicantEmail: 'returner@example.com',
      details: { description: 'Torn' },
    });
    expect(twoShirts.body.code).toBe(ERROR_CODES.ITEMS_NOT_CLAIMABLE);
  });
});

describe('the merchant settings', () => {
  it('refuses a policy the rules cannot use, and answers the whole policy', async () => {
    const bad = await merchantCall(t, store, 'PUT', '/return-policy', {
      rules: [{ when: { reasons: ['nonsense'] }, decision: 'reject' }],
    });
    expect([bad.status, bad.body.code]).toEqual([400, ERROR_CODES.INVALID_INPUT]);
    expect(bad.body.data.fields).toEqual([{ path: 'policy', problem: 'rule_unknown_reason' }]);
    const policy = await merchantCall(t, store, 'GET', '/return-policy');
    expect(policy.body.data).toMatchObject({ windowDays: 30, defaultDecision: 'approve' });
  });
});
