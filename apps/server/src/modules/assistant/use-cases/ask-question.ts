// ai-chat/create-question (a turn, once per questionId within its conversation) and
// ai-chat/get-question-response.
import type { ChatReply, QuestionAnswer } from '@rc/contract/calls/assistant';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { ShopperSession } from '../../../gateway/register-call';
import { AppError } from '../../../lib/app-error';
import {
  type AssistantContext,
  contextOf,
  languageOf,
  MAX_MESSAGES,
  ownConversation,
  stateOf,
} from '../assistant-context';
import type { NewMessage } from '../repository';
import { answerTurn, record, replyHash, shopperText } from '../steps';
import { answerOf } from '../views';

/** ai-chat/create-question: once per questionId. */
export async function createQuestion(
  assistant: AssistantContext,
  session: ShopperSession,
  input: { conversationId: string; questionId: string; reply: ChatReply },
): Promise<QuestionAnswer> {
  const conversation = await ownConversation(assistant, session, input.conversationId);
  const language = languageOf(conversation.language);
  const hash = replyHash(input.reply);
  const taken = await assistant.repository.insertQuestion({
    id: input.questionId,
    conversationId: conversation.id,
    replyHash: hash,
  });
  if (!taken) {
    const known = await assistant.repository.question(conversation.id, input.questionId);
    if (!known || known.replyHash !== hash) {
      throw new AppError(ERROR_CODES.IDEMPOTENCY_KEY_REUSED, { httpStatus: 409 });
    }
    return answerOf(assistant, conversation, input.questionId, language);
  }
  try {
    if (conversation.lastSeq >= MAX_MESSAGES) throw new AppError(ERROR_CODES.CHAT_CONVERSATION_FULL);
    const state = stateOf(conversation);
    const ctx = await contextOf(assistant, session, language);
    const { outcome, source } = await answerTurn(assistant, ctx, state, input.reply, conversation.id);
    const titles = new Map(
      input.reply.kind === 'items'
        ? (await assistant.ports.products(session)).map((product) => [product.itemId, product.title])
        : [],
    );
    const shopper: NewMessage = {
      role: 'shopper',
      source: 'shopper',
      text: shopperText(input.reply, state, language, titles),
      blocks: [],
      flow: state.flow,
      step: state.step,
      questionId: input.questionId,
    };
    await record(assistant, conversation, language, outcome, [shopper], source, input.questionId);
  } catch (error) {
    // Nothing was said: the same id may be sent again with a valid reply.
    await assistant.repository.forgetQuestion(conversation.id, input.questionId);
    throw error;
  }
  return answerOf(assistant, conversation, input.questionId, language);
}

/** ai-chat/get-question-response. */
export async function questionResponse(
  assistant: AssistantContext,
  session: ShopperSession,
  input: { conversationId: string; questionId: string },
) {
  const conversation = await ownConversation(assistant, session, input.conversationId);
  const question = await assistant.repository.question(conversation.id, input.questionId);
  if (!question) {
    throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
  }
  return answerOf(assistant, conversation, input.questionId, languageOf(conversation.language));
}
