// rc-login: signs a shopper in to one order. Wrong order numbers and wrong e-mails take the same
// path (one rate-limit read, one order read, one counter write) so timing tells nothing apart.
import type { rcLogin } from '@rc/contract/calls/sign-in';
import type { CallResponse } from '@rc/contract/define-call';
import { usesLegacySite } from '@rc/domain/channels';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../gateway/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { constantTimeEqual } from '../../lib/tokens';
import { loginStyleOf, type MerchantsService } from '../merchants/service';
import { checkCoverage } from '../orders/coverage';
import type { OrdersRepository } from '../orders/repository';
import type { Sessions } from './sessions';

export interface SignInLimits {
  /** Failed attempts allowed per order and per e-mail in a window. */
  perAccount: number;
  /** Failed attempts allowed per client address in a window (shared networks get more). */
  perAddress: number;
  windowSeconds: number;
}

type Input = z.output<(typeof rcLogin)['request']>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createSignIn(deps: {
  merchants: MerchantsService;
  orders: OrdersRepository;
  sessions: Sessions;
  limiter: RateLimiter;
  limits: SignInLimits;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  return async function signIn(
    input: Input,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<CallResponse<typeof rcLogin>> {
    const orderName = (input.orderName ?? '').trim();
    const email = normalizeEmail(input.contactInfo ?? '');
    const failureKeys = [
      `sign-in:address:${request.ip}`,
      `sign-in:order:${input.merchantId}:${orderName.toLowerCase()}`,
      `sign-in:email:${email}`,
    ];
    const wait = await deps.limiter.retryAfter([
      { key: failureKeys[0] as string, limit: deps.limits.perAddress },
      { key: failureKeys[1] as string, limit: deps.limits.perAccount },
      { key: failureKeys[2] as string, limit: deps.limits.perAccount },
    ]);
    if (wait > 0) {
      throw new AppError(ERROR_CODES.TOO_MANY_ATTEMPTS, {
        httpStatus: 429,
        params: { seconds: wait },
        data: { retryAfterSeconds: wait },
        headers: { 'retry-after': String(wait) },
      });
    }

    const merchant = await deps.merchants.findById(input.merchantId);
    const order = merchant && orderName ? await deps.orders.findForSignIn(merchant.id, orderName) : undefined;
    // Compare against a dummy when there is no order so both failures cost the same.
    const emailMatches = constantTimeEqual(order ? normalizeEmail(order.email) : '\u0000', email);
    if (!merchant || !order || !emailMatches || input.accessToken || input.signature) {
      await deps.limiter.hit(failureKeys, deps.limits.windowSeconds);
      throw new AppError(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
    }

    const coverage = checkCoverage(
      order.policies.map((policy) => ({ ...policy, itemIds: policy.items.map((item) => item.orderItemId) })),
      clock(),
    );
    if (!coverage.ok) throw new AppError(coverage.code, coverage.params ? { params: coverage.params } : {});

    const sessionId = await deps.sessions.start(reply, {
      merchantId: merchant.id,
      orderId: order.id,
      email: normalizeEmail(order.email),
      method: 'order-email',
    });
    const style = loginStyleOf(merchant);
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
    };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
