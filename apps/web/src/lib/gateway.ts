// The gateway client (spec section 7): JSON over POST (GET sends a query string), the current
// language in Accept-Language, a 30 s timeout, and every failure turned into a code and message.
import type { RequestOf, ResponseOf } from '@rc/contract/call-types';
import { CALL_ROUTES, type CallName, callPath } from '@rc/contract/routes';
import { ERROR_CODES, normalizeErrorCode } from '@rc/domain/error-codes';
import { textsReady } from './texts-ready';

export const REQUEST_TIMEOUT_MS = 30_000;

export type GatewayResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: number; message: string | null; data?: Record<string, unknown> };

let currentLanguage = 'en-US';

/** The language every call announces; set by i18n when the shopper picks one. */
export function setGatewayLanguage(language: string): void {
  currentLanguage = language;
}

/** The stable key of a call and its input: the name and the input's entries in key order. */
function callKey(name: string, input: unknown): string {
  const entries = Object.entries((input ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, String(value)])
    .sort(([a], [b]) => (a as string).localeCompare(b as string));
  return `${name} ${JSON.stringify(entries)}`;
}

const firstAnswers = new Map<string, unknown>();

/**
 * The answers the server made for the page's first calls (decision 026). Each is used by the
 * first matching call only, so a later refetch asks the server again.
 */
export function seedFirstAnswers(
  answers: ReadonlyArray<{ name: string; input: unknown; answer: unknown }>,
): void {
  for (const { name, input, answer } of answers) firstAnswers.set(callKey(name, input), answer);
}

/** Forgets the answers no call took: the server does after each render, so none reaches the next shopper. */
export function clearFirstAnswers(): void {
  firstAnswers.clear();
}

/**
 * The server's answer to this call, if the page came with one (decision 026), taken so that it is
 * used once. A query gives it as its initial data, so the page's first render has it.
 */
export function takeFirstAnswer<N extends CallName>(
  name: N,
  input: RequestOf<N>,
): GatewayResult<ResponseOf<N>> | null {
  if (!firstAnswers.size) return null;
  const key = callKey(name, input);
  if (!firstAnswers.has(key)) return null;
  const answer = firstAnswers.get(key);
  firstAnswers.delete(key);
  return readEnvelope<ResponseOf<N>>(answer);
}

/** The data of the server's successful first answer to this call, for a query's `initialData`. */
export function firstAnswerData<N extends CallName>(name: N, input: RequestOf<N>): ResponseOf<N> | undefined {
  const first = takeFirstAnswer(name, input);
  return first?.ok ? first.data : undefined;
}

/** Calls the gateway. Never throws: a network failure, timeout or unreadable answer is a code too. */
export async function callGateway<N extends CallName>(
  name: N,
  input: RequestOf<N>,
  options: { signal?: AbortSignal } = {},
): Promise<GatewayResult<ResponseOf<N>>> {
  const first = takeFirstAnswer(name, input);
  if (first) return first;
  const route = CALL_ROUTES[name];
  let url = callPath(name);
  const init: RequestInit = {
    method: route.method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'accept-language': currentLanguage },
    signal: options.signal
      ? AbortSignal.any([options.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
      : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  };
  if (route.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(input as Record<string, unknown>)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    ).toString();
    if (query) url += `?${query}`;
  } else {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = JSON.stringify(input);
  }

  let body: unknown;
  try {
    const response = await fetch(url, init);
    body = await response.json();
  } catch {
    // Spec 7: failures are swallowed; the caller sees the generic code and message.
    await textsReady();
    return { ok: false, code: ERROR_CODES.UNEXPECTED_ERROR, message: null };
  }
  // An answer may be shown in words the page did not come with (an error's message, say).
  await textsReady();
  return readEnvelope<ResponseOf<N>>(body);
}

/**
 * Reads an answer's envelope `{ code, message?, data? }` (decision 002): code 0 is the data, any
 * other code a failure with the server's message and its data, if any. An answer without a code
 * (not JSON, an HTML error page) is a failure with `codeWithout`: the generic code unless the
 * caller knows better. The one reader of the envelope: uploads (verify-attachment) use it too.
 */
export function readEnvelope<T>(
  body: unknown,
  codeWithout: number = ERROR_CODES.UNEXPECTED_ERROR,
): GatewayResult<T> {
  const envelope = (body && typeof body === 'object' ? body : {}) as {
    code?: unknown;
    message?: unknown;
    data?: unknown;
  };
  if (envelope.code === 0) return { ok: true, data: envelope.data as T };
  return {
    ok: false,
    code: envelope.code === undefined ? codeWithout : normalizeErrorCode(envelope.code),
    message: typeof envelope.message === 'string' ? envelope.message : null,
    ...(envelope.data && typeof envelope.data === 'object'
      ? { data: envelope.data as Record<string, unknown> }
      : {}),
  };
}
