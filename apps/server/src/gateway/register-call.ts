// Registers a contract call as a route: validates the input with the call's schema, resolves the
// session when the call needs one, runs the use-case and answers with the envelope.
import type { CallDefinition } from '@rc/contract/define-call';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { OrderReadModelRow } from '../db/order-read-model';
import { AppError } from '../lib/app-error';
import { answerOk } from './answer';
import { invalidInput } from './invalid-input';

/** The signed-in shopper a session call runs for: one order of one merchant. */
export interface ShopperSession {
  tokenHash: string;
  sessionId: string;
  merchantId: string;
  orderId: string;
  email: string;
  /** The order's read model as it was when the session was looked up (the same statement). */
  order?: OrderReadModelRow;
}

export interface CallContext<Input> {
  input: Input;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<C extends CallDefinition, S> = (
  context: CallContext<z.output<C['request']>> & S,
) => Promise<z.input<C['response']>>;

export interface Authenticator {
  /** The request's live session, or an AppError 100008. */
  requireSession(request: FastifyRequest): Promise<ShopperSession>;
}

/** A public call: no session needed. */
export function registerPublicCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C, object>,
): void {
  register(app, call, async (request, reply, input) =>
    handler({ input: input as z.output<C['request']>, request, reply }),
  );
}

/** A session call: the handler receives the shopper's session; objects outside its order are unreachable. */
export function registerSessionCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  authenticator: Authenticator,
  handler: Handler<C, { session: ShopperSession }>,
): void {
  register(app, call, async (request, reply, input) => {
    const session = await authenticator.requireSession(request);
    return handler({ input: input as z.output<C['request']>, request, reply, session });
  });
}

function register(
  app: FastifyInstance,
  call: CallDefinition,
  run: (request: FastifyRequest, reply: FastifyReply, input: unknown) => Promise<unknown>,
) {
  app.route({
    method: call.route.method,
    url: call.path,
    handler: async (request, reply) => {
      const raw = call.route.method === 'GET' ? (request.query ?? {}) : request.body;
      if (raw === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        throw new AppError(ERROR_CODES.INVALID_INPUT, {
          httpStatus: 400,
          data: { fields: [{ path: '', problem: 'the body must be a JSON object' }] },
        });
      }
      const parsed = call.request.safeParse(raw);
      if (!parsed.success) throw invalidInput(parsed.error);
      const data = await run(request, reply, parsed.data);
      if (reply.sent) return reply;
      return answerOk(reply, data);
    },
  });
}
