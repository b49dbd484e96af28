import type { ResponseOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

export type PreConversationContent = ResponseOf<'ai-chat/get-pre-conversation-content'>;

/** Whether chat mode is on for the order, the greeting, the flows offered and the latest conversation. */
export function getPreConversationContent() {
  return callGateway('ai-chat/get-pre-conversation-content', {});
}
