import type { RequestOf } from '@rc/contract/call-types';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { context, renderScreen } from '../../../test/render';
import {
  ACTION,
  action,
  CLAIM,
  CONVERSATION,
  detail,
  ITEM,
  message,
  NOW,
  product,
  STATE,
} from '../chat-fixtures';
import { useChatStore } from '../stores/chat-store';
import { ChatScreen } from './chat-screen';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const greeting = message(1, 'assistant', 'Hi! What can I do for you?', [
  {
    type: 'options',
    options: [
      { value: 'claim', label: 'Report a problem', flow: 'claim' },
      { value: 'tracking', label: 'Track my package', flow: 'tracking' },
    ],
  },
]);

let questions: RequestOf<'ai-chat/create-question'>[];
let decisions: RequestOf<'ai-chat/ai-chat-box-submit'>[];
let opened: ReturnType<typeof detail>;
let answerQuestion: (input: RequestOf<'ai-chat/create-question'>) => unknown;

beforeEach(() => {
  questions = [];
  decisions = [];
  opened = detail([greeting]);
  answerQuestion = (input) => ({
    ok: true,
    data: {
      questionId: input.questionId,
      status: 'answered',
      messages: [
        { ...message(2, 'shopper', 'Track my package'), questionId: input.questionId },
        message(3, 'assistant', 'Your package is on its way.'),
      ],
      state: { ...STATE, currentFlow: 'tracking', showOptions: false },
      pendingAction: null,
      lastSeq: 3,
    },
  });
  gateway.mockReset();
  gateway.mockImplementation(async (name, input) => {
    if (name === 'ai-chat/get-pre-conversation-content')
      return {
        ok: true,
        data: {
          supportChatMode: true,
          chatMode: true,
          forced: false,
          assistant: 'builtin',
          greeting: 'Hi!',
          options: [],
          latestConversation: null,
          supportEmail: 'help@example.com',
          expectedReplyHours: 24,
        },
      } as never;
    if (name === 'ai-chat/create-conversation' || name === 'ai-chat/get-conversation-detail')
      return { ok: true, data: opened } as never;
    if (name === 'ai-chat/create-question') {
      questions.push(input as RequestOf<'ai-chat/create-question'>);
      return answerQuestion(input as RequestOf<'ai-chat/create-question'>) as never;
    }
    if (name === 'ai-chat/ai-chat-box-submit') {
      decisions.push(input as RequestOf<'ai-chat/ai-chat-box-submit'>);
      return {
        ok: true,
        data: {
          action: action('executed'),
          messages: [message(4, 'assistant', 'Your claim is in.')],
          state: { ...STATE, showOptions: false },
          lastSeq: 4,
        },
      } as never;
    }
    if (name === 'v2/command-products') return { ok: true, data: { products: [product()] } } as never;
    if (name === 'ai-chat/feedback-question')
      return {
        ok: true,
        data: { messageId: (input as { messageId: string }).messageId, feedback: 'helpful' },
      } as never;
    if (name === 'ai-chat/heartbeat')
      return {
        ok: true,
        data: {
          status: 'open',
          lastSeq: 0,
          messages: [],
          pendingQuestionIds: [],
          pendingAction: null,
          serverTime: NOW,
          nextHeartbeatMs: 20_000,
        },
      } as never;
    throw new Error(`unexpected call ${name}`);
  });
});

function renderChat(conversationId: string | null = null) {
  return renderScreen(
    '/demo/chat',
    <ChatScreen
      subPath={context.subPath}
      orderId={context.orderId}
      conversationId={conversationId}
      to={null}
    />,
  );
}

describe('ChatScreen', () => {
  it('shows the conversation as a log, with the answer’s options as buttons', async () => {
    renderChat();
    const log = await screen.findByRole('log', { name: 'Conversation with the assistant' });
    await within(log).findByText('Hi! What can I do for you?');
    expect(within(log).getByRole('button', { name: 'Track my package' })).toBeTruthy();
    // The spec's chat store: the flow starts at 'a'.
    expect(useChatStore.getState().currentFlow).toBe('a');
    expect(useChatStore.getState().conversationId).toBe(CONVERSATION);
  });

  it('sends a chosen option as the shopper’s turn and shows the answer and the new flow', async () => {
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'Track my package' }));
    await screen.findByText('Your package is on its way.');
    expect(questions).toHaveLength(1);
    expect(questions[0]?.reply).toEqual({ kind: 'option', value: 'tracking' });
    expect(questions[0]?.questionId).toMatch(/^[\w-]{8,100}$/);
    expect(useChatStore.getState().currentFlow).toBe('tracking');
    // An older answer's options no longer take a reply.
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('sends typed text to the assistant', async () => {
    renderChat();
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    await waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(field, { target: { value: 'where is my package?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Your package is on its way.');
    expect(questions[0]?.reply).toEqual({ kind: 'text', text: 'where is my package?' });
  });

  it('keeps a turn whose answer was lost and sends it again with the same questionId', async () => {
    let lose = true;
    const answer = answerQuestion;
    answerQuestion = (input) => {
      if (lose) {
        lose = false;
        return { ok: false, code: ERROR_CODES.UNEXPECTED_ERROR, message: null };
      }
      return answer(input);
    };
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'Track my package' }));
    await screen.findByText(/The connection was lost/);
    // The shopper's turn stays on screen while it waits.
    expect(screen.getByText('Track my package')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    await screen.findByText('Your package is on its way.');
    expect(questions).toHaveLength(2);
    expect(questions[1]?.questionId).toBe(questions[0]?.questionId);
    expect(screen.queryByText(/The connection was lost/)).toBeNull();
  });

  it('submits nothing until the shopper confirms the summary, then links to what was made', async () => {
    opened = detail(
      [message(1, 'assistant', 'Please check.', [{ type: 'summary', action: action('proposed') }])],
      action('proposed'),
    );
    renderChat(CONVERSATION);
    const summary = await screen.findByRole('region', { name: 'Your claim' });
    expect(within(summary).getByText('1 × Canvas Tote')).toBeTruthy();
    expect(within(summary).getByText('$24.00')).toBeTruthy();
    expect(decisions).toHaveLength(0);
    fireEvent.click(within(summary).getByRole('button', { name: 'Confirm and submit the claim' }));
    await screen.findByText('Your claim is in.');
    expect(decisions).toEqual([{ conversationId: CONVERSATION, actionId: ACTION, decision: 'confirm' }]);
    expect(within(summary).getByText('Done')).toBeTruthy();
    const link = within(summary).getByRole('link', { name: 'Open the claim' });
    expect(link.getAttribute('href')).toBe(`/demo/issue-details?claimId=${CLAIM}`);
    expect(within(summary).queryByRole('button', { name: /Confirm/ })).toBeNull();
  });

  it('sends the items and quantities chosen on the item cards', async () => {
    opened = detail([
      message(1, 'assistant', 'Which items?', [
        {
          type: 'products',
          purpose: 'claim',
          multiple: true,
          products: [product()],
        },
      ]),
    ]);
    renderChat(CONVERSATION);
    await screen.findByText('2 can be claimed', { exact: false });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Choose at least one item.');
    expect(questions).toHaveLength(0);
    fireEvent.change(screen.getByRole('combobox', { name: 'How many of Canvas Tote' }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Your package is on its way.');
    expect(questions[0]?.reply).toEqual({ kind: 'items', items: [{ itemId: ITEM, quantity: 2 }] });
  });

  it('rates an answer with a toggle button', async () => {
    renderChat();
    await screen.findByText('Hi! What can I do for you?');
    const helpful = screen.getByRole('button', { name: 'Helpful' });
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(helpful);
    await waitFor(() => expect(helpful.getAttribute('aria-pressed')).toBe('true'));
    expect(gateway).toHaveBeenCalledWith('ai-chat/feedback-question', {
      conversationId: CONVERSATION,
      messageId: greeting.messageId,
      rating: 'helpful',
    });
  });

  it('shows a refusal’s message from the server', async () => {
    answerQuestion = () => ({ ok: false, code: 100041, message: 'That option is not offered now.' });
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await screen.findByText('That option is not offered now.');
    expect(useChatStore.getState().pendingTurn).toBeNull();
  });

  it('resumes the order’s latest conversation on a new device; `to` opens a flow instead', async () => {
    renderChat();
    await screen.findByText('Hi! What can I do for you?');
    const opens = () =>
      gateway.mock.calls.filter(([name]) => name === 'ai-chat/create-conversation').map(([, input]) => input);
    expect(opens()).toEqual([expect.objectContaining({ resume: true, language: 'en-US' })]);
    useChatStore.getState().clear();
    renderScreen(
      '/demo/chat',
      <ChatScreen subPath={context.subPath} orderId={context.orderId} conversationId={null} to="return" />,
    );
    await waitFor(() => expect(opens()).toHaveLength(2));
    expect(opens()[1]).toEqual(expect.objectContaining({ to: 'return', resume: false }));
  });

  it('points back to a summary still waiting above, and lists what the chat made once confirmed', async () => {
    const proposed = action('proposed');
    opened = detail(
      [
        message(1, 'assistant', 'Please check.', [{ type: 'summary', action: proposed }]),
        message(2, 'shopper', 'where is my package?'),
        message(3, 'assistant', 'Your package is on its way.'),
      ],
      proposed,
    );
    renderChat(CONVERSATION);
    fireEvent.click(await screen.findByRole('button', { name: 'Show the summary' }));
    expect(document.activeElement?.textContent).toBe('Confirm and submit the claim');
    expect(screen.getByText('A summary is waiting for your confirmation.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Made in this chat' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and submit the claim' }));
    const made = await screen.findByRole('navigation', { name: 'Made in this chat' });
    expect(within(made).getByRole('link', { name: 'Your claim' }).getAttribute('href')).toBe(
      `/demo/issue-details?claimId=${CLAIM}`,
    );
    expect(screen.queryByText('A summary is waiting for your confirmation.')).toBeNull();
  });

  it('tells the shopper an automated assistant answers, and how to write to the store', async () => {
    renderChat();
    await screen.findByText('You are chatting with an automated assistant, not a person.');
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
  });
});
