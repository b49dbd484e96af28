import { callGateway } from '../../../lib/gateway';

/**
 * Confirms or declines the summary the assistant proposed. A confirmation runs the action once on
 * the server (the pages' use-case and idempotency key); sent again, it answers the same result.
 */
export function aiChatBoxSubmit(conversationId: string, actionId: string, decision: 'confirm' | 'decline') {
  return callGateway('ai-chat/ai-chat-box-submit', { conversationId, actionId, decision });
}
