import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

export type Rating = RequestOf<'ai-chat/feedback-question'>['rating'];

/** Rates one of the assistant's answers (null takes the rating back). */
export function feedbackQuestion(conversationId: string, messageId: string, rating: Rating) {
  return callGateway('ai-chat/feedback-question', { conversationId, messageId, rating });
}
