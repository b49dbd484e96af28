// The assistant's use-cases: conversations of the signed-in order, turns (once per questionId),
// proposals confirmed or declined (run once, through the pages' use-cases and idempotency keys),
// feedback, heartbeat, item cards, and the hand-over to a person.
import { createHash } from 'node:crypto';
import type {
  ChatAction,
  ChatBlock,
  ChatFlow,
  ChatMessage,
  ChatReply,
  ChatState,
  ConversationDetail,
  QuestionAnswer,
} from '@rc/contract/calls/assistant';
import type { ClaimReviewBody } from '@rc/contract/calls/claims';
import type { ReturnRequestBody } from '@rc/contract/calls/returns';
import { type ChatOverride, parseChatOverride } from '@rc/domain/chat-rollout';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import { type LanguageCode, matchLanguage } from '@rc/domain/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { ShopperSession } from '../../gateway/register-call';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import {
  type DialogueState,
  type Draft,
  flowSteps,
  formatWhen,
  greet,
  INITIAL_STATE,
  menu,
  NO_UNDERSTANDING,
  type TurnContext,
  type TurnOutcome,
  takeTurn,
} from './dialogue';
import { HANDOVER_EMAIL_JOB } from './handover';
import type { AssistantPorts, UnderstandingPort } from './ports';
import {
  type ActionRow,
  type ConversationRow,
  createAssistantRepository,
  type MessageRow,
  type NewMessage,
} from './repository';
import { photoCount, say } from './texts';

/** Messages a conversation may hold: past it, a new conversation (100040). */
export const MAX_MESSAGES = 400;
const HEARTBEAT_MS = 20_000;

/** The model's turn (model-adapter.ts): null when it cannot answer, and the built-in assistant does. */
export type ModelTurn = (
  ctx: TurnContext,
  state: DialogueState,
  text: string,
  history: MessageRow[],
) => Promise<TurnOutcome | null>;

export interface AssistantDeps {
  db: Db;
  jobs: JobQueue;
  ports: AssistantPorts;
  understanding?: UnderstandingPort;
  model?: ModelTurn | null;
  /** Tells the store's webhooks (decision 027) in the hand-over's transaction. */
  publishHandedOver: (tx: Tx, merchantId: string, data: Record<string, unknown>) => Promise<void>;
  handoverHours: number;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

function languageOf(value: string | null | undefined): LanguageCode {
  return matchLanguage(value) ?? 'en-US';
}

function stateOf(row: ConversationRow): DialogueState {
  return { ...INITIAL_STATE, ...(row.state as Partial<DialogueState>) };
}

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

function replyHash(reply: ChatReply): string {
  return createHash('sha256').update(JSON.stringify(reply)).digest('hex');
}

/** The shopper's turn in words, in the conversation's language (as the transcript and the store read it). */
function shopperText(
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

export function createAssistantService(deps: AssistantDeps) {
  const clock = deps.clock ?? (() => new Date());
  const understanding = deps.understanding ?? NO_UNDERSTANDING;
  const repository = createAssistantRepository(deps.db);

  async function contextOf(session: ShopperSession, language: LanguageCode): Promise<TurnContext> {
    return {
      session,
      language,
      ports: deps.ports,
      understanding,
      facts: await deps.ports.order(session),
      now: clock(),
      handoverHours: deps.handoverHours,
    };
  }

  async function ownConversation(session: ShopperSession, conversationId: string): Promise<ConversationRow> {
    const row = await repository.conversationOfOrder(session.orderId, conversationId);
    if (!row) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    return row;
  }

  /** The assistant's drafts (and the shopper's message) as rows to append. */
  function rowsOf(drafts: Draft[], source: 'builtin' | 'model', questionId: string | null): NewMessage[] {
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
  async function record(
    owner: ConversationRow,
    language: LanguageCode,
    outcome: TurnOutcome,
    before: NewMessage[],
    source: 'builtin' | 'model',
    questionId: string | null,
  ): Promise<{ messages: MessageRow[]; conversation: ConversationRow; action: ActionRow | null }> {
    const conversationId = owner.id;
    return deps.db.transaction(async (tx) => {
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
      const rows = await repo.appendMessages(conversation, [
        ...before,
        ...rowsOf(drafts, source, questionId),
      ]);
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

  async function detailOf(row: ConversationRow, language: LanguageCode): Promise<ConversationDetail> {
    const [messages, pending] = await Promise.all([
      repository.messages(row.id),
      repository.pendingAction(row.id),
    ]);
    return {
      conversationId: row.id,
      status: row.status,
      language: languageOf(row.language),
      assistant: deps.model ? 'model' : 'builtin',
      state: stateView(stateOf(row)),
      messages: messages.map(messageView),
      pendingAction: pending ? actionView(pending, language) : null,
      lastSeq: row.lastSeq,
      handover:
        row.handedOverAt && row.expectedReplyBy
          ? {
              at: row.handedOverAt.toISOString(),
              supportEmail: (await deps.ports.order(row)).merchant.supportEmail,
              expectedReplyBy: row.expectedReplyBy.toISOString(),
            }
          : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function answerOf(
    row: ConversationRow,
    questionId: string,
    language: LanguageCode,
  ): Promise<QuestionAnswer> {
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

  /** The shopper's turn: the model for free text when one is configured, else (or on failure) the built-in assistant. */
  async function answerTurn(
    ctx: TurnContext,
    state: DialogueState,
    reply: ChatReply,
    conversationId: string,
  ): Promise<{ outcome: TurnOutcome; source: 'builtin' | 'model' }> {
    if (reply.kind === 'text' && deps.model) {
      try {
        const history = await repository.messages(conversationId, 0, 200);
        const outcome = await deps.model(ctx, state, reply.text, history);
        if (outcome) return { outcome, source: 'model' };
      } catch (error) {
        if (error instanceof AppError) throw error;
        deps.log.warn({ err: error }, 'assistant model failed: the built-in assistant answers');
      }
    }
    return { outcome: await takeTurn(ctx, state, reply), source: 'builtin' };
  }

  function followUp(
    ctx: TurnContext,
    state: DialogueState,
    outcome:
      | { ok: true; result: Record<string, unknown>; text: string; blocks: ChatBlock[] }
      | { ok: false; code: number },
  ): TurnOutcome {
    const draft: Draft = outcome.ok
      ? { text: outcome.text, blocks: outcome.blocks, flow: state.flow, step: state.step }
      : {
          text: say(ctx.language, 'failed', { message: errorMessage(outcome.code, ctx.language) }),
          blocks: [],
          flow: state.flow,
          step: state.step,
        };
    const after = menu(ctx, { ...state, inserted: [] });
    return { ...after, messages: [draft, ...after.messages] };
  }

  /** Runs a confirmed action through the pages' use-case, with the action's idempotency key. */
  async function execute(
    ctx: TurnContext,
    conversation: ConversationRow,
    action: ActionRow,
  ): Promise<
    | { ok: true; result: Record<string, unknown>; text: string; blocks: ChatBlock[] }
    | { ok: false; code: number }
  > {
    const requestId = `chat-${action.id}`;
    const { language, session } = ctx;
    try {
      switch (action.kind) {
        case 'submit_claim': {
          const claim = await deps.ports.claims.submit(
            session,
            { ...(action.payload as unknown as ClaimReviewBody), requestId },
            language,
          );
          return {
            ok: true,
            result: { claimId: claim.claimId },
            text: say(language, 'claimSubmitted', { number: claim.claimNumber, status: claim.status }),
            blocks: [
              {
                type: 'link',
                label: `${say(language, 'openClaim')} ${claim.claimNumber}`,
                href: `issue-details?claimId=${claim.claimId}`,
              },
            ],
          };
        }
        case 'start_return': {
          const opened = await deps.ports.returns.submit(
            session,
            { ...(action.payload as unknown as ReturnRequestBody), requestId },
            language,
          );
          return {
            ok: true,
            result: { returnId: opened.returnId },
            text: say(language, 'returnStarted', { number: opened.returnNumber, status: opened.status }),
            blocks: [
              {
                type: 'link',
                label: `${say(language, 'openReturn')} ${opened.returnNumber}`,
                href: `order-details?returnId=${opened.returnId}`,
              },
            ],
          };
        }
        case 'cash_out': {
          const claimId = String(action.payload.claimId);
          const payout = await deps.ports.payouts.cashOut(session, { claimId, requestId });
          return {
            ok: true,
            result: { claimId, payoutId: payout.payoutId },
            text: say(language, 'payoutDone'),
            blocks: [
              { type: 'payout', payout },
              { type: 'link', label: say(language, 'openClaim'), href: `issue-details?claimId=${claimId}` },
            ],
          };
        }
        case 'hand_over':
          return handOver(ctx, conversation, action);
      }
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code };
      throw error;
    }
  }

  /** The transcript to the store's support address (a durable job) and the store's webhook, once. */
  async function handOver(ctx: TurnContext, conversation: ConversationRow, action: ActionRow) {
    const by = new Date(String(action.payload.expectedReplyBy));
    await deps.db.transaction(async (tx) => {
      await deps.jobs.enqueue(
        tx,
        HANDOVER_EMAIL_JOB,
        { conversationId: conversation.id, actionId: action.id },
        { dedupeKey: `assistant-handover-${action.id}` },
      );
      await createAssistantRepository(tx).updateConversation(conversation.id, {
        status: 'handed_over',
        handedOverAt: clock(),
        expectedReplyBy: by,
      });
      await deps.publishHandedOver(tx, conversation.merchantId, {
        conversationId: conversation.id,
        orderId: conversation.orderId,
        orderName: ctx.facts.orderName,
        language: ctx.language,
        expectedReplyBy: by.toISOString(),
      });
    });
    deps.jobs.nudge();
    const email = ctx.facts.merchant.supportEmail;
    return {
      ok: true as const,
      result: {},
      text: say(ctx.language, 'handoverDone', { email: ctx.facts.email, when: formatWhen(by, ctx.language) }),
      blocks: [{ type: 'handover' as const, supportEmail: email, expectedReplyBy: by.toISOString() }],
    };
  }

  return {
    /** ai-chat/get-pre-conversation-content. */
    async preConversation(
      session: ShopperSession,
      language: LanguageCode,
      overrides: { forceMode?: ChatOverride; chatMode?: ChatOverride } = {},
    ) {
      const ctx = await contextOf(session, language);
      const greeting = menu(ctx, INITIAL_STATE, 'greeting');
      const latest = await repository.latestOfOrder(session.orderId);
      const options = greeting.messages[0]?.blocks.flatMap((block) =>
        block.type === 'options' ? block.options : [],
      );
      // Spec 6: force_mode, then chat_mode, decide when they say true or false.
      const override = parseChatOverride(overrides.forceMode) ?? parseChatOverride(overrides.chatMode);
      return {
        supportChatMode: ctx.facts.supportChatMode,
        chatMode: override ?? ctx.facts.supportChatMode,
        forced: parseChatOverride(overrides.forceMode) === true,
        assistant: deps.model ? ('model' as const) : ('builtin' as const),
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
        expectedReplyHours: deps.handoverHours,
      };
    },

    /** ai-chat/create-conversation. */
    async createConversation(
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
        const latest = await repository.latestOfOrder(session.orderId);
        if (latest) return detailOf(latest, language);
      }
      if (input.requestId) {
        const known = await repository.conversationByRequest(session.orderId, input.requestId);
        if (known) return detailOf(known, language);
      }
      const ctx = await contextOf(session, language);
      const outcome = await greet(ctx, input.to);
      const row = await repository.insertConversation({
        orderId: session.orderId,
        merchantId: session.merchantId,
        requestId: input.requestId ?? null,
        language,
        state: INITIAL_STATE as unknown as Record<string, unknown>,
      });
      const conversation =
        row ??
        (input.requestId
          ? await repository.conversationByRequest(session.orderId, input.requestId)
          : undefined);
      if (!conversation) throw new AppError(ERROR_CODES.UNEXPECTED_ERROR, { httpStatus: 500 });
      if (!row) return detailOf(conversation, language);
      await record(conversation, language, outcome, [], 'builtin', null);
      return detailOf(
        (await repository.conversationOfOrder(session.orderId, conversation.id)) ?? conversation,
        language,
      );
    },

    /** ai-chat/get-conversation-detail. */
    async detail(
      session: ShopperSession,
      conversationId: string,
      language: LanguageCode | null | undefined,
      requestLanguage: LanguageCode,
    ) {
      let row = await ownConversation(session, conversationId);
      if (language && language !== row.language) {
        await repository.updateConversation(row.id, { language });
        row = { ...row, language };
      }
      return detailOf(row, languageOf(language ?? row.language ?? requestLanguage));
    },

    /** ai-chat/create-question: once per questionId. */
    async createQuestion(
      session: ShopperSession,
      input: { conversationId: string; questionId: string; reply: ChatReply },
    ): Promise<QuestionAnswer> {
      const conversation = await ownConversation(session, input.conversationId);
      const language = languageOf(conversation.language);
      const hash = replyHash(input.reply);
      const taken = await repository.insertQuestion({
        id: input.questionId,
        conversationId: conversation.id,
        replyHash: hash,
      });
      if (!taken) {
        const known = await repository.question(conversation.id, input.questionId);
        if (!known || known.replyHash !== hash) {
          throw new AppError(ERROR_CODES.IDEMPOTENCY_KEY_REUSED, { httpStatus: 409 });
        }
        return answerOf(conversation, input.questionId, language);
      }
      try {
        if (conversation.lastSeq >= MAX_MESSAGES) throw new AppError(ERROR_CODES.CHAT_CONVERSATION_FULL);
        const state = stateOf(conversation);
        const ctx = await contextOf(session, language);
        const { outcome, source } = await answerTurn(ctx, state, input.reply, conversation.id);
        const titles = new Map(
          input.reply.kind === 'items'
            ? (await deps.ports.products(session)).map((product) => [product.itemId, product.title])
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
        await record(conversation, language, outcome, [shopper], source, input.questionId);
      } catch (error) {
        // Nothing was said: the same id may be sent again with a valid reply.
        await repository.forgetQuestion(conversation.id, input.questionId);
        throw error;
      }
      return answerOf(conversation, input.questionId, language);
    },

    /** ai-chat/get-question-response. */
    async questionResponse(session: ShopperSession, input: { conversationId: string; questionId: string }) {
      const conversation = await ownConversation(session, input.conversationId);
      const question = await repository.question(conversation.id, input.questionId);
      if (!question) {
        throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
      }
      return answerOf(conversation, input.questionId, languageOf(conversation.language));
    },

    /** ai-chat/ai-chat-box-submit: confirm (run once) or decline a proposal. */
    async decide(
      session: ShopperSession,
      input: { conversationId: string; actionId: string; decision: 'confirm' | 'decline' },
    ) {
      const conversation = await ownConversation(session, input.conversationId);
      const language = languageOf(conversation.language);
      const action = await repository.action(conversation.id, input.actionId);
      if (!action) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
      const answer = async (row: ActionRow) => {
        const fresh =
          (await repository.conversationOfOrder(session.orderId, conversation.id)) ?? conversation;
        const messages =
          row.decisionSeqFrom !== null && row.decisionSeqTo !== null
            ? await repository.messagesBetween(conversation.id, row.decisionSeqFrom, row.decisionSeqTo)
            : [];
        return {
          action: actionView(row, language),
          messages: messages.map(messageView),
          state: stateView(stateOf(fresh)),
          lastSeq: fresh.lastSeq,
        };
      };
      const settled = { confirm: ['executed', 'failed'], decline: ['declined'] }[input.decision];
      if (settled.includes(action.status)) return answer(action);
      if (action.status !== 'proposed' && action.status !== 'executing') {
        throw new AppError(ERROR_CODES.CHAT_ACTION_NOT_PENDING);
      }
      const ctx = await contextOf(session, language);
      const state = stateOf(conversation);
      let status: ActionRow['status'];
      let outcome: TurnOutcome;
      let result: Record<string, unknown> | null = null;
      let errorCode: number | null = null;
      if (input.decision === 'decline') {
        status = 'declined';
        const after = menu(ctx, { ...state, inserted: [] });
        outcome = {
          ...after,
          messages: [
            { text: say(language, 'declined'), blocks: [], flow: state.flow, step: state.step },
            ...after.messages,
          ],
        };
      } else {
        // Mark it first: a second confirmation meanwhile runs the same idempotent use-case.
        await repository.updateAction(action.id, { status: 'executing' });
        const ran = await execute(ctx, conversation, action);
        status = ran.ok ? 'executed' : 'failed';
        if (ran.ok) result = ran.result;
        else errorCode = ran.code;
        outcome = followUp(ctx, state, ran);
      }
      // Settle once: whoever settles first writes the messages; a retry answers them.
      return deps.db
        .transaction(async (tx) => {
          const repo = createAssistantRepository(tx);
          const locked = await repo.conversationOfOrder(session.orderId, conversation.id, true);
          const current = await repo.action(conversation.id, action.id, true);
          if (!locked || !current) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
          if (current.status !== 'proposed' && current.status !== 'executing') {
            return { settled: current };
          }
          const rows = await repo.appendMessages(locked, rowsOf(outcome.messages, 'builtin', null));
          const lastSeq = locked.lastSeq + rows.length;
          await repo.updateConversation(conversation.id, {
            state: outcome.state as unknown as Record<string, unknown>,
            lastSeq,
          });
          await repo.updateAction(action.id, {
            status,
            result,
            errorCode,
            decidedAt: clock(),
            decisionSeqFrom: rows[0]?.seq ?? null,
            decisionSeqTo: rows.at(-1)?.seq ?? null,
          });
          const after = await repo.action(conversation.id, action.id);
          return { settled: after as ActionRow };
        })
        .then(({ settled: row }) => answer(row));
    },

    /** ai-chat/feedback-question. */
    async feedback(
      session: ShopperSession,
      input: {
        conversationId: string;
        messageId: string;
        rating: 'helpful' | 'not_helpful' | null;
        comment?: string | null;
      },
    ) {
      await ownConversation(session, input.conversationId);
      const row = await repository.setFeedback(
        input.conversationId,
        input.messageId,
        input.rating,
        input.comment ?? null,
      );
      if (!row) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
      return { messageId: row.id, feedback: row.feedback };
    },

    /** ai-chat/heartbeat. */
    async heartbeat(session: ShopperSession, input: { conversationId: string; afterSeq: number }) {
      const conversation = await ownConversation(session, input.conversationId);
      const language = languageOf(conversation.language);
      const [messages, pendingQuestionIds, pending] = await Promise.all([
        repository.messages(conversation.id, input.afterSeq),
        repository.pendingQuestions(conversation.id),
        repository.pendingAction(conversation.id),
      ]);
      return {
        status: conversation.status,
        lastSeq: conversation.lastSeq,
        messages: messages.map(messageView),
        pendingQuestionIds,
        pendingAction: pending ? actionView(pending, language) : null,
        serverTime: clock().toISOString(),
        nextHeartbeatMs: HEARTBEAT_MS,
      };
    },

    /** Retention (jobs/retention-sweep.ts, decision 039): conversations quiet for `days`. */
    async prune(days: number): Promise<number> {
      return repository.pruneBefore(new Date(clock().getTime() - days * 86_400_000));
    },

    /** v2/command-products. */
    async commandProducts(
      session: ShopperSession,
      input: { purpose: 'claim' | 'return' | 'tracking' | 'any'; query?: string | null },
    ) {
      const products = await deps.ports.products(session);
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
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
