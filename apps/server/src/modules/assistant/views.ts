// The conversation as the contract shows it: messages, proposals, the dialogue's state, the
// conversation's detail and a question's answer.
import type {
  ChatAction,
  ChatBlock,
  ChatFlow,
  ChatMessage,
  ChatState,
  ConversationDetail,
  QuestionAnswer,
} from '@rc/contract/calls/assistant';
import { errorMessage } from '@rc/domain/error-messages';
import type { LanguageCode } from '@rc/domain/languages';
import { type AssistantContext, languageOf, stateOf } from './assistant-context';
import { type DialogueState, flowSteps } from './dialogue';
import type { ActionRow, ConversationRow, MessageRow } from './repository';

export function messageView(row: MessageRow): ChatMessage {
  return {
    messageId: row.id,
    seq: row.seq,
    role: row.role,
    text: row.text,
    blocks: row.blocks as ChatBlock[],
    flow: row.flow as ChatFlow,
    step: row.step,
    source: row.source,
    questionId: row.questionId,
    feedback: row.feedback,
    createdAt: row.createdAt.toISOString(),
  };
}

export function actionView(row: ActionRow, language: LanguageCode): ChatAction {
  const summary = row.summary as {
    title: string;
    lines: ChatAction['lines'];
    amount: number | null;
    currency: string | null;
  };
  const result = row.result as { claimId?: string; returnId?: string; payoutId?: string } | null;
  return {
    actionId: row.id,
    kind: row.kind,
    status: row.status,
    title: summary.title,
    lines: summary.lines,
    amount: summary.amount,
    currency: summary.currency,
    result: result
      ? {
          claimId: result.claimId ?? null,
          returnId: result.returnId ?? null,
          payoutId: result.payoutId ?? null,
        }
      : null,
    errorCode: row.errorCode,
    errorMessage: row.errorCode === null ? null : errorMessage(row.errorCode, language),
    proposedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function stateView(state: DialogueState): ChatState {
  return {
    currentFlow: state.flow,
    currentStep: state.step,
    dynamicFlowSteps: state.steps ?? flowSteps(state.flow, state.slots),
    currentIssueType: state.slots.issueType ?? null,
    currentAddItemFulfillmentId: state.slots.fulfillmentId ?? null,
    allInsertFlows: state.inserted.map((entry) => entry.flow),
    selectedOptions: state.selectedOptions,
    currentSelectItem: state.slots.items ?? [],
    showOptions: state.offered.length > 0,
  };
}

/** get-conversation-detail's answer (and create-conversation's). */
export async function detailOf(
  assistant: AssistantContext,
  row: ConversationRow,
  language: LanguageCode,
): Promise<ConversationDetail> {
  const { repository } = assistant;
  const [messages, pending] = await Promise.all([
    repository.messages(row.id),
    repository.pendingAction(row.id),
  ]);
  return {
    conversationId: row.id,
    status: row.status,
    language: languageOf(row.language),
    assistant: assistant.model ? 'model' : 'builtin',
    state: stateView(stateOf(row)),
    messages: messages.map(messageView),
    pendingAction: pending ? actionView(pending, language) : null,
    lastSeq: row.lastSeq,
    handover:
      row.handedOverAt && row.expectedReplyBy
        ? {
            at: row.handedOverAt.toISOString(),
            supportEmail: (await assistant.ports.order(row)).merchant.supportEmail,
            expectedReplyBy: row.expectedReplyBy.toISOString(),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A question's answer: its status and the messages it wrote, with where the conversation stands. */
export async function answerOf(
  assistant: AssistantContext,
  row: ConversationRow,
  questionId: string,
  language: LanguageCode,
): Promise<QuestionAnswer> {
  const { repository } = assistant;
  const question = await repository.question(row.id, questionId);
  const [messages, pending, fresh] = await Promise.all([
    repository.messagesOfQuestion(row.id, questionId),
    repository.pendingAction(row.id),
    repository.conversationOfOrder(row.orderId, row.id),
  ]);
  const current = fresh ?? row;
  return {
    questionId,
    status: question?.status === 'answered' ? 'answered' : 'pending',
    messages: messages.map(messageView),
    state: stateView(stateOf(current)),
    pendingAction: pending ? actionView(pending, language) : null,
    lastSeq: current.lastSeq,
  };
}
