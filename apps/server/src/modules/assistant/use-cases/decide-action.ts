// ai-chat/ai-chat-box-submit: a proposal confirmed (marked executing, run once through the pages'
// use-case with the idempotency key chat-<actionId>, settled once under the conversation's lock)
// or declined; the hand-over's e-mail job and webhook in one transaction.
import type { ChatBlock } from '@rc/contract/calls/assistant';
import type { ClaimReviewBody } from '@rc/contract/calls/claims';
import type { ReturnRequestBody } from '@rc/contract/calls/returns';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import type { ShopperSession } from '../../../gateway/register-call';
import { AppError } from '../../../lib/app-error';
import { type AssistantContext, contextOf, languageOf, ownConversation, stateOf } from '../assistant-context';
import {
  type DialogueState,
  type Draft,
  formatWhen,
  menu,
  type TurnContext,
  type TurnOutcome,
} from '../dialogue';
import { HANDOVER_EMAIL_JOB } from '../handover';
import { type ActionRow, type ConversationRow, createAssistantRepository } from '../repository';
import { rowsOf } from '../steps';
import { say } from '../texts';
import { actionView, messageView, stateView } from '../views';

/** ai-chat/ai-chat-box-submit: confirm (run once) or decline a proposal. */
export async function decideAction(
  assistant: AssistantContext,
  session: ShopperSession,
  input: { conversationId: string; actionId: string; decision: 'confirm' | 'decline' },
) {
  const conversation = await ownConversation(assistant, session, input.conversationId);
  const language = languageOf(conversation.language);
  const action = await assistant.repository.action(conversation.id, input.actionId);
  if (!action) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
  const answer = async (row: ActionRow) => {
    const fresh =
      (await assistant.repository.conversationOfOrder(session.orderId, conversation.id)) ?? conversation;
    const messages =
      row.decisionSeqFrom !== null && row.decisionSeqTo !== null
        ? await assistant.repository.messagesBetween(conversation.id, row.decisionSeqFrom, row.decisionSeqTo)
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
  const ctx = await contextOf(assistant, session, language);
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
    await assistant.repository.updateAction(action.id, { status: 'executing' });
    const ran = await execute(assistant, ctx, conversation, action);
    status = ran.ok ? 'executed' : 'failed';
    if (ran.ok) result = ran.result;
    else errorCode = ran.code;
    outcome = followUp(ctx, state, ran);
  }
  // Settle once: whoever settles first writes the messages; a retry answers them.
  return assistant.db
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
        decidedAt: assistant.clock(),
        decisionSeqFrom: rows[0]?.seq ?? null,
        decisionSeqTo: rows.at(-1)?.seq ?? null,
      });
      const after = await repo.action(conversation.id, action.id);
      return { settled: after as ActionRow };
    })
    .then(({ settled: row }) => answer(row));
}

/** What the shopper reads after a confirmed action: its result, or why it failed; then the menu. */
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
  assistant: AssistantContext,
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
        const claim = await assistant.ports.claims.submit(
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
        const opened = await assistant.ports.returns.submit(
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
        const payout = await assistant.ports.payouts.cashOut(session, { claimId, requestId });
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
        return handOver(assistant, ctx, conversation, action);
    }
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code };
    throw error;
  }
}

/** The transcript to the store's support address (a durable job) and the store's webhook, once. */
async function handOver(
  assistant: AssistantContext,
  ctx: TurnContext,
  conversation: ConversationRow,
  action: ActionRow,
) {
  const by = new Date(String(action.payload.expectedReplyBy));
  await assistant.db.transaction(async (tx) => {
    await assistant.jobs.enqueue(
      tx,
      HANDOVER_EMAIL_JOB,
      { conversationId: conversation.id, actionId: action.id },
      { dedupeKey: `assistant-handover-${action.id}` },
    );
    await createAssistantRepository(tx).updateConversation(conversation.id, {
      status: 'handed_over',
      handedOverAt: assistant.clock(),
      expectedReplyBy: by,
    });
    await assistant.publishHandedOver(tx, conversation.merchantId, {
      conversationId: conversation.id,
      orderId: conversation.orderId,
      orderName: ctx.facts.orderName,
      language: ctx.language,
      expectedReplyBy: by.toISOString(),
    });
  });
  assistant.jobs.nudge();
  const email = ctx.facts.merchant.supportEmail;
  return {
    ok: true as const,
    result: {},
    text: say(ctx.language, 'handoverDone', { email: ctx.facts.email, when: formatWhen(by, ctx.language) }),
    blocks: [{ type: 'handover' as const, supportEmail: email, expectedReplyBy: by.toISOString() }],
  };
}
