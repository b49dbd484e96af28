import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import { languageFromAcceptLanguage } from '@rc/domain/languages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

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

/**
 * What the router refuses before any route runs (Fastify's `frameworkErrors`): a path that does not
 * decode (`%ED%A0%80`, `%F0`) or a path parameter over the length limit. Without this Fastify
 * answers its own JSON, with its error code, instead of the envelope.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return answerError(
    request,
    reply,
    new AppError(ERROR_CODES.INVALID_INPUT, {
      httpStatus: tooLong ? 414 : 400,
      data: {
        fields: [{ path: 'url', problem: tooLong ? 'a path segment is too long' : 'is not a valid URL' }],
      },
    }),
  );
}
