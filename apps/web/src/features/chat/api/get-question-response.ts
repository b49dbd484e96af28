import { callGateway } from '../../../lib/gateway';

/** The answer to a turn sent before: while it was pending, or after its answer was lost. */
export function getQuestionResponse(conversationId: string, questionId: string) {
  return callGateway('ai-chat/get-question-response', { conversationId, questionId });
}
