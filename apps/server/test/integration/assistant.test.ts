// The assistant (issue 14) through its public calls: a conversation per order that resumes, guided
// flows that end in a summary the shopper confirms, each action run once through the pages' own
// use-cases (a retried confirmation acts once, a declined one never), the hand-over e-mailed to the
// store (SMTP sink) with its webhook event, feedback, heartbeat and the item cards.
import { randomUUID } from 'node:crypto';
import type { ChatMessage, ConversationDetail, QuestionAnswer } from '@rc/contract/assistant/calls';
import { orderIdInChatHalf } from '@rc/domain/chat-rollout';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, orderBody, putOrder, type Store, signIn, uploadPhoto } from '../support/shopper-orders';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { callApi, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

let t: TestApp;
let sink: SmtpSink;
let store: Store;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: {
      SMTP_URL: sink.url,
      JOB_POLL_MS: '50',
      SIGN_IN_LIMIT_PER_WINDOW: '100000',
      WEBHOOK_PRIVATE_TARGETS: 'true',
    },
  });
  store = await createStore(t, 'chat-store');
  const branding = await t.app.inject({
    method: 'PUT',
    url: '/api/merchant/v1/branding',
    headers: { authorization: `Bearer ${store.apiKey}` },
    payload: { supportEmail: 'care@chat-store.example' },
  });
  expect(branding.json().code, branding.body).toBe(0);
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

async function shopper(orderName: string) {
  const email = `${orderName.toLowerCase()}@example.com`;
  await putOrder(t, store, orderName, email);
  return { cookie: await signIn(t, store, orderName, email), email };
}

async function open(cookie: string, language = 'en-US'): Promise<ConversationDetail> {
  const created = await callApi(
    t,
    'ai-chat/create-conversation',
    { requestId: randomUUID() },
    { cookie, language },
  );
  expect(created.body.code, JSON.stringify(created.body)).toBe(0);
  return created.body.data;
}

async function say(
  cookie: string,
  conversationId: string,
  reply: Record<string, unknown>,
  questionId = randomUUID(),
) {
  const answer = await callApi(
    t,
    'ai-chat/create-question',
    { conversationId, questionId, reply: reply as never },
    { cookie },
  );
  return { ...answer, questionId };
}

async function answered(
  cookie: string,
  conversationId: string,
  reply: Record<string, unknown>,
): Promise<QuestionAnswer> {
  const answer = await say(cookie, conversationId, reply);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data;
}

function blocksOf(messages: ChatMessage[]) {
  return messages.flatMap((message) => message.blocks);
}

function optionValues(messages: ChatMessage[]): string[] {
  return blocksOf(messages).flatMap((block) =>
    block.type === 'options' ? block.options.map((o) => o.value) : [],
  );
}

describe('a conversation', () => {
  it('greets in the shopper language, offers the flows, and resumes on another device', async () => {
    const { cookie, email } = await shopper('CH-1');
    const pre = await callApi(t, 'ai-chat/get-pre-conversation-content', {}, { cookie, language: 'de-DE' });
    expect(pre.body.data).toMatchObject({
      assistant: 'builtin',
      latestConversation: null,
      supportEmail: 'care@chat-store.example',
    });
    expect(pre.body.data.greeting).toContain('CH-1');
    expect(pre.body.data.greeting).toMatch(/Hallo/);
    const conversation = await open(cookie, 'de-DE');
    expect(conversation.language).toBe('de-DE');
    expect(conversation.state.currentFlow).toBe('a');
    expect(optionValues(conversation.messages)).toEqual([
      'flow:claim',
      'flow:return',
      'flow:tracking',
      'flow:payout',
      'flow:status',
      'flow:handover',
    ]);
    // A new device: sign in again and resume the latest conversation.
    const other = await signIn(t, store, 'CH-1', email);
    const resumed = await callApi(t, 'ai-chat/create-conversation', { resume: true }, { cookie: other });
    expect(resumed.body.data.conversationId).toBe(conversation.conversationId);
    expect(resumed.body.data.messages).toEqual(conversation.messages);
    const detail = await callApi(
      t,
      'ai-chat/get-conversation-detail',
      { conversationId: conversation.conversationId },
      { cookie: other },
    );
    expect(detail.body.data.lastSeq).toBe(conversation.lastSeq);
  });

  it("answers 100009 for another order's conversation and refuses an option it did not offer", async () => {
    const a = await shopper('CH-2');
    const b = await shopper('CH-3');
    const conversation = await open(a.cookie);
    const foreign = await callApi(
      t,
      'ai-chat/get-conversation-detail',
      { conversationId: conversation.conversationId },
      { cookie: b.cookie },
    );
    expect(foreign.body.code).toBe(100009);
    const unknown = await say(a.cookie, conversation.conversationId, {
      kind: 'option',
      value: 'issue:damage',
    });
    expect(unknown.body.code).toBe(100041);
    // The refused question left nothing behind: the same id works with a valid reply.
    const again = await say(
      a.cookie,
      conversation.conversationId,
      { kind: 'option', value: 'flow:tracking' },
      unknown.questionId,
    );
    expect(again.body.code).toBe(0);
  });
});

describe('a claim filed in the chat', () => {
  it('asks items, issue, photos and payout, proposes a summary and submits once on confirmation', async () => {
    const { cookie } = await shopper('CH-10');
    const { conversationId } = await open(cookie);
    const items = await answered(cookie, conversationId, { kind: 'option', value: 'flow:claim' });
    expect(items.state).toMatchObject({ currentFlow: 'claim', currentStep: 'items' });
    const cards = blocksOf(items.messages).find((block) => block.type === 'products');
    expect(cards?.type === 'products' && cards.products.map((product) => product.title)).toEqual([
      'Sweater',
      'Tote',
    ]);
    const tote =
      cards?.type === 'products' ? cards.products.find((product) => product.title === 'Tote') : undefined;
    const issue = await answered(cookie, conversationId, {
      kind: 'items',
      items: [{ itemId: tote?.itemId as string, quantity: 1 }],
    });
    expect(issue.state.currentStep).toBe('issue');
    const photos = await answered(cookie, conversationId, { kind: 'option', value: 'issue:damage' });
    expect(photos.state).toMatchObject({ currentStep: 'photos', currentIssueType: 'damage' });
    expect(photos.state.dynamicFlowSteps).toEqual(['items', 'issue', 'photos', 'payment', 'summary']);
    const photo = await uploadPhoto(t, cookie);
    const payment = await answered(cookie, conversationId, { kind: 'attachments', attachmentIds: [photo] });
    expect(payment.state.currentStep).toBe('payment');
    const summary = await answered(cookie, conversationId, { kind: 'option', value: 'payment:default' });
    const action = summary.pendingAction;
    expect(action).toMatchObject({ kind: 'submit_claim', status: 'proposed', amount: 2400, currency: 'USD' });
    expect(action?.lines).toContainEqual({ label: 'Photos', value: '1 photo' });
    // The shopper's turns are stored in words (the option's label, the item, "1 photo", the card), not codes.
    const shopperTurns = (
      await callApi(t, 'ai-chat/get-conversation-detail', { conversationId }, { cookie })
    ).body.data.messages
      .filter((message: ChatMessage) => message.role === 'shopper')
      .map((message: ChatMessage) => message.text);
    expect(shopperTurns).toEqual([
      'Report a problem',
      '1 × Tote',
      'Arrived damaged',
      '1 photo',
      'Virtual Visa card to ch-10@example.com',
    ]);
    expect(blocksOf(summary.messages).some((block) => block.type === 'summary')).toBe(true);
    // Nothing is submitted before the confirmation.
    const before = await callApi(t, 'get-claim-list', {}, { cookie });
    expect(before.body.data.claims).toEqual([]);

    const confirm = () =>
      callApi(
        t,
        'ai-chat/ai-chat-box-submit',
        { conversationId, actionId: action?.actionId as string, decision: 'confirm' },
        { cookie },
      );
    const [first, second] = await Promise.all([confirm(), confirm()]);
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    expect(second.body.code, JSON.stringify(second.body)).toBe(0);
    const third = await confirm();
    expect(third.body.data.action).toEqual(first.body.data.action);
    expect(first.body.data.action.status).toBe('executed');
    const claimId = first.body.data.action.result.claimId;
    const claims = await callApi(t, 'get-claim-list', {}, { cookie });
    expect(claims.body.data.claims).toHaveLength(1);
    const claim = await callApi(t, 'get-claim-detail', { claimId }, { cookie });
    expect(claim.body.data).toMatchObject({ issueType: 'damage', status: expect.any(String) });
    expect(
      claim.body.data.attachments.map((attachment: { attachmentId: string }) => attachment.attachmentId),
    ).toEqual([photo]);
    expect(blocksOf(first.body.data.messages)).toContainEqual(
      expect.objectContaining({ type: 'link', href: `issue-details?claimId=${claimId}` }),
    );
  });

  it('takes a payout method typed in and never submits a declined summary', async () => {
    const { cookie } = await shopper('CH-11');
    const { conversationId } = await open(cookie);
    await answered(cookie, conversationId, { kind: 'option', value: 'flow:claim' });
    const products = await callApi(
      t,
      'v2/command-products',
      { purpose: 'claim', query: 'sweat' },
      { cookie },
    );
    expect(products.body.data.products.map((product: { title: string }) => product.title)).toEqual([
      'Sweater',
    ]);
    const sweater = products.body.data.products[0].itemId as string;
    await answered(cookie, conversationId, { kind: 'items', items: [{ itemId: sweater, quantity: 1 }] });
    await answered(cookie, conversationId, { kind: 'option', value: 'issue:damage' });
    await answered(cookie, conversationId, {
      kind: 'attachments',
      attachmentIds: [await uploadPhoto(t, cookie)],
    });
    const summary = await answered(cookie, conversationId, {
      kind: 'payment',
      paymentMethod: { paymentMethod: 'paypal', payAccount: 'me@example.com' },
    });
    expect(summary.messages.find((message) => message.role === 'shopper')?.text).toBe(
      'PayPal to me@example.com',
    );
    const actionId = summary.pendingAction?.actionId as string;
    const declined = await callApi(
      t,
      'ai-chat/ai-chat-box-submit',
      { conversationId, actionId, decision: 'decline' },
      { cookie },
    );
    expect(declined.body.data.action.status).toBe('declined');
    expect(declined.body.data.state.currentFlow).toBe('a');
    const late = await callApi(
      t,
      'ai-chat/ai-chat-box-submit',
      { conversationId, actionId, decision: 'confirm' },
      { cookie },
    );
    expect(late.body.code).toBe(100042);
    const claims = await callApi(t, 'get-claim-list', {}, { cookie });
    expect(claims.body.data.claims).toEqual([]);
  });

  it('answers a repeated question once and refuses its id with another reply (100015)', async () => {
    const { cookie } = await shopper('CH-12');
    const { conversationId } = await open(cookie);
    const first = await say(cookie, conversationId, { kind: 'option', value: 'flow:status' });
    const again = await say(
      cookie,
      conversationId,
      { kind: 'option', value: 'flow:status' },
      first.questionId,
    );
    expect(again.body.data).toEqual(first.body.data);
    const polled = await callApi(
      t,
      'ai-chat/get-question-response',
      { conversationId, questionId: first.questionId },
      { cookie },
    );
    expect(polled.body.data).toEqual(first.body.data);
    const other = await say(
      cookie,
      conversationId,
      { kind: 'option', value: 'flow:tracking' },
      first.questionId,
    );
    expect(other.body.code).toBe(100015);
  });
});

describe('free text without a language model', () => {
  it('fills the claim from what the shopper types and answers a tracking question in German', async () => {
    const { cookie } = await shopper('CH-15');
    const { conversationId } = await open(cookie);
    const claim = await answered(cookie, conversationId, { kind: 'text', text: 'My tote arrived damaged' });
    expect(claim.state).toMatchObject({
      currentFlow: 'claim',
      currentStep: 'photos',
      currentIssueType: 'damage',
    });
    expect(claim.state.currentSelectItem).toHaveLength(1);
    // A question in the middle: tracking is inserted, then the claim resumes where it was.
    const german = await open(cookie, 'de-DE');
    const tracked = await answered(cookie, german.conversationId, {
      kind: 'text',
      text: 'Wo ist mein Paket?',
    });
    expect(blocksOf(tracked.messages).some((block) => block.type === 'packages')).toBe(true);
    // The portal's German says "Sie", and so does the assistant.
    expect(tracked.messages.some((message) => message.text.startsWith('Hier sind Ihre Pakete'))).toBe(true);
    expect(german.messages[0]?.text).toContain('Was möchten Sie tun?');
    const inserted = await answered(cookie, conversationId, { kind: 'text', text: 'where is my package?' });
    expect(blocksOf(inserted.messages).some((block) => block.type === 'packages')).toBe(true);
    expect(inserted.state).toMatchObject({ currentFlow: 'claim', currentStep: 'photos', allInsertFlows: [] });
  });
});

describe('returns, tracking, feedback and heartbeat', () => {
  it('starts a return after its summary is confirmed', async () => {
    const { cookie } = await shopper('CH-20');
    const { conversationId } = await open(cookie);
    const items = await answered(cookie, conversationId, { kind: 'option', value: 'flow:return' });
    const cards = blocksOf(items.messages).find((block) => block.type === 'products');
    const sweater =
      cards?.type === 'products' ? cards.products.find((product) => product.title === 'Sweater') : undefined;
    const reason = await answered(cookie, conversationId, {
      kind: 'items',
      items: [{ itemId: sweater?.itemId as string, quantity: 1 }],
    });
    expect(optionValues(reason.messages)).toContain('reason:changed_mind');
    const resolution = await answered(cookie, conversationId, {
      kind: 'option',
      value: 'reason:changed_mind',
    });
    expect(optionValues(resolution.messages)).toContain('resolution:original_payment');
    const method = await answered(cookie, conversationId, {
      kind: 'option',
      value: 'resolution:original_payment',
    });
    const methods = optionValues(method.messages);
    expect(methods.length).toBeGreaterThan(0);
    const summary = await answered(cookie, conversationId, { kind: 'option', value: methods[0] as string });
    expect(summary.pendingAction).toMatchObject({ kind: 'start_return', status: 'proposed' });
    const confirmed = await callApi(
      t,
      'ai-chat/ai-chat-box-submit',
      { conversationId, actionId: summary.pendingAction?.actionId as string, decision: 'confirm' },
      { cookie },
    );
    expect(confirmed.body.data.action.status, JSON.stringify(confirmed.body)).toBe('executed');
    const returns = await callApi(t, 'list-return-items', {}, { cookie });
    expect(returns.body.data.returns.map((found: { returnId: string }) => found.returnId)).toEqual([
      confirmed.body.data.action.result.returnId,
    ]);
  });

  it('asks the fit of a size reason; the first reason, fit, resolution and method it offers make a return (in German)', async () => {
    const { cookie } = await shopper('CH-22');
    const { conversationId } = await open(cookie, 'de-DE');
    const first = async (answer: QuestionAnswer) =>
      answered(cookie, conversationId, { kind: 'option', value: optionValues(answer.messages)[0] as string });
    const items = await answered(cookie, conversationId, { kind: 'option', value: 'flow:return' });
    expect(items.messages.at(-1)?.text).toBe('Welche Artikel möchten Sie zurücksenden?');
    const cards = blocksOf(items.messages).find((block) => block.type === 'products');
    const item = cards?.type === 'products' ? cards.products[0] : undefined;
    const reason = await answered(cookie, conversationId, {
      kind: 'items',
      items: [{ itemId: item?.itemId as string, quantity: 1 }],
    });
    expect(reason.messages.at(-1)?.text).toBe('Warum senden Sie ihn zurück?');
    expect(optionValues(reason.messages)[0]).toBe('reason:size_fit');
    const fit = await first(reason);
    expect(fit.state.currentStep).toBe('subReason');
    expect(fit.state.dynamicFlowSteps).toEqual([
      'items',
      'reason',
      'subReason',
      'resolution',
      'method',
      'summary',
    ]);
    expect(fit.messages.at(-1)?.text).toBe('Was genau trifft zu?');
    const resolution = await first(fit);
    expect(resolution.messages.at(-1)?.text).toBe('Was möchten Sie stattdessen?');
    const method = await first(resolution);
    expect(method.messages.at(-1)?.text).toBe('Wie möchten Sie ihn zurücksenden?');
    const summary = await first(method);
    expect(summary.pendingAction?.lines).toContainEqual({
      label: 'Grund',
      value: 'Größe oder Passform: Zu klein',
    });
    const confirmed = await callApi(
      t,
      'ai-chat/ai-chat-box-submit',
      { conversationId, actionId: summary.pendingAction?.actionId as string, decision: 'confirm' },
      { cookie },
    );
    expect(confirmed.body.data.action.status, JSON.stringify(confirmed.body)).toBe('executed');
    const opened = await callApi(
      t,
      'user/get-order-return-detail',
      { returnId: confirmed.body.data.action.result.returnId },
      { cookie },
    );
    expect(opened.body.data.lines[0]).toMatchObject({ reason: 'size_fit', subReason: 'too_small' });
  });

  it('shows the packages, takes feedback on an answer and catches up after a lost connection', async () => {
    const { cookie } = await shopper('CH-21');
    const conversation = await open(cookie);
    const tracking = await answered(cookie, conversation.conversationId, {
      kind: 'option',
      value: 'flow:tracking',
    });
    const packages = blocksOf(tracking.messages).find((block) => block.type === 'packages');
    expect(packages?.type === 'packages' && packages.packages).toHaveLength(1);
    const answer = tracking.messages.find((message) => message.role === 'assistant') as ChatMessage;
    const rated = await callApi(
      t,
      'ai-chat/feedback-question',
      { conversationId: conversation.conversationId, messageId: answer.messageId, rating: 'helpful' },
      { cookie },
    );
    expect(rated.body.data).toEqual({ messageId: answer.messageId, feedback: 'helpful' });
    const shopperLine = tracking.messages.find((message) => message.role === 'shopper') as ChatMessage;
    const notOwn = await callApi(
      t,
      'ai-chat/feedback-question',
      { conversationId: conversation.conversationId, messageId: shopperLine.messageId, rating: 'helpful' },
      { cookie },
    );
    expect(notOwn.body.code).toBe(100009);
    const beat = await callApi(
      t,
      'ai-chat/heartbeat',
      { conversationId: conversation.conversationId, afterSeq: conversation.lastSeq },
      { cookie },
    );
    expect(beat.body.data.messages.map((message: ChatMessage) => message.messageId)).toEqual(
      tracking.messages.map((message) => message.messageId),
    );
    expect(beat.body.data).toMatchObject({
      status: 'open',
      pendingQuestionIds: [],
      lastSeq: tracking.lastSeq,
    });
  });
});

describe('talk to a person', () => {
  it('e-mails the transcript to the store, tells the shopper when to expect an answer and tells the webhooks', async () => {
    const endpoint = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/v1/webhooks/endpoints',
      headers: { authorization: `Bearer ${store.apiKey}` },
      payload: { url: 'http://127.0.0.1:9/hooks', eventTypes: ['conversation.handed_over'] },
    });
    expect(endpoint.json().code, endpoint.body).toBe(0);
    const { cookie, email } = await shopper('CH-30');
    const { conversationId } = await open(cookie, 'fr-FR');
    await answered(cookie, conversationId, { kind: 'option', value: 'flow:tracking' });
    const summary = await answered(cookie, conversationId, { kind: 'option', value: 'flow:handover' });
    expect(summary.pendingAction).toMatchObject({ kind: 'hand_over', title: 'Parler à une personne' });
    const since = sink.messages.length;
    const confirm = () =>
      callApi(
        t,
        'ai-chat/ai-chat-box-submit',
        { conversationId, actionId: summary.pendingAction?.actionId as string, decision: 'confirm' },
        { cookie },
      );
    const done = await confirm();
    await confirm();
    expect(done.body.data.action.status).toBe('executed');
    expect(done.body.data.messages[0].text).toContain(email);
    expect(blocksOf(done.body.data.messages)).toContainEqual(
      expect.objectContaining({ type: 'handover', supportEmail: 'care@chat-store.example' }),
    );
    const mail = await sink.waitForMessage('care@chat-store.example', 10_000, since);
    expect(mail.subject).toContain('CH-30');
    expect(mail.text).toContain(email);
    expect(mail.text).toContain('Bonjour');
    expect(mail.text).toContain(`Shopper (${email}): Suivre mon colis`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.slice(since).filter((found) => found.to === 'care@chat-store.example')).toHaveLength(
      1,
    );
    const detail = await callApi(t, 'ai-chat/get-conversation-detail', { conversationId }, { cookie });
    expect(detail.body.data).toMatchObject({
      status: 'handed_over',
      handover: { supportEmail: 'care@chat-store.example' },
    });
    const deliveries = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/v1/webhooks/endpoints/${endpoint.json().data.endpointId}/deliveries`,
      headers: { authorization: `Bearer ${store.apiKey}` },
    });
    expect(
      deliveries.json().data.deliveries.map((delivery: { eventType: string }) => delivery.eventType),
    ).toEqual(['conversation.handed_over']);
  });
});

describe('chat mode (spec 6)', () => {
  it('follows the rollout rule: half the orders by SHA-256 of the order id, the channels, the store setting; force_mode and chat_mode decide alone', async () => {
    // A store on no list: an order is on exactly when the last hex digit of SHA-256(order id) is even.
    const byParity = new Map<boolean, string>();
    for (let index = 0; index < 40 && byParity.size < 2; index += 1) {
      const orderName = `CH-5${index}`;
      const email = `ch-5${index}@example.com`;
      const orderId = await putOrder(t, store, orderName, email);
      const login = await callApi(t, 'rc-login', {
        merchantId: store.merchantId,
        orderName,
        contactInfo: email,
      });
      expect(login.body.code, JSON.stringify(login.body)).toBe(0);
      expect(login.body.data.supportChatMode).toBe(orderIdInChatHalf(orderId));
      byParity.set(login.body.data.supportChatMode, sessionCookieOf(login));
    }
    expect([...byParity.keys()].sort()).toEqual([false, true]);
    const off = byParity.get(false) as string;
    const pre = (cookie: string, input: Record<string, unknown> = {}) =>
      callApi(t, 'ai-chat/get-pre-conversation-content', input as never, { cookie });
    expect((await pre(off)).body.data).toMatchObject({
      supportChatMode: false,
      chatMode: false,
      forced: false,
    });
    // The overrides: force_mode first, then chat_mode, when they say true or false (any case).
    expect((await pre(off, { chatMode: 'TRUE' })).body.data).toMatchObject({ chatMode: true, forced: false });
    expect((await pre(off, { forceMode: 'true', chatMode: 'false' })).body.data).toMatchObject({
      supportChatMode: false,
      chatMode: true,
      forced: true,
    });
    expect((await pre(byParity.get(true) as string, { forceMode: 'false' })).body.data).toMatchObject({
      supportChatMode: true,
      chatMode: false,
    });
    expect((await pre(off, { chatMode: 'maybe' })).body.data.chatMode).toBe(false);

    // The channels zeelool, costway and jeulia are always on.
    const channel = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/orders/CH-ZEE',
      headers: { authorization: `Bearer ${store.apiKey}` },
      payload: { ...orderBody('ch-zee@example.com'), channel: 'zeelool' },
    });
    expect(channel.json().code, channel.body).toBe(0);
    const zeelool = await callApi(t, 'rc-login', {
      merchantId: store.merchantId,
      orderName: 'CH-ZEE',
      contactInfo: 'ch-zee@example.com',
    });
    expect(zeelool.body.data.supportChatMode).toBe(true);

    // The store's own setting puts it on the allow-list: the order that was off is on.
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/branding',
      headers: { authorization: `Bearer ${store.apiKey}` },
      payload: { settings: { chatMode: true } },
    });
    expect(on.json().code, on.body).toBe(0);
    expect((await pre(off)).body.data).toMatchObject({ supportChatMode: true, chatMode: true });
  });
});

describe("the shopper's data (issue 15)", () => {
  it('exports the conversations with their messages and proposals; an erasure blanks what was said and keeps the trail', async () => {
    const { cookie } = await shopper('CH-60');
    const { conversationId } = await open(cookie);
    await answered(cookie, conversationId, { kind: 'text', text: 'I want to talk to a person please' });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/gateway/ins-claim-product/api/resolution-center/export-order-data',
      headers: { cookie },
    });
    expect(exported.statusCode).toBe(200);
    const [conversation] = exported.json().conversations;
    expect(conversation).toMatchObject({ conversationId, language: 'en-US', status: 'open' });
    expect(conversation.messages.map((message: { text: string }) => message.text)).toContain(
      'I want to talk to a person please',
    );
    expect(conversation.actions).toMatchObject([{ kind: 'hand_over', status: 'proposed' }]);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/v1/orders/CH-60/erase-personal-data',
      headers: { authorization: `Bearer ${store.apiKey}` },
      payload: { requestedBy: 'the shopper, by e-mail' },
    });
    expect(erased.json().code, erased.body).toBe(0);
    const db = t.services.database.db;
    const texts = rowsOf(
      await db.execute(
        sql`select m.text, m.role from conversation_messages m join conversations c on c.id = m.conversation_id where c.id = ${conversationId}`,
      ),
    );
    expect(texts.length).toBeGreaterThan(2);
    expect(texts.every((row) => row.text === '')).toBe(true);
    const [action] = rowsOf(
      await db.execute(
        sql`select kind, status, payload, summary from conversation_actions where conversation_id = ${conversationId}`,
      ),
    );
    expect(action).toMatchObject({ kind: 'hand_over', status: 'proposed', payload: {} });
    expect(JSON.stringify(action?.summary)).not.toContain('care@chat-store.example');
  });
});

describe('retention (decision 039)', () => {
  it('deletes conversations quiet for ASSISTANT_RETENTION_DAYS with their messages, and keeps the others', async () => {
    const { cookie } = await shopper('CH-70');
    const old = await open(cookie);
    const recent = await open(cookie);
    const db = t.services.database.db;
    await db.execute(
      sql`update conversations set updated_at = now() - interval '181 days' where id = ${old.conversationId}`,
    );
    const result = await t.services.retention.sweep();
    expect(result.conversations).toBe(1);
    const left = rowsOf(
      await db.execute(
        sql`select id from conversations where id in (${old.conversationId}, ${recent.conversationId})`,
      ),
    );
    expect(left.map((row) => row.id)).toEqual([recent.conversationId]);
    expect(
      rowsOf(
        await db.execute(
          sql`select count(*)::int as n from conversation_messages where conversation_id = ${old.conversationId}`,
        ),
      )[0]?.n,
    ).toBe(0);
    const gone = await callApi(
      t,
      'ai-chat/get-conversation-detail',
      { conversationId: old.conversationId },
      { cookie },
    );
    expect(gone.body.code).toBe(100009);
  });
});

/** The rows of a raw query, whichever driver ran it. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) ?? [];
}
