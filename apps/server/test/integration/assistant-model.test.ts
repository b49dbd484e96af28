// The model adapter against a chat-completions server on loopback (a real HTTP exchange): the
// model reads the order through tools whose schemas come from the contract, proposes a claim that
// the shopper refuses (nothing is submitted), sees the signed-in order only, and on a timeout or
// an error the built-in assistant answers instead.
import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@rc/contract/assistant/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatCompletionsFake } from '../support/chat-completions-fake';
import { createStore, putOrder, type Store, signIn, uploadPhoto } from '../support/shopper-orders';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startChatCompletionsFake>>;
let store: Store;

beforeAll(async () => {
  fake = await startChatCompletionsFake();
  t = await createTestApp({
    env: {
      ASSISTANT_MODEL_BASE_URL: fake.baseUrl,
      ASSISTANT_MODEL_API_KEY: 'sk-test-key',
      ASSISTANT_MODEL: 'scripted-model',
      ASSISTANT_MODEL_TIMEOUT_MS: '800',
      SIGN_IN_LIMIT_PER_WINDOW: '100000',
    },
  });
  store = await createStore(t, 'model-store');
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

async function shopper(orderName: string) {
  const email = `${orderName.toLowerCase()}@example.com`;
  await putOrder(t, store, orderName, email);
  const cookie = await signIn(t, store, orderName, email);
  const opened = await callApi(t, 'ai-chat/create-conversation', {}, { cookie });
  return { cookie, conversationId: opened.body.data.conversationId as string, opened: opened.body.data };
}

async function ask(cookie: string, conversationId: string, text: string) {
  const answer = await callApi(
    t,
    'ai-chat/create-question',
    { conversationId, questionId: randomUUID(), reply: { kind: 'text', text } },
    { cookie },
  );
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data as {
    messages: ChatMessage[];
    pendingAction: { actionId: string; kind: string } | null;
  };
}

const assistantLines = (messages: ChatMessage[]) =>
  messages.filter((message) => message.role === 'assistant');

describe('the model adapter', () => {
  it('talks after reading the order through a tool, with the contract schemas and the signed-in order only', async () => {
    await putOrder(t, store, 'MD-OTHER', 'someone-else@example.com');
    const { cookie, conversationId, opened } = await shopper('MD-1');
    expect(opened.assistant).toBe('model');
    fake.script.push(
      { message: { content: null, tool_calls: [fake.toolCall('list_order_items', { purpose: 'claim' })] } },
      { message: { content: 'Your Tote and Sweater can be claimed.' } },
    );
    const before = fake.received.length;
    const answer = await ask(cookie, conversationId, 'what can I claim?');
    expect(assistantLines(answer.messages).map((message) => [message.source, message.text])).toEqual([
      ['model', 'Your Tote and Sweater can be claimed.'],
    ]);
    const [first, second] = fake.received.slice(before);
    expect(first?.headers.authorization).toBe('Bearer sk-test-key');
    expect(first?.body.model).toBe('scripted-model');
    const claimTool = first?.body.tools.find((tool) => tool.function.name === 'propose_claim');
    expect(JSON.stringify(claimTool?.function.parameters)).toContain('"damage"');
    const system = first?.body.messages[0]?.content ?? '';
    expect(system).toContain('MD-1');
    expect(system).toContain('Tote');
    expect(JSON.stringify(fake.received.slice(before))).not.toContain('MD-OTHER');
    const toolAnswer = second?.body.messages.find((message) => message.role === 'tool');
    expect(toolAnswer?.tool_call_id).toBe('call_list_order_items');
    expect(JSON.parse(toolAnswer?.content ?? '[]').map((item: { title: string }) => item.title)).toEqual([
      'Sweater',
      'Tote',
    ]);
  });

  it('proposes a claim as a tool call; the shopper refuses the summary and nothing is submitted', async () => {
    const { cookie, conversationId } = await shopper('MD-2');
    const items = await callApi(t, 'v2/command-products', { purpose: 'claim', query: 'tote' }, { cookie });
    const tote = items.body.data.products[0].itemId as string;
    const photo = await uploadPhoto(t, cookie);
    fake.script.push({
      message: {
        content: 'Here is the claim for your tote.',
        tool_calls: [
          fake.toolCall('propose_claim', {
            issueType: 'damage',
            items: [{ itemId: tote, quantity: 1 }],
            details: { description: 'The handle tore off' },
            attachmentIds: [photo],
            paymentMethod: { paymentMethod: 'virtual_card', payAccount: 'md-2@example.com' },
          }),
        ],
      },
    });
    const answer = await ask(cookie, conversationId, 'my tote arrived torn, please file a claim');
    expect(answer.pendingAction).toMatchObject({ kind: 'submit_claim', status: 'proposed' });
    expect(assistantLines(answer.messages)[0]).toMatchObject({
      source: 'model',
      text: 'Here is the claim for your tote.',
    });
    const refused = await callApi(
      t,
      'ai-chat/ai-chat-box-submit',
      { conversationId, actionId: answer.pendingAction?.actionId as string, decision: 'decline' },
      { cookie },
    );
    expect(refused.body.data.action.status).toBe('declined');
    const claims = await callApi(t, 'get-claim-list', {}, { cookie });
    expect(claims.body.data.claims).toEqual([]);
  });

  it('hands the turn to the built-in assistant when the model times out or fails', async () => {
    const { cookie, conversationId } = await shopper('MD-3');
    fake.script.push({ delayMs: 3000, message: { content: 'too late' } });
    const started = Date.now();
    const slow = await ask(cookie, conversationId, 'where is my package?');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(assistantLines(slow.messages).every((message) => message.source === 'builtin')).toBe(true);
    expect(
      slow.messages.flatMap((message) => message.blocks).some((block) => block.type === 'packages'),
    ).toBe(true);
    fake.script.push({ status: 500 });
    const failed = await ask(cookie, conversationId, 'where is my package?');
    expect(assistantLines(failed.messages).every((message) => message.source === 'builtin')).toBe(true);
    // A tool call with arguments outside the contract's schema: the built-in assistant answers.
    fake.script.push({
      message: { content: null, tool_calls: [fake.toolCall('propose_cash_out', { claimId: 'nope' })] },
    });
    const invalid = await ask(cookie, conversationId, 'pay me');
    expect(assistantLines(invalid.messages).every((message) => message.source === 'builtin')).toBe(true);
    expect(invalid.pendingAction).toBeNull();
  });
});
