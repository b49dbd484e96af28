// Claims through the public boundary: what can be claimed, review, submit with the rules'
// decision, drafts resumed and withdrawn, evidence after action_required, the merchant's
// decisions, idempotent retries, and isolation between orders.
import { randomUUID } from 'node:crypto';
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, policies } from '../../src/db/schema';
import { jpegWithGps } from '../fixtures/media';
import { fileBody } from '../fixtures/multipart';
import { callApi, createTestApp, signInToDemo, type TestApp } from '../support/test-app';

let t: TestApp;

interface Shopper {
  cookie: string;
  policyId: string;
  delivered: { fulfillmentId: string; items: { itemId: string; title: string; quantity: number }[] };
  inTransit: { fulfillmentId: string; items: { itemId: string; title: string; quantity: number }[] };
}

async function shopperOf(orderName = '#1001'): Promise<Shopper> {
  const { cookie } = await signInToDemo(t, orderName);
  const policies = await callApi(t, 'query-related-policy-with-check', {}, { cookie });
  const items = await callApi(t, 'get-all-protected-item', {}, { cookie });
  const [delivered, inTransit] = items.body.data.fulfillments;
  return { cookie, policyId: policies.body.data.policyList[0].policyId, delivered, inTransit };
}

async function uploadPhoto(cookie: string): Promise<string> {
  const body = fileBody('damage.jpg', await jpegWithGps(), 'image/jpeg');
  const response = await t.app.inject({
    method: 'POST',
    url: callPath('verify-attachment'),
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.json().code).toBe(0);
  return response.json().data.attachmentId;
}

function damageBody(shopper: Shopper, attachments: string[]) {
  return {
    policyId: shopper.policyId,
    fulfillmentId: shopper.delivered.fulfillmentId,
    issueType: 'damage' as const,
    items: shopper.delivered.items.map((item) => ({ itemId: item.itemId, quantity: item.quantity })),
    applicantEmail: 'shopper@example.com',
    attachments,
    details: { description: 'The box was crushed and both items are broken.' },
    comment: 'Please help',
    paymentMethod: { paymentMethod: 'virtual_card' as const, payAccount: 'shopper@example.com' },
  };
}

async function admin(path: string, body?: object) {
  const response = await t.app.inject({
    method: body ? 'POST' : 'GET',
    url: `/api/admin/v1/merchants/demo${path}`,
    headers: { authorization: `Bearer ${t.adminToken}` },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

describe('what can be claimed', () => {
  it('lists a package with the quantities still claimable', async () => {
    const shopper = await shopperOf();
    const result = await callApi(
      t,
      'get-protected-item',
      { policyId: shopper.policyId, fulfillmentId: shopper.delivered.fulfillmentId },
      { cookie: shopper.cookie },
    );
    expect(result.body.code).toBe(0);
    expect(result.body.data.fulfillment.status).toBe('delivered');
    expect(
      result.body.data.items.map((item: { title: string; claimableQuantity: number }) => [
        item.title,
        item.claimableQuantity,
      ]),
    ).toEqual([
      ['Merino Wool Sweater', 1],
      ['Canvas Tote Bag', 2],
    ]);
  });

  it('tells what evidence each issue needs', async () => {
    const shopper = await shopperOf();
    const damage = await callApi(
      t,
      'get-required-document',
      { issueType: 'damage' },
      { cookie: shopper.cookie },
    );
    expect(damage.body.data.documents).toEqual([{ key: 'damage_photos', kind: 'image', min: 1 }]);
    const theft = await callApi(
      t,
      'get-required-document',
      { issueType: 'theft' },
      { cookie: shopper.cookie },
    );
    expect(theft.body.data.policeReport).toBe(true);
    expect(theft.body.data.accept).not.toContain('.zip');
  });
});

describe('review and submit', () => {
  it('reviews, submits damage on two items with two photos, and waits for the merchant', async () => {
    const shopper = await shopperOf();
    const photos = [await uploadPhoto(shopper.cookie), await uploadPhoto(shopper.cookie)];
    const review = await callApi(t, 'claim-apply-review', damageBody(shopper, photos), {
      cookie: shopper.cookie,
    });
    expect(review.body.code).toBe(0);
    expect(review.body.data).toMatchObject({
      issueType: 'damage',
      protectionName: 'Shipping Protection',
      itemsTotal: 8900 + 2 * 2400,
      includeBp: true,
      missingEvidence: [],
    });
    expect(review.body.data.amount).toBe(8900 + 4800 + 995);

    const requestId = randomUUID();
    const submitted = await callApi(
      t,
      'submit-claim',
      { ...damageBody(shopper, photos), requestId },
      { cookie: shopper.cookie },
    );
    expect(submitted.body.code).toBe(0);
    const claim = submitted.body.data;
    expect(claim.status).toBe('under_review');
    expect(claim.claimNumber).toMatch(/^CLM-[0-9A-Z]{10}$/);
    expect(claim.attachments).toHaveLength(2);
    expect(claim.timeline.map((entry: { status: string | null }) => entry.status)).toEqual([
      'draft',
      'submitted',
      'under_review',
    ]);

    // The merchant approves (admin API, as the merchant command does); the amount leaves the policy.
    const [before] = await t.database.db.select().from(policies).where(eq(policies.id, shopper.policyId));
    const approved = await admin(`/claims/${claim.claimNumber}/approve`, {});
    expect(approved.body.code).toBe(0);
    expect(approved.body.data.status).toBe('accepted');
    expect(approved.body.data.can.cashOut).toBe(true);
    const [after] = await t.database.db.select().from(policies).where(eq(policies.id, shopper.policyId));
    expect((before?.remainingMinor ?? 0) - (after?.remainingMinor ?? 0)).toBe(claim.amount);

    const detail = await callApi(
      t,
      'get-claim-detail',
      { claimId: claim.claimId },
      { cookie: shopper.cookie },
    );
    expect(detail.body.data.timeline.at(-1)).toMatchObject({ status: 'accepted', actor: 'merchant' });
    const list = await callApi(t, 'get-claim-list', {}, { cookie: shopper.cookie });
    expect(list.body.data.claims[0]).toMatchObject({
      claimId: claim.claimId,
      status: 'accepted',
      itemCount: 3,
    });

    // The items are now held: nothing of that package is claimable any more.
    const again = await callApi(t, 'claim-apply-review', damageBody(shopper, []), { cookie: shopper.cookie });
    expect(again.body.code).toBe(ERROR_CODES.ITEMS_NOT_CLAIMABLE);
  });

  it('approves a delay on the package still in transit at once', async () => {
    const shopper = await shopperOf();
    const result = await callApi(
      t,
      'submit-claim',
      {
        policyId: shopper.policyId,
        fulfillmentId: shopper.inTransit.fulfillmentId,
        issueType: 'delay',
        items: shopper.inTransit.items.map((item) => ({ itemId: item.itemId, quantity: 1 })),
        applicantEmail: 'shopper@example.com',
        attachments: [],
        requestId: randomUUID(),
      },
      { cookie: shopper.cookie },
    );
    expect(result.body.data.status).toBe('accepted');
    expect(result.body.data.statusReason).toBe('delay_auto_approved');
  });

  it('refuses an issue the package cannot have and items of another package', async () => {
    const shopper = await shopperOf('#1005');
    const items = await callApi(t, 'get-all-protected-item', {}, { cookie: shopper.cookie });
    const [delivered] = items.body.data.fulfillments;
    const policy = (await callApi(t, 'query-related-policy-with-check', {}, { cookie: shopper.cookie })).body
      .data.policyList[0];
    const body = {
      policyId: policy.policyId,
      fulfillmentId: delivered.fulfillmentId,
      issueType: 'delay' as const,
      items: [{ itemId: delivered.items[0].itemId, quantity: 1 }],
      applicantEmail: 'shopper@example.com',
    };
    expect((await callApi(t, 'claim-apply-review', body, { cookie: shopper.cookie })).body.code).toBe(
      ERROR_CODES.ISSUE_NOT_ALLOWED,
    );
  });

  it('answers 200010 for a theft without a police report number', async () => {
    const shopper = await shopperOf('#1006');
    const items = await callApi(t, 'get-all-protected-item', {}, { cookie: shopper.cookie });
    const policy = (await callApi(t, 'query-related-policy-with-check', {}, { cookie: shopper.cookie })).body
      .data.policyList[0];
    // #1006 is a warranty; theft is not its issue: the police-report check comes first only where theft is allowed.
    expect(policy.productCode).toBe('extended_warranty');
    const first = await shopperOf('#1011');
    const firstItems = await callApi(t, 'get-all-protected-item', {}, { cookie: first.cookie });
    const [delivered] = firstItems.body.data.fulfillments;
    const body = {
      policyId: first.policyId,
      fulfillmentId: delivered.fulfillmentId,
      issueType: 'theft' as const,
      items: [{ itemId: delivered.items[0].itemId, quantity: 1 }],
      applicantEmail: 'shopper@example.com',
    };
    const result = await callApi(
      t,
      'submit-claim',
      { ...body, requestId: randomUUID() },
      { cookie: first.cookie },
    );
    expect(result.body.code).toBe(ERROR_CODES.THEFT_REPORT_REQUIRED);
    const withReport = await callApi(
      t,
      'submit-claim',
      { ...body, details: { policeReportNumber: 'PR-2026-1234' }, requestId: randomUUID() },
      { cookie: first.cookie },
    );
    expect(withReport.body.data.status).toBe('under_review');
    void items;
  });
});

describe('drafts', () => {
  it('saves a draft, resumes it after signing in again, and withdraws it', async () => {
    const first = await shopperOf('#1005');
    const items = await callApi(t, 'get-all-protected-item', {}, { cookie: first.cookie });
    const [delivered] = items.body.data.fulfillments;
    const policy = (await callApi(t, 'query-related-policy-with-check', {}, { cookie: first.cookie })).body
      .data.policyList[0];
    const saved = await callApi(
      t,
      'save-claim-as-draft',
      {
        policyId: policy.policyId,
        fulfillmentId: delivered.fulfillmentId,
        issueType: 'return',
        items: [{ itemId: delivered.items[0].itemId, quantity: 1 }],
        comment: 'Too small',
        requestId: randomUUID(),
      },
      { cookie: first.cookie },
    );
    expect(saved.body.data.status).toBe('draft');

    // Another device: a new session for the same order finds the draft.
    const second = await signInToDemo(t, '#1005');
    const list = await callApi(t, 'get-claim-list', {}, { cookie: second.cookie });
    const draft = list.body.data.claims.find(
      (claim: { claimId: string }) => claim.claimId === saved.body.data.claimId,
    );
    expect(draft.status).toBe('draft');
    const detail = await callApi(
      t,
      'get-claim-detail',
      { claimId: draft.claimId },
      { cookie: second.cookie },
    );
    expect(detail.body.data.comment).toBe('Too small');
    expect(detail.body.data.can).toMatchObject({ editDraft: true, withdraw: true, cashOut: false });

    const withdrawn = await callApi(
      t,
      'withdraw-claim-draft',
      { claimId: draft.claimId },
      { cookie: second.cookie },
    );
    expect(withdrawn.body.data.status).toBe('withdrawn');
    const twice = await callApi(
      t,
      'withdraw-claim-draft',
      { claimId: draft.claimId },
      { cookie: second.cookie },
    );
    expect(twice.body.code).toBe(ERROR_CODES.CLAIM_NOT_CHANGEABLE);
  });
});

/** A fresh order of the demo store with one delivered package of two items, and a shopper signed in to it. */
async function freshShopper(): Promise<Shopper> {
  const merchant = await t.services.merchants.findByShop('demo');
  if (!merchant) throw new Error('demo not seeded');
  const orderName = `#T-${randomUUID().slice(0, 8)}`;
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  await t.services.integrations.putOrder(merchant.id, orderName, {
    email: 'fresh@example.com',
    currency: 'USD',
    placedAt: at(-5),
    items: [
      { id: 'a', title: 'Desk Lamp', quantity: 1, price: 7900 },
      { id: 'b', title: 'Bulb', quantity: 2, price: 500 },
    ],
    fulfillments: [
      {
        id: 'f',
        status: 'delivered',
        carrier: 'UPS',
        trackingNumber: '1Z1',
        items: [
          { itemId: 'a', quantity: 1 },
          { itemId: 'b', quantity: 2 },
        ],
      },
    ],
    policies: [
      {
        id: 'p',
        productCode: 'shipping_protection',
        status: 'active',
        sumInsured: 8900,
        startsAt: at(-5),
        endsAt: at(30),
        itemIds: ['a', 'b'],
      },
    ],
  });
  const { cookie } = await signInToDemo(t, orderName, 'fresh@example.com');
  const policiesAnswer = await callApi(t, 'query-related-policy-with-check', {}, { cookie });
  const items = await callApi(t, 'get-all-protected-item', {}, { cookie });
  return {
    cookie,
    policyId: policiesAnswer.body.data.policyList[0].policyId,
    delivered: items.body.data.fulfillments[0],
    inTransit: items.body.data.fulfillments[0],
  };
}

describe('a late or lost package (issue 23)', () => {
  it('takes delay and loss without photos, condition, weight or size; damage still asks for photos', async () => {
    const merchant = await t.services.merchants.findByShop('demo');
    if (!merchant) throw new Error('demo not seeded');
    const orderName = `#L-${randomUUID().slice(0, 8)}`;
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const protectedParcel = (
      id: string,
      status: 'in_transit' | 'exception' | 'delivered',
      itemId: string,
    ) => ({
      id,
      status,
      carrier: 'UPS',
      trackingNumber: `1Z${id}`,
      shippedAt: at(-6),
      ...(status === 'delivered' ? { deliveredAt: at(-1) } : {}),
      items: [{ itemId, quantity: 2 }],
    });
    await t.services.integrations.putOrder(merchant.id, orderName, {
      email: 'late@example.com',
      currency: 'USD',
      placedAt: at(-8),
      items: [
        { id: 'mug', title: 'Mug', quantity: 2, price: 1500 },
        { id: 'plate', title: 'Plate', quantity: 2, price: 1800 },
        { id: 'bowl', title: 'Bowl', quantity: 2, price: 1200 },
      ],
      fulfillments: [
        protectedParcel('late', 'in_transit', 'mug'),
        protectedParcel('lost', 'exception', 'plate'),
        protectedParcel('broken', 'delivered', 'bowl'),
      ],
      policies: [
        {
          id: 'p',
          productCode: 'shipping_protection',
          status: 'active',
          sumInsured: 9000,
          startsAt: at(-8),
          endsAt: at(30),
          itemIds: ['mug', 'plate', 'bowl'],
        },
      ],
    });
    const { cookie } = await signInToDemo(t, orderName, 'late@example.com');
    const policyId = (await callApi(t, 'query-related-policy-with-check', {}, { cookie })).body.data
      .policyList[0].policyId;
    const packages = (await callApi(t, 'get-all-protected-item', {}, { cookie })).body.data.fulfillments as {
      fulfillmentId: string;
      status: string;
      items: { itemId: string; quantity: number }[];
    }[];
    const parcel = (status: string) => {
      const found = packages.find((entry) => entry.status === status);
      if (!found) throw new Error(`no ${status} package`);
      return found;
    };
    for (const issueType of ['delay', 'loss'] as const) {
      const required = await callApi(t, 'get-required-document', { issueType }, { cookie });
      expect(required.body.data.documents).toEqual([]);
    }
    // What the short flow sends: the type, the package's items at full quantities, a payout method;
    // no attachments, no package information, no details.
    const bare = (issueType: 'delay' | 'loss' | 'damage', status: string) => ({
      policyId,
      fulfillmentId: parcel(status).fulfillmentId,
      issueType,
      items: parcel(status).items.map((item) => ({ itemId: item.itemId, quantity: item.quantity })),
      applicantEmail: 'late@example.com',
      attachments: [],
      paymentMethod: { paymentMethod: 'virtual_card' as const, payAccount: 'late@example.com' },
      useShippingLabel: true as const,
    });
    const delayReview = await callApi(t, 'claim-apply-review', bare('delay', 'in_transit'), { cookie });
    expect(delayReview.body.code, JSON.stringify(delayReview.body)).toBe(0);
    expect(delayReview.body.data.missingEvidence).toEqual([]);
    const delay = await callApi(
      t,
      'submit-claim',
      { ...bare('delay', 'in_transit'), requestId: randomUUID() },
      { cookie },
    );
    expect(delay.body.data).toMatchObject({ status: 'accepted', statusReason: 'delay_auto_approved' });
    const loss = await callApi(
      t,
      'submit-claim',
      { ...bare('loss', 'exception'), requestId: randomUUID() },
      { cookie },
    );
    expect(loss.body.data).toMatchObject({ status: 'under_review', statusReason: 'merchant_review' });

    const damageReview = await callApi(t, 'claim-apply-review', bare('damage', 'delivered'), { cookie });
    expect(damageReview.body.data.missingEvidence).toEqual(['damage_photos']);
    const damage = await callApi(
      t,
      'submit-claim',
      { ...bare('damage', 'delivered'), requestId: randomUUID() },
      { cookie },
    );
    expect(damage.body.data).toMatchObject({ status: 'action_required', statusReason: 'evidence_missing' });
  });
});

describe('action required and rejection', () => {
  it('asks for photos when a damage claim has none, then goes back to review when they come', async () => {
    const shopper = await freshShopper();
    const submitted = await callApi(
      t,
      'submit-claim',
      { ...damageBody(shopper, []), requestId: randomUUID() },
      { cookie: shopper.cookie },
    );
    expect(submitted.body.data).toMatchObject({
      status: 'action_required',
      statusReason: 'evidence_missing',
    });
    expect(submitted.body.data.can.addEvidence).toBe(true);

    const photo = await uploadPhoto(shopper.cookie);
    const added = await callApi(
      t,
      'edit-claim-material',
      { claimId: submitted.body.data.claimId, attachments: [photo], comment: 'Here is the photo' },
      { cookie: shopper.cookie },
    );
    expect(added.body.data.status).toBe('under_review');
    expect(added.body.data.attachments).toHaveLength(1);
    expect(added.body.data.timeline.map((entry: { type: string }) => entry.type)).toContain('evidence_added');
  });

  it("shows the merchant's reason for a rejection", async () => {
    const shopper = await freshShopper();
    const photo = await uploadPhoto(shopper.cookie);
    const submitted = await callApi(
      t,
      'submit-claim',
      { ...damageBody(shopper, [photo]), requestId: randomUUID() },
      { cookie: shopper.cookie },
    );
    expect(submitted.body.data.status).toBe('under_review');
    const rejected = await admin(`/claims/${submitted.body.data.claimId}/reject`, {
      reason: 'The photos show wear from use, not transit damage.',
    });
    expect(rejected.body.data.status).toBe('rejected');
    const detail = await callApi(
      t,
      'get-claim-detail',
      { claimId: submitted.body.data.claimId },
      { cookie: shopper.cookie },
    );
    expect(detail.body.data).toMatchObject({
      status: 'rejected',
      statusReason: 'The photos show wear from use, not transit damage.',
    });
    // A rejected claim releases its items, and a decision cannot be taken twice.
    expect((await admin(`/claims/${submitted.body.data.claimId}/approve`, {})).status).toBe(409);
    const review = await callApi(t, 'claim-apply-review', damageBody(shopper, []), {
      cookie: shopper.cookie,
    });
    expect(review.body.code).toBe(0);
  });

  it("asks the shopper for more on the merchant's request", async () => {
    const shopper = await freshShopper();
    const photo = await uploadPhoto(shopper.cookie);
    const submitted = await callApi(
      t,
      'submit-claim',
      { ...damageBody(shopper, [photo]), requestId: randomUUID() },
      { cookie: shopper.cookie },
    );
    const asked = await admin(`/claims/${submitted.body.data.claimNumber}/request-evidence`, {
      reason: 'A photo of the box, please.',
    });
    expect(asked.body.data).toMatchObject({
      status: 'action_required',
      statusReason: 'A photo of the box, please.',
    });
  });
});

describe('idempotency', () => {
  it('a retried submission returns the first answer and creates one claim', async () => {
    const shopper = await freshShopper();
    const photo = await uploadPhoto(shopper.cookie);
    const body = { ...damageBody(shopper, [photo]), requestId: randomUUID() };
    const first = await callApi(t, 'submit-claim', body, { cookie: shopper.cookie });
    const retry = await callApi(t, 'submit-claim', body, { cookie: shopper.cookie });
    expect(retry.body).toEqual(first.body);
    const list = await callApi(t, 'get-claim-list', {}, { cookie: shopper.cookie });
    expect(list.body.data.claims).toHaveLength(1);
  });

  it('five simultaneous submissions with one key create one claim', async () => {
    const shopper = await freshShopper();
    const photo = await uploadPhoto(shopper.cookie);
    const body = { ...damageBody(shopper, [photo]), requestId: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callApi(t, 'submit-claim', body, { cookie: shopper.cookie })),
    );
    expect(new Set(answers.map((answer) => answer.body.data?.claimId)).size).toBe(1);
    const list = await callApi(t, 'get-claim-list', {}, { cookie: shopper.cookie });
    expect(list.body.data.claims).toHaveLength(1);
  });

  it('two different submissions for the same items at once: one claim holds them, the other is refused', async () => {
    const shopper = await freshShopper();
    const answers = await Promise.all(
      [randomUUID(), randomUUID()].map((requestId) =>
        callApi(t, 'submit-claim', { ...damageBody(shopper, []), requestId }, { cookie: shopper.cookie }),
      ),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual(
      [0, ERROR_CODES.ITEMS_NOT_CLAIMABLE].sort(),
    );
  });

  it('the same key with another body answers 100015', async () => {
    const shopper = await freshShopper();
    const requestId = randomUUID();
    await callApi(t, 'submit-claim', { ...damageBody(shopper, []), requestId }, { cookie: shopper.cookie });
    const other = await callApi(
      t,
      'submit-claim',
      { ...damageBody(shopper, []), comment: 'different', requestId },
      { cookie: shopper.cookie },
    );
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(ERROR_CODES.IDEMPOTENCY_KEY_REUSED);
  });
});

describe('isolation', () => {
  it("cannot read or change another order's claim", async () => {
    const owner = await shopperOf();
    const list = await callApi(t, 'get-claim-list', {}, { cookie: owner.cookie });
    const claimId = list.body.data.claims[0].claimId;
    const stranger = await signInToDemo(t, '#1005');
    for (const name of ['get-claim-detail', 'withdraw-claim-draft'] as const) {
      const result = await callApi(t, name, { claimId }, { cookie: stranger.cookie });
      expect(result.status).toBe(404);
      expect(result.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    }
  });
});

describe('taking an upload back', () => {
  it("deletes an unused upload, refuses one a claim uses and another order's", async () => {
    const shopper = await freshShopper();
    const kept = await uploadPhoto(shopper.cookie);
    const removed = await uploadPhoto(shopper.cookie);
    expect(
      (await callApi(t, 'remove-attachment', { attachmentId: removed }, { cookie: shopper.cookie })).body
        .code,
    ).toBe(0);
    const again = await callApi(
      t,
      'remove-attachment',
      { attachmentId: removed },
      { cookie: shopper.cookie },
    );
    expect(again.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);

    await callApi(
      t,
      'submit-claim',
      { ...damageBody(shopper, [kept]), requestId: randomUUID() },
      { cookie: shopper.cookie },
    );
    const used = await callApi(t, 'remove-attachment', { attachmentId: kept }, { cookie: shopper.cookie });
    expect(used.status).toBe(409);
    expect(used.body.code).toBe(ERROR_CODES.CLAIM_NOT_CHANGEABLE);

    const stranger = await freshShopper();
    const foreign = await callApi(
      t,
      'remove-attachment',
      { attachmentId: kept },
      { cookie: stranger.cookie },
    );
    expect(foreign.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
  });
});

describe('items added to a draft, tracking given by the shopper, journey events', () => {
  it('adds items of the same package to a draft, within what can be claimed', async () => {
    const shopper = await freshShopper();
    const [lamp, bulb] = shopper.delivered.items;
    const draft = await callApi(
      t,
      'save-claim-as-draft',
      {
        policyId: shopper.policyId,
        fulfillmentId: shopper.delivered.fulfillmentId,
        issueType: 'damage',
        items: [{ itemId: lamp?.itemId as string, quantity: 1 }],
        requestId: randomUUID(),
      },
      { cookie: shopper.cookie },
    );
    const claimId = draft.body.data.claimId;
    const added = await callApi(
      t,
      'add-claim-item',
      { claimId, items: [{ itemId: bulb?.itemId as string, quantity: 2 }] },
      { cookie: shopper.cookie },
    );
    expect(added.body.code).toBe(0);
    expect(
      added.body.data.items.map((item: { title: string; quantity: number }) => [item.title, item.quantity]),
    ).toEqual([
      ['Desk Lamp', 1],
      ['Bulb', 2],
    ]);
    expect(added.body.data.timeline.map((entry: { type: string }) => entry.type)).toContain('items_added');
    const tooMany = await callApi(
      t,
      'add-claim-item',
      { claimId, items: [{ itemId: bulb?.itemId as string, quantity: 1 }] },
      { cookie: shopper.cookie },
    );
    expect(tooMany.body.code).toBe(ERROR_CODES.ITEMS_NOT_CLAIMABLE);

    // Only drafts take more items.
    await callApi(
      t,
      'submit-claim',
      { ...damageBody(shopper, []), claimId, requestId: randomUUID() },
      { cookie: shopper.cookie },
    );
    const late = await callApi(
      t,
      'add-claim-item',
      { claimId, items: [{ itemId: bulb?.itemId as string, quantity: 1 }] },
      { cookie: shopper.cookie },
    );
    expect(late.body.code).toBe(ERROR_CODES.CLAIM_NOT_CHANGEABLE);
  });

  it('lets the shopper add the tracking of a package the store gave none for, once', async () => {
    const merchant = await t.services.merchants.findByShop('demo');
    const orderName = `#T-${randomUUID().slice(0, 8)}`;
    await t.services.integrations.putOrder(merchant?.id as string, orderName, {
      email: 'tracking@example.com',
      currency: 'USD',
      placedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      items: [{ id: 'a', title: 'Kettle', quantity: 1, price: 3900 }],
      fulfillments: [{ id: 'f', status: 'shipped', items: [{ itemId: 'a', quantity: 1 }] }],
      policies: [
        {
          id: 'p',
          productCode: 'shipping_protection',
          status: 'active',
          sumInsured: 3900,
          startsAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          itemIds: ['a'],
        },
      ],
    });
    const { cookie } = await signInToDemo(t, orderName, 'tracking@example.com');
    const [fulfillment] = (await callApi(t, 'get-all-protected-item', {}, { cookie })).body.data.fulfillments;
    expect(fulfillment.trackingNumber).toBeNull();
    const given = await callApi(
      t,
      'replenish-fulfillment',
      { fulfillmentId: fulfillment.fulfillmentId, carrier: 'DHL', trackingNumber: 'JD0146000062' },
      { cookie },
    );
    expect(given.body.data).toMatchObject({ carrier: 'DHL', trackingNumber: 'JD0146000062' });
    // The order's read model follows: the item list shows it too.
    const [after] = (await callApi(t, 'get-all-protected-item', {}, { cookie })).body.data.fulfillments;
    expect(after.trackingNumber).toBe('JD0146000062');
    const again = await callApi(
      t,
      'replenish-fulfillment',
      { fulfillmentId: fulfillment.fulfillmentId, carrier: 'UPS', trackingNumber: '1Z0000' },
      { cookie },
    );
    expect(again.body.code).toBe(ERROR_CODES.INVALID_INPUT);
    const stranger = await freshShopper();
    const foreign = await callApi(
      t,
      'replenish-fulfillment',
      { fulfillmentId: fulfillment.fulfillmentId, carrier: 'UPS', trackingNumber: '1Z0000' },
      { cookie: stranger.cookie },
    );
    expect(foreign.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
  });

  it("records the journey's events for the store", async () => {
    const shopper = await freshShopper();
    const recorded = await callApi(
      t,
      'report-event',
      { event: 'claim_flow:step', data: { step: 'options' } },
      { cookie: shopper.cookie },
    );
    expect(recorded.body.code).toBe(0);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.event, 'claim_flow:step'));
    expect(rows.at(-1)?.data).toEqual({ step: 'options' });
    const bad = await callApi(t, 'report-event', { event: 'no spaces allowed' }, { cookie: shopper.cookie });
    expect(bad.body.code).toBe(ERROR_CODES.INVALID_INPUT);
  });
});
