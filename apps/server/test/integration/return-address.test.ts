// A store's return address and the labels that ship (issue 23, decision 053): set and read through
// the merchant API (checked, one store's key reaching only its own), and through the merchant
// command; the built-in label served to the shopper names the order's shipping address as sender,
// the store's return address as recipient, and says it is no carrier's label; a store without a
// return address offers no label-making method.
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_LABEL_NOTICE } from '../../src/adapters/labels/label-document';
import { expectFailure, fieldsOf } from '../support/envelope';
import { merchantCommandFor } from '../support/merchant-command';
import { pdfTextLines } from '../support/pdf-text';
import {
  merchantCall,
  RETURN_ADDRESS,
  type ReturnOrder,
  returnOrder,
  returnStore,
} from '../support/return-orders';
import type { Store } from '../support/shopper-orders';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let store: Store;
let other: Store;
let bare: Store;

beforeAll(async () => {
  t = await createTestApp();
  store = await returnStore(t, 'address-store');
  other = await returnStore(t, 'address-other', undefined, { returnAddress: false });
  bare = await returnStore(t, 'address-bare', undefined, { returnAddress: false });
}, 120_000);
afterAll(() => t.close());

let orders = 0;
function order(where: Store, options: { shippingAddress?: boolean } = {}) {
  orders += 1;
  return returnOrder(t, where, `#A${orders}`, options);
}

function call(o: ReturnOrder, name: Parameters<typeof callApi>[1], body: object) {
  // biome-ignore lint/suspicious/noExplicitAny: the call's request type is checked by the server here.
  return callApi(t, name, body as any, { cookie: o.cookie });
}

function put(where: Store, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/merchant/v1/return-address',
    headers: { authorization: `Bearer ${where.apiKey}` },
    payload: body,
  });
}

async function labelLines(o: ReturnOrder) {
  const submitted = await call(o, 'user/submit-order-return', {
    requestId: randomUUID(),
    method: 'prepaid_label',
    items: [{ itemId: o.items.cap, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' }],
  });
  expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(0);
  const pdf = await t.app.inject({
    method: 'GET',
    url: submitted.body.data.label.labelUrl,
    headers: { cookie: o.cookie },
  });
  expect(pdf.headers['content-type']).toBe('application/pdf');
  return { lines: await pdfTextLines(pdf.rawPayload), detail: submitted.body.data };
}

describe('the merchant API', () => {
  it('sets and answers the address, tidied (trimmed, country and postal code upper case, blanks null)', async () => {
    const response = await put(store, {
      ...RETURN_ADDRESS,
      name: '  Returns Desk ',
      line2: '',
      postalCode: 'sw1a 1aa',
      country: 'gb',
      city: 'London',
      region: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      ...RETURN_ADDRESS,
      name: 'Returns Desk',
      line2: null,
      postalCode: 'SW1A 1AA',
      country: 'GB',
      city: 'London',
      region: null,
    };
    expect(response.json().data).toEqual({ returnAddress: expected });
    const read = await merchantCall(t, store, 'GET', '/return-address');
    expect(read.body.data).toEqual({ returnAddress: expected });
    expect((await put(store, RETURN_ADDRESS)).statusCode).toBe(200);
  });

  it.each([
    ['country', { country: 'XX' }],
    ['country', { country: 'Germany' }],
    ['postalCode', { postalCode: '!' }],
    ['line1', { line1: '   ' }],
    ['phone', { phone: 'call me' }],
    ['city', { city: undefined }],
    ['(unknown part)', { extra: 'field' }],
  ])('refuses a wrong %s with 100002 naming the field, and keeps the address', async (field, change) => {
    const response = await put(store, { ...RETURN_ADDRESS, ...change });
    const failure = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    const fields = fieldsOf(failure);
    if (!field.startsWith('(')) expect(fields.map((entry) => entry.path)).toEqual([field]);
    expect(fields.length).toBeGreaterThan(0);
    const read = await merchantCall(t, store, 'GET', '/return-address');
    expect(read.body.data.returnAddress).toMatchObject({ line1: RETURN_ADDRESS.line1, country: 'US' });
  });

  it("a store's key reads and sets its own address only; none is null", async () => {
    expect((await merchantCall(t, other, 'GET', '/return-address')).body.data).toEqual({
      returnAddress: null,
    });
    const set = await put(other, { ...RETURN_ADDRESS, company: 'Other Co', country: 'DE', region: null });
    expect(set.statusCode, set.body).toBe(200);
    expect((await merchantCall(t, store, 'GET', '/return-address')).body.data.returnAddress.company).toBe(
      RETURN_ADDRESS.company,
    );
    expect((await merchantCall(t, other, 'GET', '/return-address')).body.data.returnAddress.company).toBe(
      'Other Co',
    );
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/merchant/v1/return-address' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the built-in label', () => {
  it("names the order's shipping address as sender and the store's return address as recipient", async () => {
    const { lines, detail } = await labelLines(await order(store));
    expect(lines.slice(0, 4)).toEqual(['RETURN — BUILT-IN LABEL', ...BUILTIN_LABEL_NOTICE]);
    const from = lines.indexOf('FROM (SENDER)');
    const to = lines.indexOf('TO (RECIPIENT)');
    expect(lines.slice(from + 1, to)).toEqual([
      'Robin Ng',
      '12 Elm Street',
      'Apt 3B',
      'Springfield, IL 62704',
      'UNITED STATES',
    ]);
    expect(lines.slice(to + 1, to + 8)).toEqual([
      'Returns Desk',
      'Test Outfitters Ltd',
      '500 Warehouse Road',
      'Unit 7',
      'Columbus, OH 43215',
      'UNITED STATES',
      'Tel. +1 614 555 0100',
    ]);
    expect(lines.join('\n')).not.toMatch(/RC POST|returner@example\.com/i);
    expect(detail.label.provider).toBe('builtin');
    // The return's page shows the same address to send to.
    const o = await order(store);
    const method = await call(o, 'user/get-return-method-detail', { method: 'ship_yourself' });
    expect(method.body.data.returnAddress).toEqual({
      name: 'Returns Desk',
      lines: ['Test Outfitters Ltd', '500 Warehouse Road', 'Unit 7', 'Columbus, OH 43215', 'UNITED STATES'],
    });
  });

  it('leaves the sender to write its address by hand when the order came without one', async () => {
    const { lines } = await labelLines(await order(store, { shippingAddress: false }));
    const from = lines.indexOf('FROM (SENDER)');
    expect(lines.slice(from + 1, from + 4)).toEqual([
      'Robin Ng',
      'Sender address: write it here by hand',
      'TO (RECIPIENT)',
    ]);
  });

  it('is not offered by a store without a return address, and a label method is refused there', async () => {
    const o = await order(bare);
    const config = await call(o, 'user/get-return-merchant-config', {});
    expect(config.body.data.methods.map((method: { method: string }) => method.method)).toEqual([
      'ship_yourself',
    ]);
    const submitted = await call(o, 'user/submit-order-return', {
      requestId: randomUUID(),
      method: 'prepaid_label',
      items: [{ itemId: o.items.cap, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' }],
    });
    expect(submitted.body.code, JSON.stringify(submitted.body)).not.toBe(0);
    const shipped = await call(o, 'user/submit-order-return', {
      requestId: randomUUID(),
      method: 'ship_yourself',
      items: [{ itemId: o.items.cap, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' }],
    });
    expect(shipped.body.code, JSON.stringify(shipped.body)).toBe(0);
    expect(shipped.body.data.label).toBeNull();
  });
});

describe('the merchant command', () => {
  it('shows, sets, changes part by part and refuses a wrong country with the flag named', {
    timeout: 480_000,
  }, async () => {
    const command = await merchantCommandFor(t);
    try {
      const shown = await command.run(['return-address', '--shop', 'address-bare']);
      expect(shown.stdout).toMatch(/^No return address: shoppers are not offered a return label/);
      const set = await command.run([
        'return-address',
        '--shop',
        'address-bare',
        '--name',
        'Service retours',
        '--line1',
        '18 rue des Lilas',
        '--city',
        'Lyon',
        '--postal-code',
        '69003',
        '--country',
        'fr',
      ]);
      expect(set.stderr).toBe('');
      expect(set.stdout).toBe(
        'Return address (the recipient on return labels):\n  Service retours\n  18 rue des Lilas\n  69003 Lyon\n  FRANCE\n',
      );
      const changed = await command.run([
        'return-address',
        '--shop',
        'address-bare',
        '--company',
        'Bare SARL',
        '--phone',
        '+33 4 72 00 00 00',
      ]);
      expect(changed.stdout).toContain('  Service retours\n  Bare SARL\n  18 rue des Lilas\n');
      expect(changed.stdout).toContain('  Tel. +33 4 72 00 00 00\n');
      const wrong = await command.run(['return-address', '--shop', 'address-bare', '--country', 'XX']);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain(
        '--country: must be an ISO 3166-1 alpha-2 country code such as DE or US',
      );
      const read = await merchantCall(t, bare, 'GET', '/return-address');
      expect(read.body.data.returnAddress).toMatchObject({ company: 'Bare SARL', country: 'FR' });
      // With the address set, the store's shoppers are offered its label methods again.
      const o = await order(bare);
      const config = await call(o, 'user/get-return-merchant-config', {});
      expect(config.body.data.methods.map((method: { method: string }) => method.method)).toContain(
        'prepaid_label',
      );
    } finally {
      command.cleanup();
    }
  });
});
