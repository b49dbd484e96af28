// Sessions (DESIGN.md section 6): a random 256-bit token stored hashed, sent as an HttpOnly,
// Secure, SameSite=Lax cookie, with idle and absolute expiry, revoked on sign-out.
import { randomUUID } from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { languageFromAcceptLanguage } from '@rc/domain/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator, ShopperSession, SignInMethod } from '../../gateway/register-call';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { SessionsRepository, SessionValues } from './repository';

export const SESSION_COOKIE = 'rc_session';
/** Touching last_seen_at on every call would write on every read; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;

export interface SessionSettings {
  idleMinutes: number;
  maxHours: number;
  secureCookie: boolean;
}

export function createSessions(repository: SessionsRepository, settings: SessionSettings) {
  function cookieOptions() {
    return {
      path: '/',
      httpOnly: true,
      secure: settings.secureCookie,
      sameSite: 'lax' as const,
      maxAge: settings.maxHours * 3600,
    };
  }

  // The cookie's attributes never change: serialised once, by the cookie library @fastify/cookie
  // uses, so a sign-in only puts the token in front of them (the serialiser's validation of every
  // attribute was 3% of a sign-in's processor time). A token is base64url, which a cookie value
  // carries as it is.
  const placeholder = `${SESSION_COOKIE}=x`;
  const cookieAttributes = fastifyCookie
    .serialize(SESSION_COOKIE, 'x', cookieOptions())
    .slice(placeholder.length);

  const sessions = {
    /**
     * Starts a session bound to one order, sets the cookie and returns the public session id.
     * `write` stores the row instead of the plain INSERT (sign-in folds its give-back into it).
     */
    async start(
      reply: FastifyReply,
      binding: { merchantId: string; orderId: string; email: string; method: string },
      write: (values: SessionValues) => Promise<void> = repository.insert,
    ): Promise<string> {
      const token = randomToken(32);
      const sessionId = randomUUID();
      const accepted = reply.request.headers['accept-language'];
      await write({
        tokenHash: sha256Hex(token),
        sessionId,
        ...binding,
        // Tracking e-mails (issue 12) are written in the language the shopper last used.
        language: accepted ? languageFromAcceptLanguage(accepted) : null,
        expiresAt: new Date(Date.now() + settings.maxHours * 3_600_000),
      });
      reply.header('set-cookie', `${SESSION_COOKIE}=${token}${cookieAttributes}`);
      return sessionId;
    },

    /** The request's live session, if any. */
    async current(request: FastifyRequest): Promise<ShopperSession | undefined> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return undefined;
      const row = await repository.findLive(sha256Hex(token), settings.idleMinutes);
      if (!row) return undefined;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) await repository.touch(row.tokenHash);
      return {
        tokenHash: row.tokenHash,
        sessionId: row.sessionId,
        merchantId: row.merchantId,
        orderId: row.orderId,
        email: row.email,
        method: row.method as SignInMethod,
        order: row.order,
      };
    },

    async requireSession(request: FastifyRequest): Promise<ShopperSession> {
      const session = await sessions.current(request);
      if (!session) throw new AppError(ERROR_CODES.NOT_SIGNED_IN, { httpStatus: 401 });
      return session;
    },

    /** Revokes the request's session on the server and clears the cookie. */
    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (token && token.length <= 100) await repository.revoke(sha256Hex(token));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },

    /** Makes the session act on another order (the caller checked the shopper may see it). */
    switchOrder: (session: ShopperSession, orderId: string) =>
      repository.switchOrder(session.tokenHash, orderId),

    prune: () => repository.prune(settings.idleMinutes),
  } satisfies Authenticator & Record<string, unknown>;

  return sessions;
}

export type Sessions = ReturnType<typeof createSessions>;
