import { callGateway } from '../lib/gateway';

/**
 * Takes back an upload no claim uses, so it no longer counts towards the limit. One a draft
 * already holds answers 100016 and is let go when the draft is saved again.
 */
export function removeAttachment(attachmentId: string) {
  return callGateway('remove-attachment', { attachmentId });
}
