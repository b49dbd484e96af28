import { callGateway } from '../../../lib/gateway';

/** What the chat missed after `afterSeq` and the turns still being answered. */
export function heartbeat(conversationId: string, afterSeq: number) {
  return callGateway('ai-chat/heartbeat', { conversationId, afterSeq });
}
