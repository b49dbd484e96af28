import type { OutboundLog } from './client';

export {
  createOutboundHttp,
  type OutboundHttp,
  OutboundHttpError,
  type OutboundHttpOptions,
  type OutboundLog,
  type OutboundRequest,
  type OutboundResponse,
} from './client';
export { scrubText, scrubUrl } from './scrub';

/** A provider's settings with the log its outbound calls write to (null stays null: not configured). */
export function withLog<T extends object>(
  settings: T | null,
  log: OutboundLog,
): (T & { log: OutboundLog }) | null {
  return settings ? { ...settings, log } : null;
}
