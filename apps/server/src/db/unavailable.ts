// Telling "the database cannot be reached right now" (down, restarting, failing over, our
// connection killed) from every other failure, so that callers get a clean 503 and the logs a
// short warning instead of a stack trace with the SQL and its parameters (decision 021).

/** Socket-level failures: nobody listening, the connection reset or timed out, no route, no name. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking us: 57P01 admin_shutdown (restart,
 * pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting
 * down, a standby not yet promoted), 53300 too_many_connections; class 08 is connection exceptions.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool say these in words only. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // unexpectedly, due to connection timeout, or while we were ending it
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/, // no pool client became free in time
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and what it wraps (Drizzle's DrizzleQueryError keeps the driver's error as `cause`). */
function* chainOf(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth += 1) {
    const item = current as ErrorLike;
    yield item;
    // Node's happy-eyeballs connect fails with an AggregateError of one error per address.
    if (Array.isArray(item.errors)) for (const inner of item.errors) if (inner) yield inner as ErrorLike;
    current = item.cause;
  }
}

function isConnectionLevel(item: ErrorLike): boolean {
  const code = typeof item.code === 'string' ? item.code : '';
  if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof item.message === 'string' ? item.message : '';
  return DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when `error` (or what it wraps) says the database is unreachable, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of chainOf(error)) if (isConnectionLevel(item)) return true;
  return false;
}

/**
 * What to log about an unavailable database: the driver's code and message of the connection-level
 * error only (never a wrapping error's text, which carries the SQL and its parameters).
 */
export function describeUnavailable(error: unknown): { code?: string; reason: string } {
  for (const item of chainOf(error)) {
    if (!isConnectionLevel(item)) continue;
    const reason = typeof item.message === 'string' ? item.message.slice(0, 200) : 'unknown';
    return typeof item.code === 'string' ? { code: item.code, reason } : { reason };
  }
  return { reason: 'unknown' };
}

interface WarnLogger {
  warn(object: object, message: string): void;
}

/**
 * Logs an outage at warn at most once per `intervalMs` (an outage under load fails many calls a
 * second), with the number of the same warnings left out since the last line.
 */
export function outageWarning(message: string, intervalMs = 10_000) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let left = 0;
  return (log: WarnLogger, error: unknown): void => {
    const now = Date.now();
    if (now - lastAt < intervalMs) {
      left += 1;
      return;
    }
    log.warn({ database: describeUnavailable(error), ...(left ? { suppressed: left } : {}) }, message);
    lastAt = now;
    left = 0;
  };
}
