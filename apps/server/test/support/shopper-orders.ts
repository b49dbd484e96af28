// Stores, orders and signed-in shoppers made through the public APIs (the admin API creates the
// store, the merchant API sends the order, the shopper signs in and files claims), with every
// kind of object a session can name by id: policy, package, items, claims (submitted and draft)
// and uploads (on a claim, on a draft, and not used yet).
import { randomUUID } from 'node:crypto';
import { callPath } from '@rc/contract/routes';
import { expect } from 'vitest';
import { jpegWithGps } from '../fixtures/media';
import { fileBody } from '../fixtures/multipart';
import { callApi, sessionCookieOf, type TestApp } from './test-app';

export interface Store {
  shop: string;
  merchantId: string;
  apiKey: string;
}

export interface ShopperOrder {
  store: Store;
  orderName: string;
  email: string;
  cookie: string;
  orderId: string;
  policyId: string;
  fulfillmentId: string;
  /** The delivered package's items, then the one not shipped yet. */
  itemIds: string[];
  claims: { submitted: ClaimRef; draft: ClaimRef };
  attachments: { onClaim: string; onDraft: string; unused: string };
}

export interface ClaimRef {
  claimId: string;
  claimNumber: string;
}

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A store made with the admin API, with its merchant API key. */
export async function createStore(t: TestApp, shop: string): Promise<Store> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/merchants',
    headers: { authorization: `Bearer ${t.adminToken}` },
    payload: { shop, name: `Store ${shop}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data;
  // Claims wait for the merchant (none is approved at once), so shoppers can still change them.
  const rules = await t.app.inject({
    method: 'PUT',
    url: '/api/merchant/v1/claim-rules',
    headers: { authorization: `Bearer ${data.apiKey}` },
    payload: { autoApproveDelay: false, autoApproveDamageUpToMinor: 0 },
  });
  expect(rules.json().code, rules.body).toBe(0);
  return { shop, merchantId: data.merchantId, apiKey: data.apiKey };
}

/** An order with a delivered package of two items, an item not shipped yet, and one policy on all three. */
export function orderBody(email: string) {
  return {
    email,
    firstName: 'Sam',
    lastName: 'Rivera',
    currency: 'USD',
    country: 'US',
    shippingPrice: 995,
    placedAt: at(-5),
    items: [
      { id: 'sweater', title: 'Sweater', quantity: 1, price: 8900 },
      { id: 'tote', title: 'Tote', quantity: 2, price: 2400 },
      { id: 'socks', title: 'Socks', quantity: 1, price: 1200 },
    ],
    fulfillments: [
      {
        id: 'parcel-1',
        status: 'delivered' as const,
        shippedAt: at(-4),
        deliveredAt: at(-1),
        items: [
          { itemId: 'sweater', quantity: 1 },
          { itemId: 'tote', quantity: 2 },
        ],
      },
    ],
    policies: [
      {
        id: 'protection',
        productCode: 'shipping_protection' as const,
        status: 'active' as const,
        sumInsured: 20_000,
        startsAt: at(-5),
        endsAt: at(60),
        itemIds: ['sweater', 'tote', 'socks'],
      },
    ],
  };
}

export async function putOrder(t: TestApp, store: Store, orderName: string, email: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/merchant/v1/orders/${encodeURIComponent(orderName)}`,
    headers: { authorization: `Bearer ${store.apiKey}` },
    payload: orderBody(email),
  });
  expect(response.json().code, response.body).toBe(0);
  return response.json().data.orderId as string;
}

export async function signIn(t: TestApp, store: Store, orderName: string, email: string) {
  const response = await callApi(t, 'rc-login', {
    merchantId: store.merchantId,
    orderName,
    contactInfo: email,
  });
  expect(response.body.code, JSON.stringify(response.body)).toBe(0);
  return sessionCookieOf(response);
}

export async function uploadPhoto(t: TestApp, cookie: string): Promise<string> {
  const body = fileBody('box.jpg', await jpegWithGps(), 'image/jpeg');
  const response = await t.app.inject({
    method: 'POST',
    url: callPath('verify-attachment'),
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.json().code, response.body).toBe(0);
  return response.json().data.attachmentId as string;
}

/**
 * A store's order with a signed-in shopper who has submitted a damage claim on the tote (with a
 * photo), saved a draft on the sweater (with another photo) and uploaded a third photo.
 */
export async function shopperWithClaims(
  t: TestApp,
  store: Store,
  orderName: string,
  email: string,
): Promise<ShopperOrder> {
  const orderId = await putOrder(t, store, orderName, email);
  const cookie = await signIn(t, store, orderName, email);
  const protectedItems = await callApi(t, 'get-all-protected-item', {}, { cookie });
  expect(protectedItems.body.code).toBe(0);
  const [parcel] = protectedItems.body.data.fulfillments;
  const [sweater, tote] = parcel.items as { itemId: string }[];
  const [socks] = protectedItems.body.data.unfulfilledList as { itemId: string }[];
  const policies = await callApi(t, 'query-related-policy', {}, { cookie });
  const policyId = policies.body.data.policyList[0].policyId as string;
  const onClaim = await uploadPhoto(t, cookie);
  const onDraft = await uploadPhoto(t, cookie);
  const unused = await uploadPhoto(t, cookie);
  const base = {
    policyId,
    fulfillmentId: parcel.fulfillmentId as string,
    issueType: 'damage' as const,
    applicantEmail: email,
    details: { description: 'Crushed box' },
  };
  const submitted = await callApi(
    t,
    'submit-claim',
    {
      ...base,
      items: [{ itemId: tote?.itemId as string, quantity: 2 }],
      attachments: [onClaim],
      requestId: randomUUID(),
    },
    { cookie },
  );
  expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(0);
  const draft = await callApi(
    t,
    'save-claim-as-draft',
    {
      ...base,
      items: [{ itemId: sweater?.itemId as string, quantity: 1 }],
      attachments: [onDraft],
      requestId: randomUUID(),
    },
    { cookie },
  );
  expect(draft.body.code, JSON.stringify(draft.body)).toBe(0);
  const ref = (data: ClaimRef): ClaimRef => ({ claimId: data.claimId, claimNumber: data.claimNumber });
  return {
    store,
    orderName,
    email,
    cookie,
    orderId,
    policyId,
    fulfillmentId: parcel.fulfillmentId,
    itemIds: [sweater?.itemId, tote?.itemId, socks?.itemId] as string[],
    claims: { submitted: ref(submitted.body.data), draft: ref(draft.body.data) },
    attachments: { onClaim, onDraft, unused },
  };
}
