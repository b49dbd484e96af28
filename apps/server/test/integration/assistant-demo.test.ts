// The assistant's demo orders (#1050-#1059, apps/server/src/demo/demo-assistant.ts) as the web's
// journeys (e2e/assistant.test.ts) use them: chat mode on for the demo store; a damage claim with a
// photo; "where is my package?" answered with the package; the first reason, fit, resolution and
// method offered make a return in English and German; a hand-over e-mailed to the store with
// "order #NNNN needs a person"; an approved claim to get paid; the status of a claim and a return;
// a conversation already started; a second seed (restart) adds nothing.
import { randomUUID } from 'node:crypto';
import type { ChatBlock, ChatMessage, QuestionAnswer } from '@rc/contract/assistant/calls';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/seed-demo';
import { uploadPhoto } from '../support/shopper-orders';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { callApi, createTestApp, signInToDemo, type TestApp } from '../support/test-app';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ demo: true, env: { SMTP_URL: sink.url, JOB_POLL_MS: '50' } });
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

function blocksOf(messages: ChatMessage[]): ChatBlock[] {
  return messages.flatMap((message) => message.blocks);
}

function firstOption(answer: { messages: ChatMessage[] }): string {
  const options = blocksOf(answer.messages).flatMap((block) =>
    block.type === 'options' ? block.options : [],
  );
  return options[0]?.value as string;
}

/** A chat on a demo order: open it and answer turn by turn. */
async function chatOn(orderName: string, language = 'en-US') {
  const { cookie, login } = await signInToDemo(t, orderName);
  const opened = await callApi(
    t,
    'ai-chat/create-conversation',
    { requestId: randomUUID() },
    { cookie, language },
  );
  expect(opened.body.code, JSON.stringify(opened.body)).toBe(0);
  const conversationId = opened.body.data.conversationId as string;
  const reply = async (value: Record<string, unknown>): Promise<QuestionAnswer> => {
    const answer = await callApi(
      t,
      'ai-chat/create-question',
      { conversationId, questionId: randomUUID(), reply: value as never },
      { cookie },
    );
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    return answer.body.data;
  };
  const decide = async (actionId: string) => {
    const decided = await callApi(
      t,
      'ai-chat/ai-chat-box-submit',
      { conversationId, actionId, decision: 'confirm' },
      { cookie },
    );
    expect(decided.body.code, JSON.stringify(decided.body)).toBe(0);
    return decided.body.data;
  };
  return {
    cookie,
    login,
    conversationId,
    greeting: opened.body.data.messages as ChatMessage[],
    reply,
    decide,
  };
}

/** Picks the first item the products card offers. */
function firstItem(answer: QuestionAnswer) {
  const cards = blocksOf(answer.messages).find((block) => block.type === 'products');
  const product = cards?.type === 'products' ? cards.products[0] : undefined;
  return { kind: 'items', items: [{ itemId: product?.itemId as string, quantity: 1 }] };
}

describe("the assistant's demo orders", () => {
  it('offers the chat first on the demo store and files a damage claim with a photo on #1050', async () => {
    const chat = await chatOn('#1050');
    expect(chat.login.supportChatMode).toBe(true);
    expect(chat.greeting[0]?.text).toContain('I can help with order #1050');
    const items = await chat.reply({ kind: 'option', value: 'flow:claim' });
    const issue = await chat.reply(firstItem(items));
    expect(issue.state.currentStep).toBe('issue');
    const photos = await chat.reply({ kind: 'option', value: 'issue:damage' });
    expect(photos.state.currentStep).toBe('photos');
    const payment = await chat.reply({
      kind: 'attachments',
      attachmentIds: [await uploadPhoto(t, chat.cookie)],
    });
    const summary = await chat.reply({ kind: 'option', value: firstOption(payment) });
    const done = await chat.decide(summary.pendingAction?.actionId as string);
    expect(done.action).toMatchObject({ kind: 'submit_claim', status: 'executed' });
  });

  it.each([
    ['#1053', 'en-US', 'Size or fit: Too small'],
    ['#1054', 'de-DE', 'Größe oder Passform: Zu klein'],
  ])(
    'accepts the return on %s (%s) with the first reason, fit, resolution and method offered',
    async (orderName, language, reason) => {
      const chat = await chatOn(orderName, language);
      let answer = await chat.reply(firstItem(await chat.reply({ kind: 'option', value: 'flow:return' })));
      while (!answer.pendingAction) {
        expect(answer.state.currentFlow).toBe('return');
        answer = await chat.reply({ kind: 'option', value: firstOption(answer) });
      }
      expect(answer.pendingAction.lines.map((line) => line.value)).toContain(reason);
      const done = await chat.decide(answer.pendingAction.actionId);
      expect(done.action).toMatchObject({ kind: 'start_return', status: 'executed' });
      expect(blocksOf(done.messages)).toContainEqual(
        expect.objectContaining({
          type: 'link',
          href: `order-details?returnId=${done.action.result.returnId}`,
        }),
      );
    },
  );

  it('answers "where is my package?" on #1052 with the package on its way, then hands over to the store by e-mail', async () => {
    const chat = await chatOn('#1052');
    const tracked = await chat.reply({ kind: 'text', text: 'where is my package?' });
    const packages = blocksOf(tracked.messages).find((block) => block.type === 'packages');
    expect(packages?.type === 'packages' && packages.packages[0]).toMatchObject({
      carrier: { code: 'ups' },
      status: 'in_transit',
    });
    const since = sink.messages.length;
    const proposed = await chat.reply({ kind: 'text', text: 'I want to talk to a person please' });
    expect(proposed.pendingAction?.kind).toBe('hand_over');
    await chat.decide(proposed.pendingAction?.actionId as string);
    const mail = await sink.waitForMessage('help@northwind.example', 10_000, since);
    expect(mail.subject).toContain('order #1052 needs a person');
    expect(mail.text).toContain('where is my package?');
    expect(mail.text).toContain('shopper@example.com');
  });

  it('gets the approved claim of #1056 paid, and shows the claim and the return of #1057', async () => {
    const payout = await chatOn('#1056');
    const proposed = await payout.reply({ kind: 'option', value: 'flow:payout' });
    expect(proposed.pendingAction).toMatchObject({ kind: 'cash_out', status: 'proposed' });
    const status = await chatOn('#1057');
    const shown = await status.reply({ kind: 'option', value: 'flow:status' });
    const kinds = blocksOf(shown.messages).map((block) => block.type);
    expect(kinds).toContain('claim');
    expect(kinds).toContain('return');
  });

  it('resumes the conversation already started on #1059 at the photos of the broken mug', async () => {
    const { cookie } = await signInToDemo(t, '#1059');
    const resumed = await callApi(t, 'ai-chat/create-conversation', { resume: true }, { cookie });
    expect(resumed.body.data.state).toMatchObject({
      currentFlow: 'claim',
      currentStep: 'photos',
      currentIssueType: 'damage',
    });
    expect(resumed.body.data.messages.map((message: ChatMessage) => message.text)).toContain(
      'My stoneware mug arrived broken',
    );
  });

  it('adds nothing on a second seed (a restart)', async () => {
    const count = async () =>
      (
        (await t.services.database.db.execute(
          sql`select (select count(*) from conversations)::int + (select count(*) from claims)::int + (select count(*) from returns)::int as n`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    const before = await count();
    await seedDemo(t.services, 'http://localhost:3000');
    expect(await count()).toBe(before);
  });
});
