import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import { languageFromAcceptLanguage } from '@rc/domain/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../lib/app-error';

/** The shopper's language, from Accept-Language (spec section 7: every request carries it). */
export function requestLanguage(request: FastifyRequest): string {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * API answers are personal (an order, a claim, a session cookie, a merchant's keys) unless the call
 * says otherwise: no browser, proxy or shared computer keeps them. A public call whose answer is
 * the same for everyone (the language list) sets its own caching before answering.
 */
export const NO_STORE = 'no-store';

/** Sends `{code: 0, data}`. */
export function answerOk(reply: FastifyReply, data: unknown, httpStatus = 200) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
  return reply.code(httpStatus).send({ code: ERROR_CODES.SUCCESS, data });
}

/** Sends an error envelope with the message in the caller's language; never a stack trace. */
export function answerError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  // Whatever the call meant to cache, a failure is not it.
  reply.header('cache-control', NO_STORE);
  if (error.options.headers) reply.headers(error.options.headers);
  const body: Record<string, unknown> = {
    code: error.code,
    message: errorMessage(error.code, requestLanguage(request), error.options.params),
  };
  if (error.options.data) body.data = error.options.data;
  return reply.code(error.httpStatus).send(body);
}
