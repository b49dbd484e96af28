// ai-chat/get-pre-conversation-content and ai-chat/create-conversation (once per requestId,
// `resume` answering the order's latest conversation).
import type { ChatFlow, ConversationDetail } from '@rc/contract/calls/assistant';
import { type ChatOverride, parseChatOverride } from '@rc/domain/chat-rollout';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { LanguageCode } from '@rc/domain/languages';
import type { ShopperSession } from '../../../gateway/register-call';
import { AppError } from '../../../lib/app-error';
import { type AssistantContext, contextOf } from '../assistant-context';
import { greet, INITIAL_STATE, menu } from '../dialogue';
import { record } from '../steps';
import { detailOf } from '../views';

/** ai-chat/get-pre-conversation-content. */
export async function preConversation(
  assistant: AssistantContext,
  session: ShopperSession,
  language: LanguageCode,
  overrides: { forceMode?: ChatOverride; chatMode?: ChatOverride } = {},
) {
  const ctx = await contextOf(assistant, session, language);
  const greeting = menu(ctx, INITIAL_STATE, 'greeting');
  const latest = await assistant.repository.latestOfOrder(session.orderId);
  const options = greeting.messages[0]?.blocks.flatMap((block) =>
    block.type === 'options' ? block.options : [],
  );
  // Spec 6: force_mode, then chat_mode, decide when they say true or false.
  const override = parseChatOverride(overrides.forceMode) ?? parseChatOverride(overrides.chatMode);
  return {
    supportChatMode: ctx.facts.supportChatMode,
    chatMode: override ?? ctx.facts.supportChatMode,
    forced: parseChatOverride(overrides.forceMode) === true,
    assistant: assistant.model ? ('model' as const) : ('builtin' as const),
    greeting: greeting.messages[0]?.text ?? '',
    options: options ?? [],
    latestConversation: latest
      ? {
          conversationId: latest.id,
          status: latest.status,
          lastSeq: latest.lastSeq,
          updatedAt: latest.updatedAt.toISOString(),
        }
      : null,
    supportEmail: ctx.facts.merchant.supportEmail,
    expectedReplyHours: assistant.handoverHours,
  };
}

/** ai-chat/create-conversation. */
export async function createConversation(
  assistant: AssistantContext,
  session: ShopperSession,
  input: {
    language?: LanguageCode | null;
    to?: ChatFlow | null;
    requestId?: string | null;
    resume: boolean;
  },
  requestLanguage: LanguageCode,
): Promise<ConversationDetail> {
  const language = input.language ?? requestLanguage;
  if (input.resume) {
    const latest = await assistant.repository.latestOfOrder(session.orderId);
    if (latest) return detailOf(assistant, latest, language);
  }
  if (input.requestId) {
    const known = await assistant.repository.conversationByRequest(session.orderId, input.requestId);
    if (known) return detailOf(assistant, known, language);
  }
  const ctx = await contextOf(assistant, session, language);
  const outcome = await greet(ctx, input.to);
  const row = await assistant.repository.insertConversation({
    orderId: session.orderId,
    merchantId: session.merchantId,
    requestId: input.requestId ?? null,
    language,
    state: INITIAL_STATE as unknown as Record<string, unknown>,
  });
  const conversation =
    row ??
    (input.requestId
      ? await assistant.repository.conversationByRequest(session.orderId, input.requestId)
      : undefined);
  if (!conversation) throw new AppError(ERROR_CODES.UNEXPECTED_ERROR, { httpStatus: 500 });
  if (!row) return detailOf(assistant, conversation, language);
  await record(assistant, conversation, language, outcome, [], 'builtin', null);
  return detailOf(
    assistant,
    (await assistant.repository.conversationOfOrder(session.orderId, conversation.id)) ?? conversation,
    language,
  );
}
