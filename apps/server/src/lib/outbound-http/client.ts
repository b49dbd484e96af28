// The one outbound HTTP client every provider adapter calls through (decision 057): undici (the
// engine of Node's own fetch) with its retry interceptor, so each provider gets the same timeouts,
// the same retries (exponential backoff with jitter, Retry-After honoured, only where sending
// again is safe: retry-policy.ts), its idempotency key on every try under the provider's own
// header, public addresses only for addresses a merchant supplied, and log lines without secrets.
//
// HTTP statuses are answers, not errors: the adapter reads the last answer and classifies it
// (refused, or ask again later). Only a call that got no answer at all throws OutboundHttpError.

import type { RetryHandler } from 'undici';
import { Agent, type Dispatcher, interceptors } from 'undici';
import { isPublicAddress, PrivateTargetError, publicOnlyLookup } from '../public-address';
import {
  isRetryableError,
  isRetrySafe,
  RETRY_STATUSES,
  type RetrySettings,
  retryAfterMs,
  retryDelayMs,
} from './retry-policy';
import { scrubText, scrubUrl } from './scrub';

/** The part of a pino logger the client writes to (the app's `log`, or a child of it). */
export interface OutboundLog {
  debug(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface OutboundHttpOptions {
  /** The provider's name in log lines (`stripe`, `tremendous` …). */
  provider: string;
  /** Relative request addresses are resolved against it (a path prefix is kept). */
  baseUrl?: string;
  /**
   * The whole call's deadline: every try and every wait between them. A wait that would end past
   * it is not taken (the last answer goes back); a try still running at it is abandoned.
   */
  timeoutMs: number;
  /** Tries after the first, for retry-safe requests only (default 2). */
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxRetryAfterMs?: number;
  /** The header the provider reads our idempotency key from; null when the key travels in the body. */
  idempotencyHeader?: string | null;
  /** The address came from a merchant: refuse loopback, private and link-local targets. */
  publicOnly?: boolean;
  /** Larger answers are refused (default 20 MB). */
  maxResponseBytes?: number;
  /** Values that must never reach a log line even inside an error text (API keys, tokens). */
  secrets?: readonly (string | null | undefined)[];
  log?: OutboundLog;
  random?: () => number;
}

export type OutboundMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OutboundRequest {
  method: OutboundMethod;
  /** A path under baseUrl, or an absolute address. */
  url: string | URL;
  headers?: Record<string, string>;
  /** Sent as JSON, or as a form (application/x-www-form-urlencoded). */
  json?: unknown;
  form?: URLSearchParams;
  /** Our key for this action: the provider answers a repeat with the first result, so it may be retried. */
  idempotencyKey?: string;
}

export interface OutboundResponse {
  status: number;
  ok: boolean;
  headers: Record<string, string | string[] | undefined>;
  body: Uint8Array;
  /** How many tries it took. */
  attempts: number;
  text(): string;
  /** The body as JSON; null when empty or not JSON. */
  json<T = unknown>(): T | null;
}

export type OutboundFailure = 'timeout' | 'network' | 'private-address' | 'too-large';

/** No answer at all (timed out, refused, dropped, not allowed): whether anything happened is unknown. */
export class OutboundHttpError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
    readonly attempts: number,
  ) {
    super(message);
    this.name = 'OutboundHttpError';
  }
}

export interface OutboundHttp {
  request(request: OutboundRequest): Promise<OutboundResponse>;
  close(): Promise<void>;
}

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export function createOutboundHttp(options: OutboundHttpOptions): OutboundHttp {
  const settings: RetrySettings = {
    retries: options.retries ?? 2,
    baseDelayMs: options.baseDelayMs ?? 250,
    maxDelayMs: options.maxDelayMs ?? 4000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 10_000,
  };
  const idempotencyHeader =
    options.idempotencyHeader === undefined ? 'idempotency-key' : options.idempotencyHeader;
  const maxBytes = options.maxResponseBytes ?? 20 * 1024 * 1024;
  const secrets = (options.secrets ?? []).filter((value): value is string => !!value);
  const random = options.random ?? Math.random;
  const log = options.log;
  const base = options.baseUrl ? `${options.baseUrl.replace(/\/$/, '')}/` : undefined;
  const agent = new Agent({
    connect: {
      timeout: options.timeoutMs,
      // Every address the name resolves to is checked when connecting, so a merchant's name cannot
      // be pointed at our own network between a check and the request.
      ...(options.publicOnly ? { lookup: publicOnlyLookup } : {}),
    },
  });
  const dispatcher = agent.compose(interceptors.retry({ throwOnError: false }));

  function addressOf(url: string | URL): URL {
    if (url instanceof URL) return url;
    if (/^https?:\/\//i.test(url)) return new URL(url);
    if (!base) throw new Error(`${options.provider}: a relative address without a base: ${url}`);
    return new URL(url.replace(/^\//, ''), base);
  }

  return {
    async request(request) {
      const url = addressOf(request.url);
      const shownUrl = scrubUrl(url.href, secrets);
      const started = performance.now();
      const deadline = started + options.timeoutMs;
      let attempts = 1;
      const line = (fields: object) => ({
        provider: options.provider,
        method: request.method,
        url: shownUrl,
        ...fields,
      });
      if (options.publicOnly) {
        const host = url.hostname.replace(/^\[|\]$/g, '');
        // An address literal is never looked up, so the connection's check would not see it.
        if (/^[\d.]+$|:/.test(host) && !isPublicAddress(host)) {
          throw new OutboundHttpError(
            'private-address',
            `${options.provider}: ${host} is not a public address`,
            1,
          );
        }
      }
      const headers: Record<string, string> = { ...request.headers };
      let body: string | undefined;
      if (request.json !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(request.json);
      } else if (request.form) {
        headers['content-type'] ??= 'application/x-www-form-urlencoded';
        body = request.form.toString();
      }
      if (request.idempotencyKey && idempotencyHeader) headers[idempotencyHeader] = request.idempotencyKey;
      const retrySafe = isRetrySafe(request.method, !!request.idempotencyKey);

      // undici asks this before every retry: the answer's status (or the error) decides, and the
      // wait comes from Retry-After or the backoff.
      const retry: RetryHandler.RetryCallback = (error, _state, callback) => {
        const failure = error as Error & {
          statusCode?: number;
          code?: string;
          headers?: Record<string, string>;
        };
        const status = failure.code === 'UND_ERR_REQ_RETRY' ? failure.statusCode : undefined;
        const worthIt =
          retrySafe &&
          (status !== undefined ? RETRY_STATUSES.includes(status) : isRetryableError(failure.code));
        const delay = worthIt
          ? retryDelayMs(
              settings,
              attempts,
              status !== undefined ? retryAfterMs(failure.headers?.['retry-after']) : null,
              random,
            )
          : null;
        // A wait that ends past the deadline would only end in a timeout: answer what we have.
        if (delay === null || performance.now() + delay >= deadline) return callback(error);
        log?.warn(
          line({
            attempt: attempts,
            ...(status !== undefined ? { status } : { error: failure.code }),
            retryInMs: delay,
          }),
          'provider call: trying again',
        );
        attempts += 1;
        setTimeout(() => callback(null), delay);
      };

      let answer: Dispatcher.ResponseData;
      try {
        answer = await dispatcher.request({
          origin: url.origin,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers,
          ...(body !== undefined ? { body } : {}),
          // undici's own timers tick every half second: the deadline's signal is the exact one.
          signal: AbortSignal.timeout(options.timeoutMs),
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
          retryOptions: { retry, statusCodes: [...RETRY_STATUSES] },
        } as Dispatcher.RequestOptions);
      } catch (error) {
        throw failed(error);
      }
      let received: Uint8Array;
      try {
        received = await readAll(answer.body, maxBytes);
      } catch (error) {
        throw failed(error);
      }
      const durationMs = Math.round(performance.now() - started);
      log?.debug(line({ status: answer.statusCode, attempts, durationMs }), 'provider call');
      const text = () => Buffer.from(received).toString('utf8');
      return {
        status: answer.statusCode,
        ok: answer.statusCode >= 200 && answer.statusCode < 300,
        headers: answer.headers,
        body: received,
        attempts,
        text,
        json<T>() {
          try {
            return received.length > 0 ? (JSON.parse(text()) as T) : null;
          } catch {
            return null;
          }
        },
      };

      function failed(error: unknown): OutboundHttpError {
        const code = (error as { code?: string }).code ?? '';
        const kind: OutboundFailure =
          error instanceof OutboundHttpError
            ? error.kind
            : TIMEOUT_CODES.has(code) || (error as Error).name === 'TimeoutError'
              ? 'timeout'
              : error instanceof PrivateTargetError || (error as Error).cause instanceof PrivateTargetError
                ? 'private-address'
                : 'network';
        const reason = scrubText(
          kind === 'timeout' ? `no answer within ${options.timeoutMs} ms` : errorText(error),
          secrets,
        );
        log?.warn(
          line({ attempts, error: code || kind, durationMs: Math.round(performance.now() - started) }),
          `provider call failed: ${reason}`,
        );
        return new OutboundHttpError(
          kind,
          `${options.provider}: ${request.method} ${shownUrl}: ${reason}`,
          attempts,
        );
      }
    },
    close: () => agent.close(),
  };
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

async function readAll(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new OutboundHttpError('too-large', `an answer over ${maxBytes} bytes`, 1);
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
