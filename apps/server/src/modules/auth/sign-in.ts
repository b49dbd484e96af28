// rc-login: signs a shopper in to one order, by order number and e-mail, by a merchant-signed
// link, or by the access token of a verification e-mail. Wrong order numbers and wrong e-mails
// take the same path (the attempt counted with the order read, a constant-time comparison, no
// give-back) and give the same answer, so neither timing nor code tells them apart. On the
// database store a successful sign-in is two statements: count-and-read, then the session insert
// that gives the attempt back (sign-in-statements.ts).

import type { CallResponse } from '@rc/contract/define-call';
import type { rcLogin } from '@rc/contract/sign-in/calls';
import { usesLegacySite } from '@rc/domain/channels';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { OrderReadModelRow } from '../../db/order-read-model';
import { AppError } from '../../lib/app-error';
import { type Limit, type RateLimiter, tooManyAttempts } from '../../lib/rate-limiter';
import { verifyOrderLink } from '../../lib/signed-links';
import { constantTimeEqual } from '../../lib/tokens';
import type { MerchantRow, MerchantsService } from '../merchants';
import type { OrdersRepository } from '../orders';
import { throwIfNothingToReport } from '../orders';
import type { SessionValues } from './repository';
import type { Sessions } from './sessions';
import { createSignInStatements } from './sign-in-statements';
import { needsVerification, type Verification } from './verification';

export interface SignInLimits {
  /** Failed attempts allowed per order and per e-mail in a window. */
  perAccount: number;
  /** Failed attempts allowed per client address in a window (shared networks get more). */
  perAddress: number;
  windowSeconds: number;
}

type Input = z.output<(typeof rcLogin)['request']>;
type SignInOrder = NonNullable<Awaited<ReturnType<OrdersRepository['findForSignIn']>>>;

/** One attempt in progress: how long its account limits are exceeded, and whether it was given back. */
interface Attempt {
  accountWait: number;
  givenBack: boolean;
  /** Stores the session and gives the attempt back in one statement (the database store). */
  write: ((values: SessionValues) => Promise<void>) | undefined;
}

/** An order number typed without its '#' (and without any other prefix). */
const DIGITS_ONLY = /^[0-9]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** rc-login's answer for a session of this order: at sign-in, and for a page rendered for its shopper. */
export function loginAnswer(
  merchants: MerchantsService,
  merchant: MerchantRow,
  order: SignInOrder,
  sessionId: string,
): CallResponse<typeof rcLogin> {
  const style = merchants.loginStyleOf(merchant);
  return {
    sessionId,
    rcLoginStyleVO: style,
    redirectToNewRc4: !usesLegacySite(order.channel),
    channel: order.channel,
    applicantEmail: normalizeEmail(order.email),
    merchantName: merchant.name,
    shopDomain: merchant.shopDomain,
    orderId: order.id,
    orderName: order.orderName,
    merchantId: merchant.id,
    enableNewRc: style.enableNewRc,
    fromUS: style.fromUS,
    platform: order.platform ?? merchant.platform,
    supportChatMode: merchants.supportChatMode(merchant, order),
  };
}

/**
 * The shopper the request's live session signs in, as rc-login answered for it: a page behind
 * sign-in is rendered for them (decision 037). Null without a live session, or when its order or
 * store is gone.
 */
export function createSignedInShopper(deps: {
  merchants: MerchantsService;
  orders: OrdersRepository;
  sessions: Sessions;
}) {
  return async function signedInShopper(
    request: FastifyRequest,
  ): Promise<CallResponse<typeof rcLogin> | null> {
    const session = await deps.sessions.current(request);
    if (!session) return null;
    const [merchant, order] = await Promise.all([
      deps.merchants.findById(session.merchantId),
      session.order
        ? deps.orders.fromReadModel(session.order)
        : deps.orders.findForSignIn({ orderId: session.orderId }),
    ]);
    if (!merchant || !order || order.id !== session.orderId) return null;
    return loginAnswer(deps.merchants, merchant, order, session.sessionId);
  };
}

export function createSignIn(deps: {
  merchants: MerchantsService;
  orders: OrdersRepository;
  sessions: Sessions;
  verification: Verification;
  limiter: RateLimiter;
  limits: SignInLimits;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  /** Failed sign-ins: what the rate limits count. */
  const FAILURES: ReadonlySet<number> = new Set([
    ERROR_CODES.ORDER_NUMBER_UNKNOWN,
    ERROR_CODES.SIGNED_LINK_INVALID,
    ERROR_CODES.VERIFICATION_LINK_INVALID,
  ]);

  /** Where the rate limiter is the database, its count and give-back ride on sign-in's own statements. */
  const statements = createSignInStatements(deps.limiter);

  /**
   * Runs one sign-in attempt counted on every limit before anything is checked (so parallel
   * guesses cannot all slip under a limit); an attempt that ends in anything but a failure is given
   * back. The client address's limit refuses outright. An account's limits (the order, the e-mail)
   * do not: a stranger's guesses must not lock the owner out, so `run` learns how long they are
   * exceeded and refuses only what is not proven (see signIn). `count` counts the attempt (and may
   * read the order in the same statement); a session started with `attempt.write` gives the attempt
   * back in its own INSERT, so it is not given back again.
   */
  async function attempt<T>(
    addressLimit: Limit,
    accountLimits: Limit[],
    count: (limits: Limit[]) => Promise<Map<string, number>>,
    run: (attempt: Attempt) => Promise<T>,
  ): Promise<T> {
    const limits = [addressLimit, ...accountLimits];
    const keys = limits.map((limit) => limit.key);
    const over = await count(limits);
    const addressWait = over.get(addressLimit.key) ?? 0;
    if (addressWait > 0) {
      // A refusal does not count: the window is not prolonged by knocking on it.
      await deps.limiter.giveBack(keys);
      throw tooManyAttempts(addressWait);
    }
    const state: Attempt = {
      accountWait: Math.max(0, ...accountLimits.map((limit) => over.get(limit.key) ?? 0)),
      givenBack: false,
      write: statements
        ? async (values) => {
            await statements.insertSessionGivingBack(keys, values);
            state.givenBack = true;
          }
        : undefined,
    };
    let failure = false;
    try {
      return await run(state);
    } catch (error) {
      failure = error instanceof AppError && FAILURES.has(error.code);
      throw error;
    } finally {
      if (!failure && !state.givenBack) await deps.limiter.giveBack(keys);
    }
  }

  const countOnly = (limits: Limit[]) => deps.limiter.count(limits, deps.limits.windowSeconds);

  function addressLimit(request: FastifyRequest): Limit {
    return { key: `sign-in:address:${request.ip}`, limit: deps.limits.perAddress };
  }

  /** The order's and the e-mail's counters, both within the store (one e-mail is one per store). */
  function accountLimits(merchantId: string, orderName: string, email: string): Limit[] {
    return [
      { key: `sign-in:order:${merchantId}:${orderName.toLowerCase()}`, limit: deps.limits.perAccount },
      { key: `sign-in:email:${merchantId}:${email}`, limit: deps.limits.perAccount },
    ];
  }

  /** Starts the session and builds the answer. */
  async function complete(
    merchant: MerchantRow,
    order: SignInOrder,
    method: 'order-email' | 'signature' | 'access-token',
    reply: FastifyReply,
    state: Attempt,
  ): Promise<CallResponse<typeof rcLogin>> {
    const email = normalizeEmail(order.email);
    const sessionId = await deps.sessions.start(
      reply,
      { merchantId: merchant.id, orderId: order.id, email, method },
      state.write,
    );
    return loginAnswer(deps.merchants, merchant, order, sessionId);
  }

  async function withAccessToken(merchant: MerchantRow, token: string, reply: FastifyReply, state: Attempt) {
    const access = await deps.verification.consumeAccessToken(token, merchant.id);
    if (!access || access.merchantId !== merchant.id)
      throw new AppError(ERROR_CODES.VERIFICATION_LINK_INVALID);
    const order = await deps.orders.findForSignIn({ orderId: access.orderId });
    if (!order || normalizeEmail(order.email) !== access.email) {
      throw new AppError(ERROR_CODES.VERIFICATION_LINK_INVALID);
    }
    throwIfNothingToReport(order, clock());
    return complete(merchant, order, 'access-token', reply, state);
  }

  return async function signIn(input: Input, request: FastifyRequest, reply: FastifyReply) {
    const merchant = await deps.merchants.findById(input.merchantId);
    if (input.accessToken) {
      const token = input.accessToken;
      return attempt(addressLimit(request), [], countOnly, async (state) => {
        if (!merchant) throw new AppError(ERROR_CODES.VERIFICATION_LINK_INVALID);
        return withAccessToken(merchant, token, reply, state);
      });
    }

    const orderName = (input.orderName ?? '').trim();
    const email = normalizeEmail(input.contactInfo ?? '');
    const limits = accountLimits(input.merchantId, orderName, email);
    const where = merchant && orderName ? { merchantId: merchant.id, orderName } : undefined;
    // The order's read-model row when the count brought it along (the database store).
    let counted: { row: OrderReadModelRow | undefined } | undefined;
    const countAndRead = async (all: Limit[]) => {
      if (!statements || !where) return countOnly(all);
      const result = await statements.countAndRead(all, deps.limits.windowSeconds, where);
      counted = { row: result.row };
      return result.over;
    };
    return attempt(addressLimit(request), limits, countAndRead, async (state) => {
      const { accountWait } = state;
      const exact = !where
        ? undefined
        : counted
          ? await deps.orders.fromReadModel(counted.row)
          : await deps.orders.findForSignIn(where);
      // "1001" finds the store's "#1001" (issue 13): shoppers often leave the '#' out. An order
      // named "1001" itself is found first, so the '#' is only added where it is unambiguous.
      const order =
        exact ??
        (where && DIGITS_ONLY.test(where.orderName)
          ? await deps.orders.findForSignIn({
              merchantId: where.merchantId,
              orderName: `#${where.orderName}`,
            })
          : undefined);
      // Compare against a dummy when there is no order so both failures cost the same.
      const emailMatches = constantTimeEqual(order ? normalizeEmail(order.email) : '\u0000', email);
      if (!merchant || !order || !emailMatches) {
        // Past the account's limit a wrong guess is refused as such (and, refused, does not count).
        if (accountWait > 0) throw tooManyAttempts(accountWait);
        throw new AppError(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
      }

      if (input.signature) {
        // A valid merchant-signed link proves the shopper whatever strangers guessed before.
        if (!verifyOrderLink(merchant.signingSecret, order.orderName, email, input.signature, clock())) {
          if (accountWait > 0) throw tooManyAttempts(accountWait);
          throw new AppError(ERROR_CODES.SIGNED_LINK_INVALID);
        }
        throwIfNothingToReport(order, clock());
        return complete(merchant, order, 'signature', reply, state);
      }
      throwIfNothingToReport(order, clock());
      // While strangers are guessing at this order, the right order number and e-mail are not
      // proof enough to sign in, but they are enough to be sent a link: the owner gets in through
      // their mailbox (200052) instead of waiting out a lockout someone else keeps renewing.
      if (accountWait > 0 || needsVerification(merchant, order.totalMinor)) {
        return deps.verification.challenge(merchant.id, order.id, email);
      }
      return complete(merchant, order, 'order-email', reply, state);
    });
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
