import type { RequestOf, ResponseOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

export type ConversationDetail = ResponseOf<'ai-chat/create-conversation'>;

/** Opens a conversation (or, with `resume`, the order's latest); idempotent by `requestId`. */
export function createConversation(input: RequestOf<'ai-chat/create-conversation'>) {
  return callGateway('ai-chat/create-conversation', input);
}
