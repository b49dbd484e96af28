// The chat in progress (spec 3 "AI chat store"), in session storage so a reload shows the dialogue
// at once; the server keeps the conversation itself, so another device resumes it from there.
// Where the dialogue stands (flow, step, inserted flows, choices) is the server's answer
// (ChatState); the screen's own parts are whether the assistant is typing, loading, the error and
// the turn still waiting for its answer.
import type { ResponseOf } from '@rc/contract/call-types';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerPersistedStore } from '../../../lib/persisted-stores';
import type { ChatReply } from '../api/create-question';

type Detail = ResponseOf<'ai-chat/get-conversation-detail'>;
export type ChatMessage = Detail['messages'][number];
export type ChatBlock = ChatMessage['blocks'][number];
export type ChatAction = NonNullable<Detail['pendingAction']>;
export type ChatServerState = Detail['state'];
export type PreConversation = ResponseOf<'ai-chat/get-pre-conversation-content'>;

export interface ChatFailure {
  code: number;
  message: string | null;
}

/** A turn sent and not answered yet: sent again with the same questionId, it acts once. */
export interface PendingTurn {
  questionId: string;
  reply: ChatReply;
  /** What the shopper's bubble shows until the server's own message replaces it. */
  text: string;
}

export interface ChatData {
  /** The order the conversation belongs to: another sign-in starts afresh. */
  orderId: string | null;
  conversationId: string | null;
  conversationHistory: ChatMessage[];
  lastSeq: number;
  currentFlow: ChatServerState['currentFlow'];
  currentIssueType: ChatServerState['currentIssueType'];
  currentAddItemFulfillmentId: string | null;
  currentStep: string | null;
  dynamicFlowSteps: string[];
  allInsertFlows: ChatServerState['allInsertFlows'];
  selectedOptions: string[];
  /** The items chosen so far (on the server), or being chosen on a card (on screen). */
  currentSelectItem: ChatServerState['currentSelectItem'];
  isSystemTyping: boolean;
  showOptions: boolean;
  isLoading: boolean;
  error: ChatFailure | null;
  /** What the chat offers before a conversation (greeting, flows, chat mode, support address). */
  aiBotData: PreConversation | null;
  /** What the confirmed actions made, for the way back to the portal's pages. */
  returnHomeData: { claimIds: string[]; returnIds: string[] };
  /** The summary waiting for the shopper's confirmation. */
  summaryData: ChatAction | null;
  /** The conversation's standing: open or handed over, who answers, its language. */
  detailData: Pick<Detail, 'status' | 'assistant' | 'language' | 'handover'> | null;
  pendingTurn: PendingTurn | null;
  /** A confirmation or decline sent and not answered yet (sent again, it acts once). */
  pendingDecision: { actionId: string; decision: 'confirm' | 'decline' } | null;
  /** The connection to the server was lost; the heartbeat retries. */
  connectionLost: boolean;
}

export const EMPTY_CHAT: ChatData = {
  orderId: null,
  conversationId: null,
  conversationHistory: [],
  lastSeq: 0,
  currentFlow: 'a',
  currentIssueType: null,
  currentAddItemFulfillmentId: null,
  currentStep: null,
  dynamicFlowSteps: [],
  allInsertFlows: [],
  selectedOptions: [],
  currentSelectItem: [],
  isSystemTyping: false,
  showOptions: false,
  isLoading: false,
  error: null,
  aiBotData: null,
  returnHomeData: { claimIds: [], returnIds: [] },
  summaryData: null,
  detailData: null,
  pendingTurn: null,
  pendingDecision: null,
  connectionLost: false,
};

/** The server's state as the store's fields. */
export function fromServerState(state: ChatServerState): Partial<ChatData> {
  return {
    currentFlow: state.currentFlow,
    currentStep: state.currentStep,
    dynamicFlowSteps: state.dynamicFlowSteps,
    currentIssueType: state.currentIssueType,
    currentAddItemFulfillmentId: state.currentAddItemFulfillmentId,
    allInsertFlows: state.allInsertFlows,
    selectedOptions: state.selectedOptions,
    currentSelectItem: state.currentSelectItem,
    showOptions: state.showOptions,
  };
}

/** Messages merged by position: the server's copy wins, each once, in order. */
export function mergeMessages(
  known: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const message of known) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** What the executed actions among these messages made. */
function resultsOf(messages: readonly ChatMessage[], previous: ChatData['returnHomeData']) {
  const claimIds = new Set(previous.claimIds);
  const returnIds = new Set(previous.returnIds);
  for (const message of messages)
    for (const block of message.blocks)
      if (block.type === 'summary' && block.action.status === 'executed' && block.action.result) {
        if (block.action.result.claimId) claimIds.add(block.action.result.claimId);
        if (block.action.result.returnId) returnIds.add(block.action.result.returnId);
      }
  return { claimIds: [...claimIds], returnIds: [...returnIds] };
}

/**
 * The standing after these messages: a hand-over block means the store's team has the
 * conversation from then on (the answer to the confirmation carries no standing of its own).
 */
export function standingAfter(
  detail: ChatData['detailData'],
  messages: readonly ChatMessage[],
): ChatData['detailData'] {
  if (!detail || detail.handover) return detail;
  for (const message of messages)
    for (const block of message.blocks)
      if (block.type === 'handover')
        return {
          ...detail,
          status: 'handed_over',
          handover: {
            at: message.createdAt,
            supportEmail: block.supportEmail,
            expectedReplyBy: block.expectedReplyBy,
          },
        };
  return detail;
}

interface ChatStore extends ChatData {
  update(values: Partial<ChatData>): void;
  /** A conversation as the server gives it whole (opened, resumed, re-read). */
  loaded(orderId: string, detail: Detail): void;
  /** New messages and the state after them (an answer, a decision, a heartbeat). */
  answered(answer: {
    messages: ChatMessage[];
    state?: ChatServerState;
    pendingAction?: ChatAction | null;
    lastSeq: number;
  }): void;
  /** A summary's action as decided: every message showing it shows its new status. */
  actionDecided(action: ChatAction): void;
  setFeedback(messageId: string, feedback: ChatMessage['feedback']): void;
  clear(): void;
}

/** The messages with this action's summary replaced by its newer copy. */
function withAction(messages: readonly ChatMessage[], action: ChatAction): ChatMessage[] {
  return messages.map((message) =>
    message.blocks.some((block) => block.type === 'summary' && block.action.actionId === action.actionId)
      ? {
          ...message,
          blocks: message.blocks.map((block) =>
            block.type === 'summary' && block.action.actionId === action.actionId
              ? { ...block, action }
              : block,
          ),
        }
      : message,
  );
}

export const useChatStore = create<ChatStore>()(
  persist(
    (set) => ({
      ...EMPTY_CHAT,
      update: (values) => set(values),
      loaded: (orderId, detail) =>
        set((current) => ({
          orderId,
          conversationId: detail.conversationId,
          conversationHistory: detail.messages,
          lastSeq: detail.lastSeq,
          ...fromServerState(detail.state),
          summaryData: detail.pendingAction,
          detailData: {
            status: detail.status,
            assistant: detail.assistant,
            language: detail.language,
            handover: detail.handover,
          },
          returnHomeData: resultsOf(detail.messages, current.returnHomeData),
          error: null,
        })),
      answered: ({ messages, state, pendingAction, lastSeq }) =>
        set((current) => ({
          conversationHistory: mergeMessages(current.conversationHistory, messages),
          lastSeq: Math.max(current.lastSeq, lastSeq),
          ...(state ? fromServerState(state) : {}),
          ...(pendingAction !== undefined ? { summaryData: pendingAction } : {}),
          returnHomeData: resultsOf(messages, current.returnHomeData),
          detailData: standingAfter(current.detailData, messages),
        })),
      actionDecided: (action) =>
        set((current) => ({
          conversationHistory: withAction(current.conversationHistory, action),
          summaryData: current.summaryData?.actionId === action.actionId ? null : current.summaryData,
          returnHomeData: {
            claimIds: [
              ...new Set([
                ...current.returnHomeData.claimIds,
                ...(action.result?.claimId ? [action.result.claimId] : []),
              ]),
            ],
            returnIds: [
              ...new Set([
                ...current.returnHomeData.returnIds,
                ...(action.result?.returnId ? [action.result.returnId] : []),
              ]),
            ],
          },
        })),
      setFeedback: (messageId, feedback) =>
        set((current) => ({
          conversationHistory: current.conversationHistory.map((message) =>
            message.messageId === messageId ? { ...message, feedback } : message,
          ),
        })),
      clear: () => set(EMPTY_CHAT),
    }),
    {
      name: 'rc-chat',
      storage: createJSONStorage(() => sessionStorage),
      // The screen's momentary parts start afresh after a reload; the unanswered turn is kept, so
      // it is asked for again (same questionId) instead of sent twice.
      partialize: ({
        update: _u,
        loaded: _l,
        answered: _a,
        actionDecided: _d,
        setFeedback: _f,
        clear: _c,
        isSystemTyping: _t,
        isLoading: _i,
        error: _e,
        connectionLost: _x,
        ...data
      }) => data,
    },
  ),
);

registerPersistedStore(() => {
  useChatStore.getState().clear();
  useChatStore.persist.clearStorage();
});
