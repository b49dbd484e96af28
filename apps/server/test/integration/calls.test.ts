// The foundation's calls on the seeded demo (README "Demo data"), each answer checked against its
// contract schema as well as for its content.

import type { CallDefinition } from '@rc/contract/define-call';
import { getAllProtectedItem, queryRelatedPolicyWithCheck } from '@rc/contract/orders/calls';
import { callPath } from '@rc/contract/routes';
import { getRcLoginStyle, listLanguageCode, rcLogin } from '@rc/contract/sign-in/calls';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import { LANGUAGES } from '@rc/domain/languages';
import { protectionNameForCoverage } from '@rc/domain/protection-name';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, fieldsOf } from '../support/envelope';
import { callApi, createTestApp, signInToDemo, type TestApp } from '../support/test-app';

let t: TestApp;
let merchantId: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  merchantId = (await t.services.merchants.findByShop('demo'))?.id as string;
});
afterAll(() => t.close());

/** The answer's data, after checking it is a success that matches the call's contract. */
function dataOf(call: CallDefinition, result: { status: number; body: { code: number; data: unknown } }) {
  expect(result.status).toBe(200);
  expect(result.body.code).toBe(0);
  const parsed = call.response.safeParse(result.body.data);
  expect(parsed.error).toBeUndefined();
  return result.body.data as never;
}

describe('get-rc-login-style', () => {
  it("answers the demo store's branding", async () => {
    const style: Record<string, unknown> = dataOf(
      getRcLoginStyle,
      await callApi(t, 'get-rc-login-style', { subDomain: 'demo' }),
    );
    expect(style).toMatchObject({
      merchantId,
      merchantName: 'Northwind Outfitters',
      shop: 'demo',
      logo: '/demo/brands/northwind.svg',
      favicon: '/demo/brands/northwind-favicon.svg',
      loginAlignment: 'left',
      removePoweredBy: false,
      loginType: 'rc4',
      enableNewRc: false,
      supportEmail: 'help@northwind.example',
      helpCenterUrl: 'https://help.northwind.example',
      customStyleConfig: { primaryButtonBackground: '#1f4d3a', primaryButtonText: '#ffffff' },
    });
  });

  it('answers an unknown shop with code 100013 and its message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: callPath('get-rc-login-style'),
      payload: { subDomain: 'no-such-shop' },
      headers: { 'accept-language': 'it-IT' },
    });
    expectFailure(response, { status: 200, code: ERROR_CODES.SHOP_NOT_FOUND, language: 'it-IT' });
  });

  it.each(['Demo', 'demo shop', '-demo', 'demo_', 'x'.repeat(64), ''])(
    'refuses the sub-domain %j with 100002',
    async (subDomain) => {
      const response = await t.app.inject({
        method: 'POST',
        url: callPath('get-rc-login-style'),
        payload: { subDomain },
      });
      const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
      expect(new Set(fieldsOf(body).map((field) => field.path))).toEqual(new Set(['subDomain']));
    },
  );
});

describe('rc-login', () => {
  const shippingProtection = protectionNameForCoverage('shipping_protection');

  it.each([
    ['#1001', 0],
    ['#1002', ERROR_CODES.PROTECTION_EXPIRED],
    ['#1003', ERROR_CODES.PROTECTION_CANCELED],
    ['#1004', ERROR_CODES.NO_COVERED_ITEMS],
    ['#1005', 0],
    ['#1006', 0],
  ])('answers demo order %s with code %i', async (orderName, code) => {
    const result = await callApi(t, 'rc-login', {
      merchantId,
      orderName,
      contactInfo: 'shopper@example.com',
    });
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(code);
    if (code === 0) {
      const data: Record<string, unknown> = dataOf(rcLogin, result);
      expect(data).toMatchObject({ orderName, merchantId, applicantEmail: 'shopper@example.com' });
      expect(result.headers['set-cookie']).toBeDefined();
    } else {
      const params = code === ERROR_CODES.NO_COVERED_ITEMS ? { type: shippingProtection } : undefined;
      expect(result.body.message).toBe(errorMessage(code, 'en-US', params));
      expect(result.body.data).toBeUndefined();
      expect(result.headers['set-cookie']).toBeUndefined();
    }
  });

  it('fills the protection name into the 200006 message', async () => {
    const result = await callApi(t, 'rc-login', {
      merchantId,
      orderName: '#1004',
      contactInfo: 'shopper@example.com',
    });
    expect(result.body.message).toContain(shippingProtection);
    expect(result.body.message).not.toContain('{{');
  });

  it('answers with the login style, the channel and the order', async () => {
    const result = await callApi(t, 'rc-login', {
      merchantId,
      orderName: '#1006',
      contactInfo: 'shopper@example.com',
    });
    const data: Record<string, unknown> & { rcLoginStyleVO: { shop: string } } = dataOf(rcLogin, result);
    expect(data.rcLoginStyleVO.shop).toBe('demo');
    expect(data.merchantName).toBe('Northwind Outfitters');
    expect(data.shopDomain).toBe('northwind-outfitters.myshopify.com');
    expect(data.redirectToNewRc4).toBe(true);
    expect(data.channel).toBeNull();
  });

  it.each([' SHOPPER@Example.COM ', 'Shopper@example.com', '\tshopper@example.com\n'])(
    'accepts the e-mail %j regardless of case and surrounding space',
    async (contactInfo) => {
      const result = await callApi(t, 'rc-login', { merchantId, orderName: ' #1001 ', contactInfo });
      expect(result.body.code).toBe(0);
      expect(result.body.data.orderName).toBe('#1001');
    },
  );

  it('gives identical answers for a wrong order number, a wrong e-mail and a wrong store', async () => {
    const attempts = [
      { merchantId, orderName: '#9999', contactInfo: 'shopper@example.com' },
      { merchantId, orderName: '#1001', contactInfo: 'someone.else@example.com' },
      // Digits alone are tried with the store's '#' too (issue 13); a number no order has still fails alike.
      { merchantId, orderName: '99999', contactInfo: 'shopper@example.com' },
      {
        merchantId: '11111111-1111-4111-8111-111111111111',
        orderName: '#1001',
        contactInfo: 'shopper@example.com',
      },
    ];
    const results = await Promise.all(
      attempts.map((body) => t.app.inject({ method: 'POST', url: callPath('rc-login'), payload: body })),
    );
    const first = results[0];
    for (const result of results) {
      expect(result.statusCode).toBe(200);
      expect(result.body).toBe(first?.body);
      expect(result.headers['set-cookie']).toBeUndefined();
    }
    expectFailure(first as never, { status: 200, code: ERROR_CODES.ORDER_NUMBER_UNKNOWN });
  });

  it('requires the order number and the e-mail (100002 naming both)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: callPath('rc-login'),
      payload: { merchantId },
    });
    const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    expect(
      fieldsOf(body)
        .map((field) => field.path)
        .sort(),
    ).toEqual(['contactInfo', 'orderName']);
  });
});

describe('query-related-policy-with-check', () => {
  it('lists the policy of #1001 with the shopper', async () => {
    const { cookie } = await signInToDemo(t);
    const data: {
      applicantEmail: string;
      firstName: string;
      lastName: string;
      orderName: string;
      policyList: Record<string, unknown>[];
    } = dataOf(
      queryRelatedPolicyWithCheck,
      await callApi(t, 'query-related-policy-with-check', {}, { cookie }),
    );
    expect(data).toMatchObject({
      applicantEmail: 'shopper@example.com',
      firstName: 'Alex',
      lastName: 'Rivera',
      orderName: '#1001',
    });
    expect(data.policyList).toHaveLength(1);
    expect(data.policyList[0]).toMatchObject({
      merchantId,
      merchantName: 'Northwind Outfitters',
      productCode: 'shipping_protection',
      status: 'active',
      currency: 'USD',
      sumInsured: 24_700,
      remaining: 24_700,
    });
  });

  it('needs a session (401, code 100008)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: callPath('query-related-policy-with-check'),
      payload: { orderNumber: '#1001', email: 'shopper@example.com' },
      headers: { 'accept-language': 'cs-CZ' },
    });
    expectFailure(response, { status: 401, code: ERROR_CODES.NOT_SIGNED_IN, language: 'cs-CZ' });
  });
});

describe('get-all-protected-item', () => {
  type Item = { itemId: string; title: string; quantity: number; unitPrice: number; sku: string | null };
  type Items = {
    currency: string;
    sumInsure: number;
    remainSumInsure: number;
    fulfillments: { status: string; carrier: string; trackingNumber: string; items: Item[] }[];
    unfulfilledList: Item[];
  };
  const summary = (items: Item[]) => items.map((item) => [item.title, item.quantity, item.unitPrice]);

  it('groups #1001 into its two fulfillments and the unfulfilled item, with the sums insured', async () => {
    const { cookie } = await signInToDemo(t);
    const data: Items = dataOf(
      getAllProtectedItem,
      await callApi(t, 'get-all-protected-item', {}, { cookie }),
    );
    expect(data.currency).toBe('USD');
    expect(data.sumInsure).toBe(8900 + 2 * 2400 + 4500 + 6500);
    expect(data.remainSumInsure).toBe(data.sumInsure);
    expect(data.fulfillments).toHaveLength(2);
    expect(data.fulfillments.map((f) => [f.status, f.carrier, f.trackingNumber])).toEqual([
      ['delivered', 'UPS', '1Z999AA10123456784'],
      ['in_transit', 'USPS', '9400111899223100012345'],
    ]);
    expect(summary(data.fulfillments[0]?.items ?? [])).toEqual([
      ['Merino Wool Sweater', 1, 8900],
      ['Canvas Tote Bag', 2, 2400],
    ]);
    expect(summary(data.fulfillments[1]?.items ?? [])).toEqual([['Ceramic Pour-Over Set', 1, 4500]]);
    expect(summary(data.unfulfilledList)).toEqual([['Linen Throw Blanket', 1, 6500]]);
    expect(data.unfulfilledList[0]?.sku).toBe('LTB-SGE');
  });

  it('answers the same for its own policy id', async () => {
    const { cookie } = await signInToDemo(t);
    const policies = await callApi(t, 'query-related-policy-with-check', {}, { cookie });
    const policyId = policies.body.data.policyList[0].policyId as string;
    const byId = await callApi(t, 'get-all-protected-item', { policyId }, { cookie });
    const byDefault = await callApi(t, 'get-all-protected-item', {}, { cookie });
    expect(byId.body).toEqual(byDefault.body);
  });

  it('answers 100009 for a policy of another order or an unknown one', async () => {
    const other = await signInToDemo(t, '#1005');
    const otherPolicies = await callApi(t, 'query-related-policy-with-check', {}, { cookie: other.cookie });
    const otherPolicyId = otherPolicies.body.data.policyList[0].policyId as string;
    const { cookie } = await signInToDemo(t);
    for (const policyId of [otherPolicyId, '22222222-2222-4222-8222-222222222222']) {
      const response = await t.app.inject({
        method: 'POST',
        url: callPath('get-all-protected-item'),
        payload: { policyId },
        headers: { cookie },
      });
      expectFailure(response, { status: 404, code: ERROR_CODES.NOT_FOUND_FOR_ORDER });
    }
  });

  it('refuses a policy id that is not a UUID with 100002', async () => {
    const { cookie } = await signInToDemo(t);
    const response = await t.app.inject({
      method: 'POST',
      url: callPath('get-all-protected-item'),
      payload: { policyId: "1' or '1'='1" },
      headers: { cookie },
    });
    const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    expect(fieldsOf(body).map((field) => field.path)).toEqual(['policyId']);
  });

  it('lists the return-assurance items of #1005 in one delivered fulfillment', async () => {
    const { cookie } = await signInToDemo(t, '#1005');
    const data: Items = dataOf(
      getAllProtectedItem,
      await callApi(t, 'get-all-protected-item', {}, { cookie }),
    );
    expect(data.sumInsure).toBe(15_400);
    expect(data.fulfillments).toHaveLength(1);
    expect(summary(data.fulfillments[0]?.items ?? [])).toEqual([
      ['Merino Wool Sweater', 1, 8900],
      ['Linen Throw Blanket', 1, 6500],
    ]);
    expect(data.unfulfilledList).toEqual([]);
  });
});

describe('multilingual/list-language-code', () => {
  it('lists the nine languages by GET, cacheable', async () => {
    const result = await callApi(t, 'multilingual/list-language-code', {});
    const data: { code: string; name: string; shortCode: string }[] = dataOf(listLanguageCode, result);
    expect(data).toHaveLength(9);
    expect(data).toEqual(LANGUAGES.map(({ code, name, shortCode }) => ({ code, name, shortCode })));
    expect(data.map((language) => language.code).sort()).toEqual([
      'cs-CZ',
      'de-DE',
      'en-US',
      'es-ES',
      'fr-FR',
      'it-IT',
      'nl-NL',
      'pl-PL',
      'pt-PT',
    ]);
    expect(result.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('needs no session and sets none', async () => {
    const result = await callApi(t, 'multilingual/list-language-code', {});
    expect(result.headers['set-cookie']).toBeUndefined();
  });
});
