// The reads and small writes of a conversation: ai-chat/get-conversation-detail (its language
// changed when the page's changed), ai-chat/feedback-question, ai-chat/heartbeat, and
// v2/command-products (the order's item cards).

import { ERROR_CODES } from '@rc/domain/error-codes';
import type { LanguageCode } from '@rc/domain/languages';
import type { ShopperSession } from '../../../gateway/register-call';
import { AppError } from '../../../lib/app-error';
import { type AssistantContext, HEARTBEAT_MS, languageOf, ownConversation } from '../assistant-context';
import { actionView, detailOf, messageView } from '../views';

/** ai-chat/get-conversation-detail. */
export async function conversationDetail(
  assistant: AssistantContext,
  session: ShopperSession,
  conversationId: string,
  language: LanguageCode | null | undefined,
  requestLanguage: LanguageCode,
) {
  let row = await ownConversation(assistant, session, conversationId);
  if (language && language !== row.language) {
    await assistant.repository.updateConversation(row.id, { language });
    row = { ...row, language };
  }
  return detailOf(assistant, row, languageOf(language ?? row.language ?? requestLanguage));
}

/** ai-chat/feedback-question. */
export async function feedback(
  assistant: AssistantContext,
  session: ShopperSession,
  input: {
    conversationId: string;
    messageId: string;
    rating: 'helpful' | 'not_helpful' | null;
    comment?: string | null;
  },
) {
  await ownConversation(assistant, session, input.conversationId);
  const row = await assistant.repository.setFeedback(
    input.conversationId,
    input.messageId,
    input.rating,
    input.comment ?? null,
  );
  if (!row) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
  return { messageId: row.id, feedback: row.feedback };
}

/** ai-chat/heartbeat. */
export async function heartbeat(
  assistant: AssistantContext,
  session: ShopperSession,
  input: { conversationId: string; afterSeq: number },
) {
  const conversation = await ownConversation(assistant, session, input.conversationId);
  const language = languageOf(conversation.language);
  const [messages, pendingQuestionIds, pending] = await Promise.all([
    assistant.repository.messages(conversation.id, input.afterSeq),
    assistant.repository.pendingQuestions(conversation.id),
    assistant.repository.pendingAction(conversation.id),
  ]);
  return {
    status: conversation.status,
    lastSeq: conversation.lastSeq,
    messages: messages.map(messageView),
    pendingQuestionIds,
    pendingAction: pending ? actionView(pending, language) : null,
    serverTime: assistant.clock().toISOString(),
    nextHeartbeatMs: HEARTBEAT_MS,
  };
}

/** v2/command-products. */
export async function commandProducts(
  assistant: AssistantContext,
  session: ShopperSession,
  input: { purpose: 'claim' | 'return' | 'tracking' | 'any'; query?: string | null },
) {
  const products = await assistant.ports.products(session);
  const words = (input.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return {
    products: products.filter((product) => {
      if (input.purpose === 'claim' && product.claimableQuantity <= 0) return false;
      if (input.purpose === 'return' && product.returnableQuantity <= 0) return false;
      if (input.purpose === 'tracking' && !product.fulfillmentId) return false;
      const name = `${product.title} ${product.variantTitle ?? ''}`.toLowerCase();
      return words.every((word) => name.includes(word));
    }),
  };
}
