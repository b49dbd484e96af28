// The AI chat store's reducers (spec 3): a conversation loaded whole, answers merged in by
// position, an action's decision shown wherever its summary is, ratings, what the chat made.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACTION,
  action,
  CLAIM,
  CONVERSATION,
  detail,
  ITEM,
  message,
  PACKAGE,
  RETURN,
  STATE,
} from '../chat-fixtures';
import { EMPTY_CHAT, fromServerState, mergeMessages, useChatStore } from './chat-store';

const ORDER = '00000000-0000-4000-8000-00000000a001';
const store = () => useChatStore.getState();

beforeEach(() => {
  store().clear();
});

describe('the chat store starts as the spec says', () => {
  it('has every field of spec 3, currentFlow at a, nothing waiting', () => {
    for (const field of [
      'conversationHistory',
      'currentFlow',
      'currentIssueType',
      'currentAddItemFulfillmentId',
      'currentStep',
      'dynamicFlowSteps',
      'allInsertFlows',
      'selectedOptions',
      'isSystemTyping',
      'showOptions',
      'isLoading',
      'error',
      'aiBotData',
      'returnHomeData',
      'summaryData',
      'currentSelectItem',
      'detailData',
    ])
      expect(store()).toHaveProperty(field);
    expect(store().currentFlow).toBe('a');
    expect(store().conversationHistory).toEqual([]);
    expect(store().summaryData).toBeNull();
  });
});

describe('fromServerState', () => {
  it('maps the server’s ChatState onto the store’s fields of the same names', () => {
    const state = {
      ...STATE,
      currentFlow: 'claim' as const,
      currentStep: 'photos',
      dynamicFlowSteps: ['items', 'issue', 'photos', 'payment', 'summary'],
      currentIssueType: 'damage' as const,
      currentAddItemFulfillmentId: PACKAGE,
      allInsertFlows: ['return' as const],
      selectedOptions: ['damage'],
      currentSelectItem: [{ itemId: ITEM, quantity: 1 }],
      showOptions: false,
    };
    expect(fromServerState(state)).toEqual(state);
  });
});

describe('mergeMessages', () => {
  it('keeps each position once, the newer copy winning, oldest first', () => {
    const first = message(1, 'assistant', 'Hi');
    const second = message(2, 'shopper', 'draft text');
    const secondFromServer = { ...message(2, 'shopper', '1 photo'), feedback: null };
    const third = message(3, 'assistant', 'Thanks');
    expect(mergeMessages([first, second], [third, secondFromServer]).map((m) => m.text)).toEqual([
      'Hi',
      '1 photo',
      'Thanks',
    ]);
    expect(mergeMessages([], [third, first]).map((m) => m.seq)).toEqual([1, 3]);
  });
});

describe('loaded', () => {
  it('takes the conversation whole: messages, state, the summary waiting, the standing', () => {
    const proposed = action('proposed');
    store().loaded(
      ORDER,
      detail([message(1, 'assistant', 'Check this', [{ type: 'summary', action: proposed }])], proposed, {
        state: { ...STATE, currentFlow: 'claim', currentStep: 'summary' },
        assistant: 'model',
        status: 'handed_over',
        handover: {
          at: '2026-11-26T01:00:00.000Z',
          supportEmail: 'care@example.com',
          expectedReplyBy: '2026-11-27T01:00:00.000Z',
        },
      }),
    );
    expect(store().orderId).toBe(ORDER);
    expect(store().conversationId).toBe(CONVERSATION);
    expect(store().currentFlow).toBe('claim');
    expect(store().currentStep).toBe('summary');
    expect(store().summaryData?.actionId).toBe(ACTION);
    expect(store().detailData).toEqual({
      status: 'handed_over',
      assistant: 'model',
      language: 'en-US',
      handover: expect.objectContaining({ supportEmail: 'care@example.com' }),
    });
    expect(store().lastSeq).toBe(1);
  });

  it('finds what executed actions made, for the way back to their pages', () => {
    store().loaded(
      ORDER,
      detail([
        message(1, 'assistant', 'Done', [{ type: 'summary', action: action('executed') }]),
        message(2, 'assistant', 'Done too', [
          {
            type: 'summary',
            action: action('executed', {
              actionId: '00000000-0000-4000-8000-0000000c0021',
              kind: 'start_return',
              result: { claimId: null, returnId: RETURN, payoutId: null },
            }),
          },
        ]),
        message(3, 'assistant', 'Not this one', [
          {
            type: 'summary',
            action: action('declined', { actionId: '00000000-0000-4000-8000-0000000c0022' }),
          },
        ]),
      ]),
    );
    expect(store().returnHomeData).toEqual({ claimIds: [CLAIM], returnIds: [RETURN] });
  });
});

describe('answered', () => {
  it('adds the answer’s messages and state; pendingAction undefined leaves the summary as it is', () => {
    const proposed = action('proposed');
    store().loaded(ORDER, detail([message(1, 'assistant', 'Hi')], proposed));
    store().answered({ messages: [message(2, 'assistant', 'Still here')], lastSeq: 2 });
    expect(store().summaryData?.actionId).toBe(ACTION);
    expect(store().conversationHistory.map((m) => m.seq)).toEqual([1, 2]);
    expect(store().currentFlow).toBe('a');

    store().answered({
      messages: [message(3, 'assistant', 'Which items?')],
      state: { ...STATE, currentFlow: 'return', currentStep: 'items', showOptions: false },
      pendingAction: null,
      lastSeq: 3,
    });
    expect(store().summaryData).toBeNull();
    expect(store().currentFlow).toBe('return');
    expect(store().showOptions).toBe(false);
  });

  it('never goes back in lastSeq (a late heartbeat)', () => {
    store().loaded(ORDER, detail([message(1, 'assistant', 'Hi'), message(5, 'assistant', 'Later')]));
    store().answered({ messages: [], lastSeq: 3 });
    expect(store().lastSeq).toBe(5);
  });
});

describe('a hand-over in an answer', () => {
  it('makes the standing handed over, with when to expect the store’s answer', () => {
    store().loaded(ORDER, detail([message(1, 'assistant', 'Hi')]));
    expect(store().detailData?.status).toBe('open');
    store().answered({
      messages: [
        message(2, 'assistant', 'Sent.', [
          { type: 'handover', supportEmail: 'care@example.com', expectedReplyBy: '2026-11-27T01:00:00.000Z' },
        ]),
      ],
      lastSeq: 2,
    });
    expect(store().detailData).toMatchObject({
      status: 'handed_over',
      handover: { supportEmail: 'care@example.com', expectedReplyBy: '2026-11-27T01:00:00.000Z' },
    });
  });
});

describe('actionDecided', () => {
  it('shows the decision in every message carrying that summary and clears the waiting summary', () => {
    const proposed = action('proposed');
    store().loaded(
      ORDER,
      detail([message(1, 'assistant', 'Check', [{ type: 'summary', action: proposed }])], proposed),
    );
    store().actionDecided(action('executed'));
    const block = store().conversationHistory[0]?.blocks[0];
    expect(block?.type === 'summary' && block.action.status).toBe('executed');
    expect(store().summaryData).toBeNull();
    expect(store().returnHomeData.claimIds).toEqual([CLAIM]);
    // Decided twice (a retried confirmation): the claim is listed once.
    store().actionDecided(action('executed'));
    expect(store().returnHomeData.claimIds).toEqual([CLAIM]);
  });

  it('leaves another summary waiting', () => {
    const other = action('proposed', { actionId: '00000000-0000-4000-8000-0000000c0029' });
    store().loaded(ORDER, detail([message(1, 'assistant', 'Check')], other));
    store().actionDecided(action('declined'));
    expect(store().summaryData?.actionId).toBe(other.actionId);
  });
});

describe('setFeedback and clear', () => {
  it('rates one message, and clear starts afresh', () => {
    store().loaded(ORDER, detail([message(1, 'assistant', 'Hi'), message(2, 'assistant', 'More')]));
    store().setFeedback(message(2, 'assistant', '').messageId, 'helpful');
    expect(store().conversationHistory.map((m) => m.feedback)).toEqual([null, 'helpful']);
    store().clear();
    expect({ ...store() }).toMatchObject(EMPTY_CHAT);
  });
});
