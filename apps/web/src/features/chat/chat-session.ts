// The chat's moves against the server, on the chat store: open or resume a conversation, send a
// turn, confirm or decline a summary, rate an answer, and keep in step after a lost connection.
// Every turn carries a questionId made here and kept until it is answered, and a decision is
// kept until it is answered too: sent again after a lost answer (by the heartbeat or the
// shopper's Retry), the server answers the first answer and acts once.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { matchLanguage } from '@rc/domain/languages';
import type { GatewayResult } from '../../lib/gateway';
import { newRequestId } from '../../lib/request-id';
import { useSessionStore } from '../../lib/session-store';
import { aiChatBoxSubmit } from './api/ai-chat-box-submit';
import { createConversation } from './api/create-conversation';
import { type ChatReply, createQuestion, type QuestionAnswer } from './api/create-question';
import { feedbackQuestion, type Rating } from './api/feedback-question';
import { getConversationDetail } from './api/get-conversation-detail';
import { getPreConversationContent } from './api/get-pre-conversation-content';
import { getQuestionResponse } from './api/get-question-response';
import { heartbeat } from './api/heartbeat';
import { type ChatAction, type ChatMessage, EMPTY_CHAT, useChatStore } from './stores/chat-store';

/** How long to wait between asks for an answer still being written (status 'pending'). */
export const PENDING_POLL_MS = 800;
/** The heartbeat while connected, unless the server asks for another pace. */
export const HEARTBEAT_MS = 20_000;
/** The first retry after a lost connection; it doubles up to RETRY_MAX_MS. */
export const RETRY_MS = 2_000;
export const RETRY_MAX_MS = 15_000;

const store = () => useChatStore.getState();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure that is the connection's, not the server's answer: worth sending again. */
export function isConnectionLoss(result: GatewayResult<unknown>): boolean {
  return !result.ok && result.code === ERROR_CODES.UNEXPECTED_ERROR && result.message === null;
}

/** Records a failed call: a lost connection is retried, anything else is shown. */
function failed(result: Extract<GatewayResult<unknown>, { ok: false }>): void {
  if (isConnectionLoss(result))
    store().update({ connectionLost: true, isSystemTyping: false, isLoading: false });
  else
    store().update({
      error: { code: result.code, message: result.message },
      isSystemTyping: false,
      isLoading: false,
    });
}

export interface OpenOptions {
  orderId: string;
  language: string;
  /** `conversationId` from the address: resume that conversation. */
  conversationId: string | null;
  /** `to` from the address: open that flow. */
  to: string | null;
}

const FLOWS = new Set(['a', 'claim', 'return', 'tracking', 'payout', 'status', 'handover']);
type Flow = 'a' | 'claim' | 'return' | 'tracking' | 'payout' | 'status' | 'handover';

/** The `to` parameter as a flow the server runs, or null (an unknown one opens the start). */
export function flowOf(to: string | null): Flow | null {
  return to && FLOWS.has(to) ? (to as Flow) : null;
}

/** Opens the chat: the address's conversation, the one in progress, or the order's latest / a new one. */
export async function openChat({ orderId, language, conversationId, to }: OpenOptions): Promise<void> {
  if (store().orderId !== orderId) store().update({ ...EMPTY_CHAT, orderId });
  store().update({ isLoading: true, error: null });
  const pre = await getPreConversationContent();
  if (pre.ok) {
    store().update({ aiBotData: pre.data });
    useSessionStore.setState({ supportChatMode: pre.data.supportChatMode });
  }
  const flow = flowOf(to);
  const known = conversationId ?? (flow ? null : store().conversationId);
  if (known) {
    const detail = await getConversationDetail(known);
    if (detail.ok) {
      store().loaded(orderId, detail.data);
      store().update({ isLoading: false });
      await resendPending();
      return;
    }
    if (isConnectionLoss(detail)) return failed(detail);
    // Not this order's, or gone: start afresh below.
  }
  const opened = await createConversation({
    language: matchLanguage(language),
    ...(flow ? { to: flow } : {}),
    requestId: newRequestId(),
    resume: !flow,
  });
  if (!opened.ok) return failed(opened);
  store().loaded(orderId, opened.data);
  store().update({ isLoading: false, pendingTurn: null, pendingDecision: null });
}

/** An answer in: its messages and state; a pending one is asked for again until it is written. */
async function received(conversationId: string, answer: QuestionAnswer): Promise<void> {
  let current = answer;
  store().answered(current);
  while (current.status === 'pending') {
    await wait(PENDING_POLL_MS);
    const next = await getQuestionResponse(conversationId, current.questionId);
    if (!next.ok) return failed(next);
    current = next.data;
    store().answered(current);
  }
  store().update({ pendingTurn: null, isSystemTyping: false, connectionLost: false });
}

/** The shopper's turn: free text, an option, items, photos or a payment method. */
export async function sendTurn(reply: ChatReply, text: string): Promise<void> {
  const conversationId = store().conversationId;
  if (!conversationId || store().pendingTurn) return;
  store().update({
    pendingTurn: { questionId: newRequestId(), reply, text },
    isSystemTyping: true,
    error: null,
  });
  await sendPendingTurn(conversationId);
}

async function sendPendingTurn(conversationId: string): Promise<void> {
  const turn = store().pendingTurn;
  if (!turn) return;
  store().update({ isSystemTyping: true });
  const result = await createQuestion({ conversationId, questionId: turn.questionId, reply: turn.reply });
  if (!result.ok) {
    // Refused (not lost): the turn is over; the shopper sees why and may answer again.
    if (!isConnectionLoss(result)) store().update({ pendingTurn: null });
    return failed(result);
  }
  await received(conversationId, result.data);
}

/** Confirms or declines the summary; nothing is submitted, paid or sent without a confirmation. */
export async function decide(action: ChatAction, decision: 'confirm' | 'decline'): Promise<void> {
  const conversationId = store().conversationId;
  if (!conversationId || store().pendingDecision) return;
  store().update({
    pendingDecision: { actionId: action.actionId, decision },
    isSystemTyping: true,
    error: null,
  });
  await sendPendingDecision(conversationId);
}

async function sendPendingDecision(conversationId: string): Promise<void> {
  const pending = store().pendingDecision;
  if (!pending) return;
  store().update({ isSystemTyping: true });
  const result = await aiChatBoxSubmit(conversationId, pending.actionId, pending.decision);
  if (!result.ok) {
    if (!isConnectionLoss(result)) store().update({ pendingDecision: null });
    return failed(result);
  }
  store().actionDecided(result.data.action);
  store().answered({ ...result.data, pendingAction: null });
  store().update({ pendingDecision: null, isSystemTyping: false, connectionLost: false });
}

/** Sends again what was sent and not answered (same questionId or action: acts once). */
export async function resendPending(): Promise<void> {
  const conversationId = store().conversationId;
  if (!conversationId) return;
  if (store().pendingTurn) await sendPendingTurn(conversationId);
  if (store().pendingDecision) await sendPendingDecision(conversationId);
}

/**
 * One heartbeat: the messages missed and the connection's state. After a lost connection, a beat
 * that gets through sends the unanswered turn or decision again. Answers the next beat's delay.
 */
export async function beat(): Promise<number> {
  const { conversationId, lastSeq, connectionLost } = store();
  if (!conversationId) return HEARTBEAT_MS;
  const result = await heartbeat(conversationId, lastSeq);
  if (!result.ok) {
    if (isConnectionLoss(result)) store().update({ connectionLost: true, isSystemTyping: false });
    return RETRY_MS;
  }
  store().answered({
    messages: result.data.messages,
    pendingAction: result.data.pendingAction,
    lastSeq: result.data.lastSeq,
  });
  store().update({ connectionLost: false });
  if (connectionLost) {
    store().update({ error: null });
    await resendPending();
  }
  return result.data.nextHeartbeatMs > 0 ? result.data.nextHeartbeatMs : HEARTBEAT_MS;
}

/** Rates an answer at once on screen; a refusal puts the old rating back. */
export async function rate(message: ChatMessage, rating: Rating): Promise<void> {
  const conversationId = store().conversationId;
  if (!conversationId) return;
  const before = message.feedback;
  store().setFeedback(message.messageId, rating);
  const result = await feedbackQuestion(conversationId, message.messageId, rating);
  if (!result.ok) {
    store().setFeedback(message.messageId, before);
    failed(result);
  }
}
