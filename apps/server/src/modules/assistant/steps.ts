// The steps the assistant's use-cases share: a turn answered (the model, else the built-in
// dialogue), the shopper's turn in words, and a turn's outcome written under the conversation's lock.
import { createHash } from 'node:crypto';
import type { ChatBlock, ChatReply } from '@rc/contract/calls/assistant';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { LanguageCode } from '@rc/domain/languages';
import { AppError } from '../../lib/app-error';
import type { AssistantContext } from './assistant-context';
import { type DialogueState, type Draft, type TurnContext, type TurnOutcome, takeTurn } from './dialogue';
import {
  type ActionRow,
  type ConversationRow,
  createAssistantRepository,
  type MessageRow,
  type NewMessage,
} from './repository';
import { photoCount, say } from './texts';
import { actionView } from './views';

export function replyHash(reply: ChatReply): string {
  return createHash('sha256').update(JSON.stringify(reply)).digest('hex');
}

/** The shopper's turn in words, in the conversation's language (as the transcript and the store read it). */
export function shopperText(
  reply: ChatReply,
  state: DialogueState,
  language: LanguageCode,
  titles: ReadonlyMap<string, string>,
): string {
  switch (reply.kind) {
    case 'text':
      return reply.text;
    case 'option':
      return state.offeredLabels?.[reply.value] ?? reply.value;
    case 'items':
      return reply.items
        .map((line) => `${line.quantity} × ${titles.get(line.itemId) ?? line.itemId}`)
        .join(', ');
    case 'attachments':
      return reply.attachmentIds.length
        ? photoCount(language, reply.attachmentIds.length)
        : say(language, 'skip');
    case 'payment':
      return say(language, reply.paymentMethod.paymentMethod === 'paypal' ? 'paypal' : 'cardVisa', {
        account: reply.paymentMethod.payAccount,
      });
  }
}

/** The assistant's drafts (and the shopper's message) as rows to append. */
export function rowsOf(
  drafts: Draft[],
  source: 'builtin' | 'model',
  questionId: string | null,
): NewMessage[] {
  return drafts.map((draft) => ({
    role: 'assistant' as const,
    source,
    text: draft.text,
    blocks: draft.blocks,
    flow: draft.flow,
    step: draft.step,
    questionId,
  }));
}

/**
 * Writes a turn's outcome under the conversation's lock: the messages in order, the new state,
 * and a proposal (the older waiting one superseded) with its summary block on the last message.
 */
export async function record(
  assistant: AssistantContext,
  owner: ConversationRow,
  language: LanguageCode,
  outcome: TurnOutcome,
  before: NewMessage[],
  source: 'builtin' | 'model',
  questionId: string | null,
): Promise<{ messages: MessageRow[]; conversation: ConversationRow; action: ActionRow | null }> {
  const conversationId = owner.id;
  return assistant.db.transaction(async (tx) => {
    const repo = createAssistantRepository(tx);
    const conversation = await repo.conversationOfOrder(owner.orderId, conversationId, true);
    if (!conversation) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    let action: ActionRow | null = null;
    const drafts = [...outcome.messages];
    if (outcome.proposal) {
      await repo.supersedeProposed(conversationId);
      action = await repo.insertAction({
        conversationId,
        kind: outcome.proposal.kind,
        payload: outcome.proposal.payload,
        summary: outcome.proposal.summary as unknown as Record<string, unknown>,
      });
      const block: ChatBlock = { type: 'summary', action: actionView(action, language) };
      const last = drafts.pop();
      drafts.push(
        last
          ? { ...last, blocks: [...last.blocks, block] }
          : {
              text: say(language, 'summaryCheck'),
              blocks: [block],
              flow: outcome.state.flow,
              step: outcome.state.step,
            },
      );
    }
    const rows = await repo.appendMessages(conversation, [...before, ...rowsOf(drafts, source, questionId)]);
    const lastSeq = conversation.lastSeq + rows.length;
    await repo.updateConversation(conversationId, {
      state: outcome.state as unknown as Record<string, unknown>,
      lastSeq,
      language,
    });
    if (questionId) await repo.answerQuestion(conversationId, questionId);
    return { messages: rows, conversation: { ...conversation, lastSeq }, action };
  });
}

/** The shopper's turn: the model for free text when one is configured, else (or on failure) the built-in assistant. */
export async function answerTurn(
  assistant: AssistantContext,
  ctx: TurnContext,
  state: DialogueState,
  reply: ChatReply,
  conversationId: string,
): Promise<{ outcome: TurnOutcome; source: 'builtin' | 'model' }> {
  if (reply.kind === 'text' && assistant.model) {
    try {
      const history = await assistant.repository.messages(conversationId, 0, 200);
      const outcome = await assistant.model(ctx, state, reply.text, history);
      if (outcome) return { outcome, source: 'model' };
    } catch (error) {
      if (error instanceof AppError) throw error;
      assistant.log.warn({ err: error }, 'assistant model failed: the built-in assistant answers');
    }
  }
  return { outcome: await takeTurn(ctx, state, reply), source: 'builtin' };
}
