// A session reaches its own order's objects only (DESIGN.md 6): every session call that names an
// object by id, called from order A's session with the id of each object of another order (another
// shopper at the same store, and a shopper of another store), answers as it does for an id that
// exists nowhere: never a success, nothing of the other order, and the other order unchanged.
// The ids are found in the calls' request schemas, so a new call or a new id field joins the matrix.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_CALLS } from '@rc/contract/calls';
import { getAttachment } from '@rc/contract/claims/calls';
import type { ApiCall } from '@rc/contract/define-call';
import { trackingStream } from '@rc/contract/tracking/calls';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createStore, orderBody, type ShopperOrder, shopperWithClaims } from '../support/shopper-orders';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

type IdKind =
  | 'claim'
  | 'policy'
  | 'fulfillment'
  | 'item'
  | 'attachment'
  | 'return'
  | 'order'
  | 'comment'
  | 'conversation'
  | 'message'
  | 'action'
  | 'question';
type Segment = string | number;
interface IdField {
  /** Where the id goes: the JSON body (or query) or a path parameter. */
  in: 'body' | 'path';
  path: Segment[];
  kind: IdKind;
}

const ID_KINDS: readonly IdKind[] = [
  'claim',
  'policy',
  'fulfillment',
  'item',
  'attachment',
  'return',
  'order',
  'comment',
  'conversation',
  'message',
  'action',
  'question',
];
/**
 * Fields named like ids that name no object of an order: the idempotency keys, the store's
 * catalogue (products and variants are the store's, shared by its orders) and the store the
 * exchange price names (checked against the session's, like the order).
 */
const NOT_OBJECT_IDS = new Set(['requestId', 'returnFlowRequestId', 'productId', 'variantId', 'merchantId']);
/**
 * Fields of one call that name no object: the app banner's payload is what the device knows
 * (spec 7), recorded as sent beside the session's own order (issue 13).
 */
const NOT_OBJECT_IDS_OF_CALL: Record<string, readonly string[]> = {
  'user/banner-view': ['orderId'],
  'user/banner-click': ['orderId'],
};
/** Fields whose name is not their kind's: the item an exchange gives back. */
const KIND_OF_FIELD: Record<string, IdKind> = { outReturnItemId: 'item' };

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** The id fields of a JSON schema: `…Id` strings and `attachments` lists, with their paths. */
function idFieldsOf(schema: JsonSchema, where: IdField['in'], path: Segment[] = []): IdField[] {
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (options.length > 0) return options.flatMap((option) => idFieldsOf(option, where, path));
  if (schema.type === 'array' && schema.items) return idFieldsOf(schema.items, where, [...path, 0]);
  const found: IdField[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (NOT_OBJECT_IDS.has(key)) continue;
    const kind = key === 'attachments' ? 'attachment' : (KIND_OF_FIELD[key] ?? key.match(/^(\w+)Id$/)?.[1]);
    if (kind) {
      found.push({
        in: where,
        path: key === 'attachments' ? [...path, key, 0] : [...path, key],
        kind: kind as IdKind,
      });
    } else {
      found.push(...idFieldsOf(property, where, [...path, key]));
    }
  }
  return found;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    metadata: z.registry(),
  }) as JsonSchema;
}

/**
 * Client-made idempotency keys of one call: create-question's questionId names the shopper's new
 * turn in their own conversation (another conversation's id is simply another turn there).
 */
const CLIENT_KEYS_OF_CALL: Record<string, string[]> = { 'ai-chat/create-question': ['questionId'] };

function idFieldsOfCall(call: ApiCall): IdField[] {
  const skipped = NOT_OBJECT_IDS_OF_CALL[call.name] ?? [];
  const clientKeys = CLIENT_KEYS_OF_CALL[call.name] ?? [];
  return [
    ...idFieldsOf(jsonSchemaOf(call.request), 'body').filter(
      (field) => !(field.path.length === 1 && clientKeys.includes(String(field.path[0]))),
    ),
    ...(call.params ? idFieldsOf(jsonSchemaOf(call.params), 'path') : []),
  ].filter((field) => !(field.path.length === 1 && skipped.includes(String(field.path[0]))));
}

/** A copy of `value` with `id` at `path`; a line item made on the way gets a quantity. */
function withIdAt(value: Record<string, unknown>, path: Segment[], id: string): Record<string, unknown> {
  const copy = structuredClone(value);
  let node: Record<string | number, unknown> = copy;
  path.forEach((segment, index) => {
    const last = index === path.length - 1;
    if (last) {
      node[segment] = id;
      return;
    }
    const nextIsIndex = typeof path[index + 1] === 'number';
    if (node[segment] === undefined || node[segment] === null) {
      node[segment] = nextIsIndex ? [] : { quantity: 1 };
    }
    if (Array.isArray(node[segment]) && typeof path[index + 1] === 'number') {
      const list = node[segment] as unknown[];
      const at = path[index + 1] as number;
      if (list[at] === undefined && index + 2 < path.length) list[at] = { quantity: 1 };
    }
    node = node[segment] as Record<string | number, unknown>;
  });
  return copy;
}

const SESSION_CALLS = API_CALLS.filter((call) => call.auth === 'session');

let t: TestApp;
let a: ShopperOrder;
const others: { label: string; order: ShopperOrder }[] = [];
/** Each order's return: of a scarf added to its delivered package, sent back by the shopper. */
const returnsOf = new Map<ShopperOrder, { returnId: string; returnNumber: string }>();
/** Each order's comments (issue 13): one on the order, one on its first line. */
const commentsOf = new Map<ShopperOrder, { onOrder: string; onProduct: string }>();

/** Leaves a comment on the order and one on its first product line. */
async function withComments(order: ShopperOrder): Promise<ShopperOrder> {
  const onOrder = await callApi(
    t,
    'add-order-comment',
    { orderId: order.orderId, body: 'Leave it at the door.', requestId: randomUUID() },
    { cookie: order.cookie },
  );
  const onProduct = await callApi(
    t,
    'add-order-product-comment',
    {
      orderId: order.orderId,
      itemId: order.itemIds[0] as string,
      body: 'Runs small.',
      requestId: randomUUID(),
    },
    { cookie: order.cookie },
  );
  expect([onOrder.body.code, onProduct.body.code], JSON.stringify(onOrder.body)).toEqual([0, 0]);
  commentsOf.set(order, { onOrder: onOrder.body.data.commentId, onProduct: onProduct.body.data.commentId });
  return order;
}

/** Each order's assistant conversation: a turn, an answer and a proposal (a hand-over) waiting. */
const chatsOf = new Map<
  ShopperOrder,
  { conversationId: string; questionId: string; messageId: string; actionId: string }
>();

/** Opens a conversation for the order and asks for a person: a question, messages, a proposal. */
async function withChat(order: ShopperOrder): Promise<ShopperOrder> {
  const opened = await callApi(t, 'ai-chat/create-conversation', {}, { cookie: order.cookie });
  expect(opened.body.code, JSON.stringify(opened.body)).toBe(0);
  const conversationId = opened.body.data.conversationId as string;
  const questionId = randomUUID();
  const asked = await callApi(
    t,
    'ai-chat/create-question',
    { conversationId, questionId, reply: { kind: 'option', value: 'flow:handover' } },
    { cookie: order.cookie },
  );
  expect(asked.body.code, JSON.stringify(asked.body)).toBe(0);
  const answer = (asked.body.data.messages as { role: string; messageId: string }[]).find(
    (message) => message.role === 'assistant',
  );
  chatsOf.set(order, {
    conversationId,
    questionId,
    messageId: answer?.messageId as string,
    actionId: asked.body.data.pendingAction.actionId as string,
  });
  return order;
}

/** Adds a delivered scarf to the order (the merchant sends it again) and returns it. */
async function withReturn(order: ShopperOrder): Promise<ShopperOrder> {
  const body = orderBody(order.email);
  body.items.push({ id: 'scarf', title: 'Scarf', quantity: 1, price: 3000 });
  body.fulfillments[0]?.items.push({ itemId: 'scarf', quantity: 1 });
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/merchant/v1/orders/${encodeURIComponent(order.orderName)}`,
    headers: { authorization: `Bearer ${order.store.apiKey}` },
    payload: body,
  });
  expect(put.json().code, put.body).toBe(0);
  const coverage = await callApi(t, 'list-items-coverage', {}, { cookie: order.cookie });
  const scarf = (coverage.body.data.items as { itemId: string; title: string }[]).find(
    (item) => item.title === 'Scarf',
  );
  const submitted = await callApi(
    t,
    'user/submit-order-return',
    {
      requestId: randomUUID(),
      method: 'ship_yourself',
      items: [
        {
          itemId: scarf?.itemId as string,
          quantity: 1,
          reason: 'changed_mind',
          resolution: 'original_payment',
        },
      ],
    },
    { cookie: order.cookie },
  );
  expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(0);
  returnsOf.set(order, {
    returnId: submitted.body.data.returnId,
    returnNumber: submitted.body.data.returnNumber,
  });
  return order;
}

beforeAll(async () => {
  t = await createTestApp();
  const storeA = await createStore(t, 'matrix-a');
  const storeB = await createStore(t, 'matrix-b');
  // A's store sells a sweater to exchange for (its catalogue is the store's, not an order's).
  const catalog = await t.app.inject({
    method: 'PUT',
    url: '/api/merchant/v1/exchange-catalog',
    headers: { authorization: `Bearer ${storeA.apiKey}` },
    payload: {
      currency: 'USD',
      products: [
        {
          productId: 'sweater',
          title: 'Sweater',
          variants: [{ variantId: 'm', title: 'M', priceMinor: 8900 }],
        },
      ],
    },
  });
  expect(catalog.json().code, catalog.body).toBe(0);
  a = await withChat(
    await withComments(await withReturn(await shopperWithClaims(t, storeA, 'A-1001', 'alex@example.com'))),
  );
  others.push(
    {
      label: 'same store',
      order: await withChat(
        await withComments(
          await withReturn(await shopperWithClaims(t, storeA, 'A-1002', 'blair@example.com')),
        ),
      ),
    },
    {
      label: 'other store',
      order: await withChat(
        await withComments(
          await withReturn(await shopperWithClaims(t, storeB, 'B-2001', 'casey@example.com')),
        ),
      ),
    },
  );
});
afterAll(() => t.close());

/** The ids of each kind an order owns. */
function idsOf(order: ShopperOrder): Record<IdKind, string[]> {
  return {
    claim: [order.claims.submitted.claimId, order.claims.draft.claimId],
    policy: [order.policyId],
    fulfillment: [order.fulfillmentId],
    item: order.itemIds,
    attachment: [order.attachments.onClaim, order.attachments.onDraft, order.attachments.unused],
    return: [returnsOf.get(order)?.returnId as string],
    order: [order.orderId],
    comment: [commentsOf.get(order)?.onOrder as string, commentsOf.get(order)?.onProduct as string],
    conversation: [chatsOf.get(order)?.conversationId as string],
    message: [chatsOf.get(order)?.messageId as string],
    action: [chatsOf.get(order)?.actionId as string],
    question: [chatsOf.get(order)?.questionId as string],
  };
}

/** What of an order an answer must not carry. */
function tracesOf(order: ShopperOrder): string[] {
  return [
    order.orderId,
    order.orderName,
    order.email,
    order.claims.submitted.claimNumber,
    order.claims.draft.claimNumber,
    returnsOf.get(order)?.returnNumber as string,
    ...Object.values(idsOf(order)).flat(),
  ];
}

/** A's own body for each session call that names objects: valid, so only the swapped id can fail it. */
function baseOf(name: string): { body: Record<string, unknown>; params?: Record<string, unknown> } {
  const review = () => ({
    claimId: a.claims.draft.claimId,
    policyId: a.policyId,
    fulfillmentId: a.fulfillmentId,
    issueType: 'damage',
    items: [{ itemId: a.itemIds[0], quantity: 1 }],
    applicantEmail: a.email,
    // Not the draft's own upload: the claimId is then the only thing tying the body to the draft.
    attachments: [a.attachments.unused],
    details: { description: 'Crushed box' },
  });
  const bases: Record<string, () => { body: Record<string, unknown>; params?: Record<string, unknown> }> = {
    'get-all-protected-item': () => ({ body: { policyId: a.policyId } }),
    'get-protected-item': () => ({
      body: { policyId: a.policyId, fulfillmentId: a.fulfillmentId, claimId: a.claims.draft.claimId },
    }),
    'remove-attachment': () => ({ body: { attachmentId: a.attachments.unused } }),
    'claim-apply-review': () => ({ body: review() }),
    'submit-claim': () => ({ body: { ...review(), requestId: randomUUID() } }),
    'save-claim-as-draft': () => ({ body: { ...review(), requestId: randomUUID() } }),
    'withdraw-claim-draft': () => ({ body: { claimId: a.claims.draft.claimId } }),
    'get-claim-detail': () => ({ body: { claimId: a.claims.submitted.claimId } }),
    'edit-claim-material': () => ({
      body: { claimId: a.claims.submitted.claimId, attachments: [a.attachments.unused] },
    }),
    'edit-payment-method': () => ({
      body: {
        claimId: a.claims.submitted.claimId,
        paymentMethod: { paymentMethod: 'virtual_card', payAccount: a.email },
      },
    }),
    'appeal-claim': () => ({
      body: {
        claimId: a.claims.submitted.claimId,
        requestId: randomUUID(),
        note: 'Please look again',
        attachments: [a.attachments.unused],
      },
    }),
    'add-claim-item': () => ({
      body: { claimId: a.claims.draft.claimId, items: [{ itemId: a.itemIds[0], quantity: 1 }] },
    }),
    'replenish-fulfillment': () => ({
      body: { fulfillmentId: a.fulfillmentId, carrier: 'UPS', trackingNumber: '1Z999AA1' },
    }),
    'rc-cash-withdraw': () => ({ body: { claimId: a.claims.submitted.claimId, requestId: randomUUID() } }),
    'get-attachment': () => ({ body: {}, params: { attachmentId: a.attachments.onClaim } }),
    // Package tracking (issue 12): a package of another order is not found, its timeline unread.
    'query-package-status': () => ({ body: { fulfillmentId: a.fulfillmentId } }),
    'user/get-tracking-detail': () => ({ body: { fulfillmentId: a.fulfillmentId } }),
    // The withdrawal function (issue 15): an item of another order is refused as one of no order.
    'user/submit-withdrawal': () => ({
      body: {
        requestId: randomUUID(),
        name: 'Alex',
        email: a.email,
        items: [{ itemId: a.itemIds[0], quantity: 1 }],
      },
    }),
    ...returnBases(),
    ...hubBases(),
    ...chatBases(),
  };
  const base = bases[name];
  if (!base) throw new Error(`no body of order A for ${name}: add one to the matrix`);
  return base();
}

/** A's bodies for the return calls: a return of the sweater (returnable), A's own return for the rest. */
function returnBases(): Record<
  string,
  () => { body: Record<string, unknown>; params?: Record<string, unknown> }
> {
  const returnId = returnsOf.get(a)?.returnId as string;
  const lines = () => [
    {
      itemId: a.itemIds[0],
      quantity: 1,
      reason: 'changed_mind',
      resolution: 'original_payment',
      attachments: [a.attachments.unused],
    },
  ];
  const request = () => ({ body: { items: lines(), method: 'ship_yourself' } });
  const submit = () => ({ body: { items: lines(), method: 'ship_yourself', requestId: randomUUID() } });
  const tracking = () => ({ body: { returnId, trackingNumber: 'TRACK1234' } });
  const byReturn = () => ({ body: { returnId } });
  return {
    'start-return-items': () => ({ body: { items: [{ itemId: a.itemIds[0], quantity: 1 }] } }),
    'user/get-return-item-decision-flow': () => ({ body: { itemId: a.itemIds[0], reason: 'changed_mind' } }),
    'user/get-order-return-apply-decision': request,
    'user/get-order-return-apply-review': request,
    'return-process-preview': request,
    'user/calculate-order-return-postage': () => ({
      body: { items: [{ itemId: a.itemIds[0], quantity: 1 }], method: 'ship_yourself' },
    }),
    'user/calculate-return-exchange-price': () => ({
      body: {
        orderId: a.orderId,
        exchangeOriginalItemList: [{ outReturnItemId: a.itemIds[0] }],
        exchangeNewItemList: [{ productId: 'sweater', quantity: 1 }],
      },
    }),
    'user/get-return-method-detail': () => ({ body: { method: 'ship_yourself', returnId } }),
    'user/query-upsell-products': () => ({ body: { itemId: a.itemIds[0] } }),
    'user/submit-order-return': submit,
    'submit-return-process': submit,
    'user/get-order-return-detail': byReturn,
    'get-return-detail': byReturn,
    'user/get-transaction-detail': byReturn,
    'add-return-tracking': tracking,
    'user/save-return-shipping-tracking-info': tracking,
    'user/cancel-order-return': byReturn,
    'user/get-return-balance': byReturn,
    'user/pay-return-balance': () => ({ body: { returnId, requestId: randomUUID() } }),
    'get-return-label': () => ({ body: {}, params: { returnId, file: 'label.pdf' } }),
  };
}

/** A's bodies for the orders hub and comment calls (issue 13). */
function hubBases(): Record<string, () => { body: Record<string, unknown> }> {
  const own = commentsOf.get(a);
  return {
    'user/get-order-detail': () => ({ body: { orderId: a.orderId } }),
    'get-shipping-protection': () => ({ body: { orderId: a.orderId } }),
    'user/switch-order': () => ({ body: { orderId: a.orderId } }),
    'add-order-comment': () => ({ body: { orderId: a.orderId, body: 'Thanks!', requestId: randomUUID() } }),
    'add-order-product-comment': () => ({
      body: { orderId: a.orderId, itemId: a.itemIds[0], body: 'Lovely.', requestId: randomUUID() },
    }),
    'update-order-comment': () => ({ body: { commentId: own?.onOrder, body: 'Leave it with a neighbour.' } }),
    'update-order-product-comment': () => ({
      body: { commentId: own?.onProduct, body: 'Runs one size small.' },
    }),
  };
}

/** A's bodies for the assistant's calls: its own conversation, turn, answer and proposal. */
function chatBases(): Record<string, () => { body: Record<string, unknown> }> {
  const chat = chatsOf.get(a) as NonNullable<ReturnType<typeof chatsOf.get>>;
  const { conversationId } = chat;
  return {
    'ai-chat/get-conversation-detail': () => ({ body: { conversationId } }),
    'ai-chat/create-question': () => ({
      body: {
        conversationId,
        questionId: randomUUID(),
        reply: { kind: 'items', items: [{ itemId: a.itemIds[0], quantity: 1 }] },
      },
    }),
    'ai-chat/get-question-response': () => ({ body: { conversationId, questionId: chat.questionId } }),
    'ai-chat/feedback-question': () => ({
      body: { conversationId, messageId: chat.messageId, rating: 'helpful' },
    }),
    'ai-chat/heartbeat': () => ({ body: { conversationId, afterSeq: 0 } }),
    'ai-chat/ai-chat-box-submit': () => ({
      body: { conversationId, actionId: chat.actionId, decision: 'decline' },
    }),
  };
}

async function send(call: ApiCall, body: Record<string, unknown>, params: Record<string, unknown> = {}) {
  const url = call.path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(String(params[key])));
  const response = await t.app.inject({
    method: call.method,
    url,
    headers: { cookie: a.cookie },
    ...(call.method === 'GET' ? { query: body as Record<string, string> } : { payload: body }),
  });
  // A file answer (the order's data export is a JSON file) carries no envelope when it succeeds.
  const json =
    String(response.headers['content-type']).startsWith('application/json') &&
    !(call.answer === 'file' && response.statusCode === 200);
  return {
    status: response.statusCode,
    code: json ? (response.json().code as number) : 0,
    body: response.body,
  };
}

function variantOf(call: ApiCall, field: IdField, id: string) {
  const base = baseOf(call.name);
  return field.in === 'body'
    ? { body: withIdAt(base.body, field.path, id), params: base.params ?? {} }
    : { body: base.body, params: withIdAt(base.params ?? {}, field.path, id) };
}

describe('the matrix', () => {
  it('finds the id fields of the session calls in their schemas', () => {
    const fields = SESSION_CALLS.flatMap((call) =>
      idFieldsOfCall(call).map((field) => `${call.name} ${field.in}:${field.path.join('.')}`),
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'get-protected-item body:claimId',
        'claim-apply-review body:claimId',
        'claim-apply-review body:items.0.itemId',
        'claim-apply-review body:attachments.0',
        'replenish-fulfillment body:fulfillmentId',
        'get-attachment path:attachmentId',
      ]),
    );
    const kinds = new Set(SESSION_CALLS.flatMap((call) => idFieldsOfCall(call).map((field) => field.kind)));
    expect([...kinds].filter((kind) => !ID_KINDS.includes(kind))).toEqual([]);
    expect([...kinds].sort()).toEqual([...ID_KINDS].sort());
  });

  it("answers A's own ids with success (the bodies are right)", async () => {
    for (const name of [
      'get-all-protected-item',
      'get-protected-item',
      'claim-apply-review',
      'get-claim-detail',
      'get-attachment',
      'user/get-order-return-detail',
      'user/get-transaction-detail',
      'user/get-return-method-detail',
      'user/get-return-balance',
      'start-return-items',
      'user/get-order-return-apply-review',
      'query-package-status',
      'user/get-tracking-detail',
      'user/get-order-detail',
      'get-shipping-protection',
      'update-order-comment',
      'ai-chat/get-conversation-detail',
      'ai-chat/get-question-response',
      'ai-chat/feedback-question',
      'ai-chat/heartbeat',
    ]) {
      const call = SESSION_CALLS.find((candidate) => candidate.name === name) as ApiCall;
      const base = baseOf(name);
      const answer = await send(call, base.body, base.params);
      expect([answer.status, answer.code], `${name}: ${answer.body.slice(0, 300)}`).toEqual([200, 0]);
    }
  });
});

describe.each(
  SESSION_CALLS.filter((call) => idFieldsOfCall(call).length > 0).map((call) => [call.name, call] as const),
)('%s', (_name, call) => {
  it.each(idFieldsOfCall(call).map((field) => [`${field.in}:${field.path.join('.')}`, field] as const))(
    "with another order's id at %s: no success, as for an id that exists nowhere",
    async (_where, field) => {
      const results: string[] = [];
      for (const { label, order } of others) {
        for (const id of idsOf(order)[field.kind]) {
          const unknown = variantOf(call, field, randomUUID());
          const nowhere = await send(call, unknown.body, unknown.params);
          const foreign = variantOf(call, field, id);
          const answer = await send(call, foreign.body, foreign.params);
          const where = `${label} ${field.kind} ${id}`;
          expect(answer.code, `${where}: ${answer.body.slice(0, 300)}`).not.toBe(ERROR_CODES.SUCCESS);
          // A valid, signed-in request: only the id can have failed it.
          expect([ERROR_CODES.INVALID_INPUT, ERROR_CODES.NOT_SIGNED_IN], where).not.toContain(answer.code);
          if (field.kind !== 'item') expect(answer.code, where).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
          expect({ status: answer.status, body: answer.body }, where).toEqual({
            status: nowhere.status,
            body: nowhere.body,
          });
          for (const trace of tracesOf(order)) expect(answer.body, where).not.toContain(trace);
          results.push(`${where}: ${answer.code}`);
        }
      }
      expect(results.length).toBeGreaterThan(0);
    },
  );
});

describe('the other orders afterwards', () => {
  it('are as their shoppers left them', async () => {
    for (const { order } of others) {
      const list = await callApi(t, 'get-claim-list', {}, { cookie: order.cookie });
      const statuses = Object.fromEntries(
        list.body.data.claims.map((claim: { claimId: string; status: string; itemCount: number }) => [
          claim.claimId,
          [claim.status, claim.itemCount],
        ]),
      );
      expect(statuses).toEqual({
        [order.claims.submitted.claimId]: ['under_review', 2],
        [order.claims.draft.claimId]: ['draft', 1],
      });
      const detail = await callApi(
        t,
        'get-claim-detail',
        { claimId: order.claims.submitted.claimId },
        { cookie: order.cookie },
      );
      expect(detail.body.data.paymentMethod.payAccount).toBe(order.email);
      expect(detail.body.data.attachments.map((file: { attachmentId: string }) => file.attachmentId)).toEqual(
        [order.attachments.onClaim],
      );
      const unused = await t.app.inject({
        method: 'GET',
        url: getAttachment.path.replace(':attachmentId', order.attachments.unused),
        headers: { cookie: order.cookie },
      });
      expect(unused.statusCode).toBe(200);
      const items = await callApi(t, 'get-all-protected-item', {}, { cookie: order.cookie });
      expect(items.body.data.fulfillments[0].carrier).toBeNull();
      const own = returnsOf.get(order);
      const detail2 = await callApi(
        t,
        'get-return-detail',
        { returnId: own?.returnId as string },
        { cookie: order.cookie },
      );
      expect([detail2.body.data.status, detail2.body.data.tracking]).toEqual(['to_return', []]);
      const hub = await callApi(
        t,
        'user/get-order-detail',
        { orderId: order.orderId },
        { cookie: order.cookie },
      );
      expect(hub.body.data.comments.map((comment: { body: string }) => comment.body)).toEqual([
        'Leave it at the door.',
      ]);
      expect(hub.body.data.products[0].comments.map((comment: { body: string }) => comment.body)).toEqual([
        'Runs small.',
      ]);
    }
  });
});

describe('session calls without ids', () => {
  const banner = {
    timestamp: 1_700_000_000_000,
    isIOSDevice: true,
    userAgent: 'Mozilla/5.0 (iPhone)',
    host: 'matrix-a.localhost',
    email: 'alex@example.com',
    orderId: 'A-1001',
    merchantId: 'matrix-a',
  };
  it("answer A's own order only", async () => {
    const bodies: Record<string, Record<string, unknown>> = {
      sv_router: {},
      'get-required-document': { issueType: 'damage' },
      'get-claim-list': {},
      // Issue 15: the order's data as a file; it must carry nothing of the other orders.
      'export-order-data': {},
      'query-related-policy': {},
      'query-related-policy-with-check': {},
      'report-event': {
        event: 'matrix.check',
        data: { claimId: others[0]?.order.claims.draft.claimId ?? '' },
      },
      'list-items-coverage': {},
      'list-return-items': {},
      'user/create-order-return-for-order': {},
      'user/get-return-merchant-config': {},
      'user/get-return-product-page-list': {},
      'user/get-return-product-detail': { productId: 'sweater' },
      // The withdrawal function (issue 15): A's items, name and e-mail, never another order's.
      'user/get-withdrawal-options': {},
      // The orders hub (issue 13): A's session proved no e-mail, and the others' e-mails differ.
      'user/query-order-list': {},
      'user/banner-view': banner,
      'user/banner-click': banner,
      'ai-chat/get-pre-conversation-content': {},
      'ai-chat/create-conversation': { resume: true },
      'v2/command-products': { purpose: 'any' },
    };
    // The live stream never ends: it has its own check below.
    const withoutIds = SESSION_CALLS.filter(
      (call) => idFieldsOfCall(call).length === 0 && call.body !== 'multipart' && call !== trackingStream,
    );
    expect(withoutIds.map((call) => call.name).sort()).toEqual(Object.keys(bodies).sort());
    for (const call of withoutIds) {
      const answer = await send(call, bodies[call.name] ?? {});
      expect(answer.code, `${call.name}: ${answer.body.slice(0, 300)}`).toBe(ERROR_CODES.SUCCESS);
      for (const { order } of others) {
        for (const trace of tracesOf(order)) expect(answer.body, call.name).not.toContain(trace);
      }
    }
  });
});

describe('the live tracking stream', () => {
  it("carries A's packages' changes only, whatever happens to the other orders", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    let text = '';
    const stream = httpRequest({
      host: '127.0.0.1',
      port,
      path: trackingStream.path,
      headers: { cookie: a.cookie },
    });
    const opened = new Promise<void>((resolve, reject) => {
      stream.on('response', (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          resolve();
        });
      });
      stream.on('error', reject);
    });
    stream.end();
    await opened;
    const push = (order: ShopperOrder, message: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/merchant/v1/orders/${encodeURIComponent(order.orderName)}/fulfillments/parcel-1/checkpoints`,
        headers: { authorization: `Bearer ${order.store.apiKey}` },
        payload: { checkpoints: [{ status: 'exception', occurredAt: new Date().toISOString(), message }] },
      });
    for (const { order } of others) expect((await push(order, 'Not for A')).json().code).toBe(0);
    expect((await push(a, 'For A')).json().code).toBe(0);
    await expect.poll(() => text, { timeout: 5000 }).toContain(a.fulfillmentId);
    stream.destroy();
    for (const { order } of others) {
      for (const trace of tracesOf(order)) expect(text).not.toContain(trace);
    }
  });
});
