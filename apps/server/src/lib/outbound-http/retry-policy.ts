// When a provider call may be sent again, and after how long (decision 057). Sending again is safe
// only where the provider cannot act twice: a method that is idempotent by definition, or a request
// carrying our idempotency key (the provider answers a repeat with the first result). Everything
// else fails at once and is left to the caller (the job queue asks again later, with the same key).

/** Methods that the HTTP standard defines as idempotent. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE']);

/** Answers that say "not now": a timeout at the provider, throttling, a failing or overloaded server. */
export const RETRY_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

/** Failures before an answer that are worth one more try: dropped or refused connections, timeouts. */
const RETRY_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

export interface RetrySettings {
  /** Tries after the first. */
  retries: number;
  /** The ceiling of the first wait; each later one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for here: the caller asks again later. */
  maxRetryAfterMs: number;
}

export function isRetrySafe(method: string, hasIdempotencyKey: boolean): boolean {
  return hasIdempotencyKey || IDEMPOTENT_METHODS.has(method.toUpperCase());
}

export function isRetryableError(code: string | undefined): boolean {
  return code !== undefined && RETRY_ERROR_CODES.has(code);
}

/** Retry-After in milliseconds (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The wait before try `retry` (1 for the first retry): the provider's Retry-After when it gave one,
 * else exponential backoff with jitter (half the step fixed, half random), so that many clients
 * failing together do not come back together. Null: do not retry.
 */
export function retryDelayMs(
  settings: RetrySettings,
  retry: number,
  retryAfter: number | null,
  random: () => number = Math.random,
): number | null {
  if (retry > settings.retries) return null;
  if (retryAfter !== null) return retryAfter <= settings.maxRetryAfterMs ? retryAfter : null;
  const step = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (retry - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
