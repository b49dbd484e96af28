import { callGateway } from '../../../lib/gateway';

/** A conversation of the signed-in order with its messages: a reload or another device resumes it. */
export function getConversationDetail(conversationId: string) {
  return callGateway('ai-chat/get-conversation-detail', { conversationId });
}
