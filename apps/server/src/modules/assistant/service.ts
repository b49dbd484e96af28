// The assistant's service: one named use-case per call (use-cases/), built on the shared steps
// (steps.ts), the views (views.ts) and the built-in dialogue (dialogue/). Routes call these.
import { type AssistantContext, type AssistantDeps, createAssistantContext } from './assistant-context';
import { createQuestion, questionResponse } from './use-cases/ask-question';
import { decideAction } from './use-cases/decide-action';
import { commandProducts, conversationDetail, feedback, heartbeat } from './use-cases/read-conversation';
import { createConversation, preConversation } from './use-cases/start-conversation';

export type { AssistantDeps, ModelTurn } from './assistant-context';
export { MAX_MESSAGES } from './assistant-context';

export function createAssistantService(deps: AssistantDeps) {
  const ctx = createAssistantContext(deps);
  /** A use-case with the module's context bound: the call's own arguments only. */
  const bound =
    <A extends unknown[], R>(useCase: (assistant: AssistantContext, ...args: A) => R) =>
    (...args: A): R =>
      useCase(ctx, ...args);
  return {
    /** ai-chat/get-pre-conversation-content. */
    preConversation: bound(preConversation),
    /** ai-chat/create-conversation: once per requestId; `resume` answers the latest. */
    createConversation: bound(createConversation),
    /** ai-chat/get-conversation-detail. */
    detail: bound(conversationDetail),
    /** ai-chat/create-question: once per questionId. */
    createQuestion: bound(createQuestion),
    /** ai-chat/get-question-response. */
    questionResponse: bound(questionResponse),
    /** ai-chat/ai-chat-box-submit: confirm (run once) or decline a proposal. */
    decide: bound(decideAction),
    /** ai-chat/feedback-question. */
    feedback: bound(feedback),
    /** ai-chat/heartbeat. */
    heartbeat: bound(heartbeat),
    /** v2/command-products. */
    commandProducts: bound(commandProducts),
    /** Retention (jobs/retention-sweep.ts, decision 039): conversations quiet for `days`. */
    prune(days: number): Promise<number> {
      return ctx.repository.pruneBefore(new Date(ctx.clock().getTime() - days * 86_400_000));
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
