import type { RequestOf, ResponseOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

export type ChatReply = RequestOf<'ai-chat/create-question'>['reply'];
export type QuestionAnswer = ResponseOf<'ai-chat/create-question'>;

/** The shopper's turn; the same `questionId` again answers the first answer (it acts once). */
export function createQuestion(input: RequestOf<'ai-chat/create-question'>) {
  return callGateway('ai-chat/create-question', input);
}
