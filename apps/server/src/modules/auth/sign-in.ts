// rc-login: signs a shopper in to one order, by order number and e-mail, by a merchant-signed
// link, or by the access token of a verification e-mail. Wrong order numbers and wrong e-mails
// take the same path (one limit read, one order read, a constant-time comparison, one counter
// write) and give the same answer, so neither timing nor code tells them apart.
import type { rcLogin } from '@rc/contract/calls/sign-in';
import type { CallResponse } from '@rc/contract/define-call';
import { usesLegacySite } from '@rc/domain/channels';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Limit, RateLimiter } from '../../lib/rate-limiter';
import { verifyOrderLink } from '../../lib/signed-links';
import { constantTimeEqual } from '../../lib/tokens';
import type { MerchantRow, MerchantsService } from '../merchants';
import type { OrdersRepository } from '../orders';
import { throwIfNothingToReport } from '../orders';
import type { Sessions } from './sessions';
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

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
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

  function tooMany(wait: number): AppError {
    return new AppError(ERROR_CODES.TOO_MANY_ATTEMPTS, {
      httpStatus: 429,
      params: { seconds: wait },
      data: { retryAfterSeconds: wait },
      headers: { 'retry-after': String(wait) },
    });
  }

  /** Failed sign-ins: what the rate limits count. */
  const FAILURES: ReadonlySet<number> = new Set([
    ERROR_CODES.ORDER_NUMBER_UNKNOWN,
    ERROR_CODES.SIGNED_LINK_INVALID,
    ERROR_CODES.VERIFICATION_LINK_INVALID,
  ]);

  /**
   * Runs one sign-in attempt counted on `limits` before anything is checked (so parallel guesses
   * cannot all slip under the limit); an attempt that ends in anything but a failure is given back.
   */
  async function attempt<T>(limits: Limit[], run: () => Promise<T>): Promise<T> {
    const wait = await deps.limiter.take(limits, deps.limits.windowSeconds);
    if (wait > 0) throw tooMany(wait);
    let failure = false;
    try {
      return await run();
    } catch (error) {
      failure = error instanceof AppError && FAILURES.has(error.code);
      throw error;
    } finally {
      if (!failure) await deps.limiter.giveBack(limits.map((limit) => limit.key));
    }
  }

  function accountLimits(
    request: FastifyRequest,
    merchantId: string,
    orderName: string,
    email: string,
  ): Limit[] {
    return [
      { key: `sign-in:address:${request.ip}`, limit: deps.limits.perAddress },
      { key: `sign-in:order:${merchantId}:${orderName.toLowerCase()}`, limit: deps.limits.perAccount },
      { key: `sign-in:email:${email}`, limit: deps.limits.perAccount },
    ];
  }

  /** Starts the session and builds the answer. */
  async function complete(
    merchant: MerchantRow,
    order: SignInOrder,
    method: 'order-email' | 'signature' | 'access-token',
    reply: FastifyReply,
  ): Promise<CallResponse<typeof rcLogin>> {
    const email = normalizeEmail(order.email);
    const sessionId = await deps.sessions.start(reply, {
      merchantId: merchant.id,
      orderId: order.id,
      email,
      method,
    });
    const style = deps.merchants.loginStyleOf(merchant);
    return {
      sessionId,
      rcLoginStyleVO: style,
      redirectToNewRc4: !usesLegacySite(order.channel),
      channel: order.channel,
      applicantEmail: email,
      merchantName: merchant.name,
      shopDomain: merchant.shopDomain,
      orderId: order.id,
      orderName: order.orderName,
      merchantId: merchant.id,
      enableNewRc: style.enableNewRc,
      fromUS: style.fromUS,
      platform: order.platform ?? merchant.platform,
    };
  }

  async function withAccessToken(merchant: MerchantRow, token: string, reply: FastifyReply) {
    const access = await deps.verification.consumeAccessToken(token, merchant.id);
    if (!access || access.merchantId !== merchant.id)
      throw new AppError(ERROR_CODES.VERIFICATION_LINK_INVALID);
    const order = await deps.orders.findForSignIn({ orderId: access.orderId });
    if (!order || normalizeEmail(order.email) !== access.email) {
      throw new AppError(ERROR_CODES.VERIFICATION_LINK_INVALID);
    }
    throwIfNothingToReport(order, clock());
    return complete(merchant, order, 'access-token', reply);
  }

  return async function signIn(input: Input, request: FastifyRequest, reply: FastifyReply) {
    const merchant = await deps.merchants.findById(input.merchantId);
    if (input.accessToken) {
      const token = input.accessToken;
      return attempt([{ key: `sign-in:address:${request.ip}`, limit: deps.limits.perAddress }], async () => {
        if (!merchant) throw new AppError(ERROR_CODES.VERIFICATION_LINK_INVALID);
        return withAccessToken(merchant, token, reply);
      });
    }

    const orderName = (input.orderName ?? '').trim();
    const email = normalizeEmail(input.contactInfo ?? '');
    return attempt(accountLimits(request, input.merchantId, orderName, email), async () => {
      const order =
        merchant && orderName
          ? await deps.orders.findForSignIn({ merchantId: merchant.id, orderName })
          : undefined;
      // Compare against a dummy when there is no order so both failures cost the same.
      const emailMatches = constantTimeEqual(order ? normalizeEmail(order.email) : '\u0000', email);
      if (!merchant || !order || !emailMatches) throw new AppError(ERROR_CODES.ORDER_NUMBER_UNKNOWN);

      if (input.signature) {
        if (!verifyOrderLink(merchant.signingSecret, order.orderName, email, input.signature, clock())) {
          throw new AppError(ERROR_CODES.SIGNED_LINK_INVALID);
        }
        throwIfNothingToReport(order, clock());
        return complete(merchant, order, 'signature', reply);
      }
      throwIfNothingToReport(order, clock());
      if (needsVerification(merchant, order.totalMinor)) {
        return deps.verification.challenge(merchant.id, order.id, email);
      }
      return complete(merchant, order, 'order-email', reply);
    });
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
