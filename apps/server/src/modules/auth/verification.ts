// E-mail verification (spec 4 "Login flow", 8: codes 200052/200053): when a merchant requires it,
// a correct order number and e-mail do not sign in directly; the answer carries a challenge,
// the web app calls send-verify-email with it, and the shopper gets a link that signs in once,
// within 10 minutes.
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyRequest } from 'fastify';
import { emailBrandOf } from '../../adapters/mail/branded-email';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { type RateLimiter, tooManyAttempts } from '../../lib/rate-limiter';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { MerchantRow, MerchantsService } from '../merchants';
import { isConfiguredHost, type PortalHosts, requestPortalOrigin } from './portal-origin';
import { renderVerificationEmail } from './verification-email';
import { createVerificationRepository } from './verification-repository';

export const VERIFICATION_TTL_MINUTES = 10;
export const VERIFICATION_EMAIL_JOB = 'verification-email';

/** 'shopper@example.com' → 's*****r@example.com': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible =
    local.length <= 2
      ? `${local.charAt(0)}*`
      : `${local.charAt(0)}${'*'.repeat(Math.min(local.length - 2, 6))}${local.charAt(local.length - 1)}`;
  return `${visible}@${domain}`;
}

/** Whether sign-in by order number and e-mail must go through a verification e-mail. */
export function needsVerification(merchant: MerchantRow, orderTotalMinor: number): boolean {
  const { emailVerification, verificationThresholdMinor } = merchant.settings;
  if (emailVerification === 'always') return true;
  if (emailVerification === 'high-value') return orderTotalMinor > (verificationThresholdMinor ?? 0);
  return false;
}

export interface VerificationDeps {
  db: Db;
  limiter: RateLimiter;
  jobs: JobQueue;
  mailer: Mailer;
  merchants: MerchantsService;
  publicUrl: string;
  baseDomains: readonly string[];
  /** E-mails allowed per order and per e-mail address in a window (5× per client address). */
  limitPerWindow: number;
  windowSeconds: number;
  loadOrder(orderId: string): Promise<{ orderName: string; firstName: string | null } | undefined>;
}

export function createVerification(deps: VerificationDeps) {
  const repository = createVerificationRepository(deps.db);
  const expires = () => new Date(Date.now() + VERIFICATION_TTL_MINUTES * 60_000);
  const publicUrl = new URL(deps.publicUrl);

  const hosts: PortalHosts = { publicHostname: publicUrl.hostname, baseDomains: deps.baseDomains };

  /**
   * Only links back to this portal: the configured public origin or a store subdomain of it, or
   * the origin the shopper reached the portal on (127.0.0.1, the machine's address on the local
   * network, a store subdomain on another port) when that is this portal too. A relative link
   * leads back to where the shopper is.
   */
  function ownUrl(redirectUrl: string, request: FastifyRequest): URL | null {
    const requestOrigin = requestPortalOrigin(request, hosts, {
      clientAddress: request.ip,
      localAddress: request.socket?.localAddress,
    });
    let url: URL;
    try {
      url = new URL(redirectUrl, requestOrigin ?? publicUrl);
    } catch {
      return null;
    }
    if (url.username || url.password) return null;
    if (requestOrigin && url.origin === requestOrigin.origin) return url;
    if (url.protocol !== publicUrl.protocol || url.port !== publicUrl.port) return null;
    return isConfiguredHost(url.hostname, hosts) ? url : null;
  }

  /** The link holds a live token: once sent or moot, it has no business staying in the jobs table. */
  async function scrubLink(jobId: string) {
    await deps.jobs.forgetPayloadKeys(jobId, ['link']);
  }

  async function sendEmailJob(payload: Record<string, unknown>, jobId: string) {
    const merchant = await deps.merchants.findById(String(payload.merchantId));
    const order = await deps.loadOrder(String(payload.orderId));
    // A retry after the link's 10 minutes (or after it was used) would send a dead link: skip it.
    const live = typeof payload.tokenHash === 'string' && (await repository.isLive(payload.tokenHash));
    if (!merchant || !order || !live || typeof payload.link !== 'string') {
      await scrubLink(jobId);
      return;
    }
    const email = renderVerificationEmail({
      ...emailBrandOf(merchant, deps.publicUrl),
      language: String(payload.language ?? 'en-US'),
      firstName: order.firstName,
      orderName: order.orderName,
      link: payload.link,
    });
    await deps.mailer.send({ to: String(payload.to), ...email, key: `verification-${jobId}` });
    await scrubLink(jobId);
  }

  deps.jobs.register(VERIFICATION_EMAIL_JOB, (payload, job) => sendEmailJob(payload, job.id));

  return {
    /** Issues a challenge after a correct order number and e-mail: 200052, or 200053 when a link is already out. */
    async challenge(merchantId: string, orderId: string, email: string): Promise<never> {
      const verifyToken = randomToken(32);
      await repository.insert({
        tokenHash: sha256Hex(verifyToken),
        kind: 'challenge',
        merchantId,
        orderId,
        email,
        expiresAt: expires(),
      });
      const pending = await repository.latestLiveAccess(orderId, email);
      throw new AppError(pending ? ERROR_CODES.VERIFY_EMAIL_PENDING : ERROR_CODES.VERIFY_EMAIL_REQUIRED, {
        data: { verifyToken, maskedEmail: maskEmail(email) },
      });
    },

    /**
     * send-verify-email: creates a single-use access token and queues the e-mail with its link. The
     * order and e-mail come from the sign-in's challenge (`token`) or, without one, from the
     * signed-in session that asks to prove its e-mail (the orders hub, decision 059).
     */
    async sendEmail(
      input: { token?: string | undefined; redirectUrl: string },
      request: FastifyRequest,
      language: string,
      session?: { merchantId: string; orderId: string; email: string },
    ): Promise<{ sent: true; maskedEmail: string }> {
      const challenge = input.token ? await repository.findChallenge(sha256Hex(input.token)) : session;
      if (!challenge) throw new AppError(ERROR_CODES.VERIFICATION_LINK_INVALID);
      const redirect = ownUrl(input.redirectUrl, request);
      if (!redirect) {
        throw new AppError(ERROR_CODES.INVALID_INPUT, {
          httpStatus: 400,
          data: { fields: [{ path: 'redirectUrl', problem: 'must lead back to this portal' }] },
        });
      }
      const keys = [
        { key: `verify-email:address:${request.ip}`, limit: deps.limitPerWindow * 5 },
        { key: `verify-email:order:${challenge.orderId}`, limit: deps.limitPerWindow },
        { key: `verify-email:email:${challenge.merchantId}:${challenge.email}`, limit: deps.limitPerWindow },
      ];
      // Counted before sending, so parallel requests cannot all slip under the limit.
      const wait = await deps.limiter.take(keys, deps.windowSeconds);
      if (wait > 0) throw tooManyAttempts(wait);
      const accessToken = randomToken(32);
      redirect.searchParams.delete('access_token');
      redirect.searchParams.set('access_token', accessToken);
      try {
        await deps.db.transaction(async (tx) => {
          await createVerificationRepository(tx).insert({
            tokenHash: sha256Hex(accessToken),
            kind: 'access',
            merchantId: challenge.merchantId,
            orderId: challenge.orderId,
            email: challenge.email,
            expiresAt: expires(),
          });
          await deps.jobs.enqueue(tx, VERIFICATION_EMAIL_JOB, {
            to: challenge.email,
            language,
            merchantId: challenge.merchantId,
            orderId: challenge.orderId,
            tokenHash: sha256Hex(accessToken),
            link: redirect.toString(),
          });
        });
      } catch (error) {
        await deps.limiter.giveBack(keys.map((entry) => entry.key));
        throw error;
      }
      deps.jobs.nudge();
      return { sent: true, maskedEmail: maskEmail(challenge.email) };
    },

    /** The access token's order, used up; undefined when unknown, used or expired. */
    consumeAccessToken: (token: string, merchantId: string) =>
      repository.consumeAccessToken(sha256Hex(token), merchantId),

    prune: () => repository.prune(),
  };
}

export type Verification = ReturnType<typeof createVerification>;
