// Every failure becomes an envelope with a catalogue code and a message in the caller's language:
// malformed JSON, oversized bodies, wrong media types, unknown calls and unexpected errors alike.
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, outageWarning } from '../db/unavailable';
import { AppError } from '../lib/app-error';
import { answerError } from './answer';

function fromFastifyError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(ERROR_CODES.MALFORMED_JSON, { httpStatus: 400 });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, { httpStatus: 413 });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, { httpStatus: 415 });
    default:
      break;
  }
  if (error.statusCode === 429) {
    return new AppError(ERROR_CODES.TOO_MANY_ATTEMPTS, { httpStatus: 429, params: { seconds: 60 } });
  }
  // A folder or a file outside the web app's root (the static file server refuses or misses them).
  if (error.statusCode === 403 || error.statusCode === 404) {
    return new AppError(ERROR_CODES.UNKNOWN_CALL, { httpStatus: 404 });
  }
  if (error instanceof SyntaxError) return new AppError(ERROR_CODES.MALFORMED_JSON, { httpStatus: 400 });
  // Any other request the server could not take (a bad header, an unsatisfiable range): keep the
  // library's 4xx status rather than answer 500.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(ERROR_CODES.MALFORMED_JSON, { httpStatus: error.statusCode });
  }
  return null;
}

/** Seconds a caller is asked to wait after a 503 while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL down, restarting or failing over (decision 021): 503 with the catalogue's "service
 * busy" code and Retry-After. A write whose COMMIT was lost is answered so too; its retry with the
 * same idempotency key or requestId either finds it done or does it, never twice.
 */
function databaseUnavailable(): AppError {
  return new AppError(ERROR_CODES.SERVICE_BUSY, {
    httpStatus: 503,
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}

/** Each app's routes as patterns, so a wrong method on a parametric path is still recognised. */
const routePatterns = new WeakMap<FastifyInstance, { method: string; pattern: RegExp }[]>();
/** Each app's routes as registered (method and Fastify path), for the check that all are documented. */
const routeTable = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

function patternOf(url: string): RegExp {
  const segments = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/** Installs the error and not-found handlers on the root instance. */
export function installErrorHandling(app: FastifyInstance): void {
  // Bodies are JSON (DESIGN.md 3): without this, Fastify's built-in text/plain parser would hand a
  // call a string, answered as invalid input instead of an unsupported media type.
  app.removeContentTypeParser('text/plain');
  const patterns: { method: string; pattern: RegExp }[] = [];
  const table: { method: string; url: string }[] = [];
  routePatterns.set(app, patterns);
  routeTable.set(app, table);
  app.addHook('onRoute', (route) => {
    // Catch-all routes (static files) would make every path look like it has a GET.
    if (route.url.includes('*')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = patternOf(route.url);
    for (const method of methods) {
      patterns.push({ method, pattern });
      table.push({ method, url: route.url });
    }
  });
  // One warning per outage window, not one per failed call; without the SQL or its parameters.
  const warnUnavailable = outageWarning('database unavailable: calls answered 503');
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastifyError(error);
    if (known) return answerError(request, reply, known);
    if (isDatabaseUnavailable(error)) {
      warnUnavailable(request.log, error);
      return answerError(request, reply, databaseUnavailable());
    }
    request.log.error({ err: error }, 'unexpected error');
    return answerError(request, reply, new AppError(ERROR_CODES.UNEXPECTED_ERROR, { httpStatus: 500 }));
  });
}

/** Every route the app serves (catch-alls left out), in the order they were registered. */
export function servedRoutes(app: FastifyInstance): readonly { method: string; url: string }[] {
  return routeTable.get(app) ?? [];
}

/** Unknown API paths answer 100004; everything else falls through to `onPage` (the SPA). */
export function isApiPath(url: string): boolean {
  return /^\/(gateway|controller|api)(\/|$|\?)/.test(url);
}

export function unknownCall(): AppError {
  return new AppError(ERROR_CODES.UNKNOWN_CALL, { httpStatus: 404 });
}

/** 100005 when the path exists under another method (a GET on a POST call, say). */
export function methodNotAllowed(app: FastifyInstance, url: string): AppError | null {
  const patterns = routePatterns.get(app) ?? [];
  const methods = (['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const).filter(
    (method) =>
      app.hasRoute({ method, url }) ||
      patterns.some((route) => route.method === method && route.pattern.test(url)),
  );
  if (methods.length === 0) return null;
  return new AppError(ERROR_CODES.METHOD_NOT_ALLOWED, {
    httpStatus: 405,
    headers: { allow: methods.join(', ') },
  });
}
