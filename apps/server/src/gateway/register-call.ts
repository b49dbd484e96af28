// Registers a call record (packages/contract) of any surface as a route: recognises the caller the
// record names (session, merchant API key, admin token), validates the path parameters and the
// body or query with the record's schemas, runs the handler and answers with the envelope. In
// tests and development the answer is checked against the record's response schema too. A
// provider's signed body is kept as sent, in the call's own scope (body-parsers.ts).
import { type ApiCall, keepsRawBody, readsQuery } from '@rc/contract/define-call';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { OrderReadModelRow } from '../db/order-read-model';
import { AppError } from '../lib/app-error';
import { answerOk } from './answer';
import { keepRawJsonBody, rawBodyOf } from './body-parsers';
import { invalidInput } from './invalid-input';

/** The signed-in shopper a session call runs for: one order of one merchant. */
/**
 * How a session signed in: order number and e-mail, a merchant-signed link, or a verification
 * e-mail's access token. The last two prove the e-mail (decision 031: the orders hub).
 */
export type SignInMethod = 'order-email' | 'signature' | 'access-token';

export interface ShopperSession {
  tokenHash: string;
  sessionId: string;
  merchantId: string;
  orderId: string;
  email: string;
  method: SignInMethod;
  /** The order's read model as it was when the session was looked up (the same statement). */
  order?: OrderReadModelRow;
}

export interface Authenticator {
  /** The request's live session, or an AppError 100008. */
  requireSession(request: FastifyRequest): Promise<ShopperSession>;
}

/** How each kind of caller is recognised (gate.ts builds it once for the app). */
export interface Gate<Merchant = unknown> {
  /** The shopper's live session, or 100008. */
  session(request: FastifyRequest): Promise<ShopperSession>;
  /** The merchant whose API key the request carries, or 401 (100010). */
  merchant(request: FastifyRequest): Promise<Merchant>;
  /** The operator: the admin token from a loopback address, or 401 (100010). */
  admin(request: FastifyRequest): void;
  /** The store an admin call acts for (`:shop`), or 404 (100013). */
  shop(shop: string): Promise<Merchant>;
  /** Check every answer against its call's response schema: a mismatch answers 500 and is logged. */
  checkAnswers: boolean;
}

type ParamsOf<C extends ApiCall> =
  NonNullable<C['params']> extends z.ZodType ? z.output<NonNullable<C['params']>> : unknown;

/** What the handler gets besides the input: the session, or the merchant it acts for. */
type CallerOf<C extends ApiCall, M> = C['auth'] extends 'session'
  ? { session: ShopperSession }
  : C['auth'] extends 'merchant'
    ? { merchant: M }
    : C['auth'] extends 'admin'
      ? 'shop' extends keyof ParamsOf<C>
        ? { merchant: M }
        : object
      : object;

/** One handler may serve several calls alike (a merchant call and its admin copy): C distributes. */
export type CallContext<C extends ApiCall, M = unknown> = C extends ApiCall
  ? {
      input: z.output<C['request']>;
      params: ParamsOf<C>;
      /** The body as sent, for a provider's signature ('signed' and 'signed-json' calls); '' otherwise. */
      rawBody: string;
      request: FastifyRequest;
      reply: FastifyReply;
    } & CallerOf<C, M>
  : never;

/** Answers the `data` of the envelope; a 'file' call sends the reply itself and returns it. */
export type CallHandler<C extends ApiCall, M = unknown> = (
  context: CallContext<C, M>,
) => Promise<z.input<C['response']>>;

export function registerCall<C extends ApiCall, M>(
  app: FastifyInstance,
  gate: Gate<M>,
  call: C,
  handler: CallHandler<C, M>,
  options: { bodyLimit?: number } = {},
): void {
  if (keepsRawBody(call.body)) {
    // The signature covers the bytes as sent: only this call's scope keeps them.
    void app.register(async (scope) => {
      keepRawJsonBody(scope, options);
      routeCall(scope, gate, call, handler);
    });
    return;
  }
  routeCall(app, gate, call, handler, options);
}

function routeCall<C extends ApiCall, M>(
  app: FastifyInstance,
  gate: Gate<M>,
  call: C,
  handler: CallHandler<C, M>,
  options: { bodyLimit?: number } = {},
): void {
  // The gateway checks the input before the session (a malformed call is refused as such); the
  // merchant and admin APIs say who may call first.
  const callerFirst = call.surface !== 'shopper';
  app.route({
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    method: call.method,
    url: call.path,
    ...(call.answer === 'file' ? { exposeHeadRoute: false } : {}),
    handler: async (request, reply) => {
      let caller = callerFirst ? await callerOf(call, gate, request) : undefined;
      const params = call.params ? parse(call.params, request.params) : request.params;
      // A file upload is read by its handler; a 'signed' body only once its signature is verified.
      const input =
        call.body === 'multipart' || call.body === 'signed'
          ? {}
          : parse(call.request, rawInput(call, request));
      caller ??= await callerOf(call, gate, request);
      const rawBody = rawBodyOf(request);
      const data = await handler({ input, params, rawBody, request, reply, ...caller } as CallContext<C, M>);
      if (call.answer === 'file' || reply.sent) return data;
      if (gate.checkAnswers) checkAnswer(call, data, request);
      const status =
        reply.statusCode !== 200 ? reply.statusCode : Number(Object.keys(call.statuses)[0] ?? 200);
      return answerOk(reply, data, status);
    },
  });
}

async function callerOf<M>(call: ApiCall, gate: Gate<M>, request: FastifyRequest): Promise<object> {
  switch (call.auth) {
    case 'public':
      return {};
    case 'session':
      return { session: await gate.session(request) };
    case 'merchant':
      return { merchant: await gate.merchant(request) };
    case 'admin': {
      gate.admin(request);
      if (!call.path.includes('/:shop')) return {};
      return { merchant: await gate.shop((request.params as { shop: string }).shop) };
    }
  }
}

function rawInput(call: ApiCall, request: FastifyRequest): unknown {
  const raw = readsQuery(call.method) ? (request.query ?? {}) : request.body;
  if (call.surface === 'shopper') {
    if (raw === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new AppError(ERROR_CODES.INVALID_INPUT, {
        httpStatus: 400,
        data: { fields: [{ path: '', problem: 'the body must be a JSON object' }] },
      });
    }
    return raw;
  }
  return call.body === 'optional-json' ? (raw ?? {}) : raw;
}

/** Parses with a contract schema; invalid input answers 100002 with the fields. */
function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

/** The answer as the caller receives it (JSON), against the call's response schema. */
function checkAnswer(call: ApiCall, data: unknown, request: FastifyRequest): void {
  const sent = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  const checked = call.response.safeParse(sent);
  if (checked.success) return;
  const problems = checked.error.issues
    .slice(0, 20)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
  request.log.error(
    { call: `${call.method} ${call.path}`, problems },
    'the answer does not match the call’s response schema',
  );
  throw new AppError(ERROR_CODES.UNEXPECTED_ERROR, { httpStatus: 500 });
}
