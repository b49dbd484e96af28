import { rcLogin, rcLogout, sendVerifyEmail, svRouter } from '@rc/contract/calls/sign-in';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../gateway/answer';
import { type Authenticator, registerPublicCall, registerSessionCall } from '../../gateway/register-call';
import type { Sessions } from './sessions';
import type { SignIn } from './sign-in';
import type { Verification } from './verification';

export function authRoutes(
  app: FastifyInstance,
  deps: {
    signIn: SignIn;
    sessions: Sessions & Authenticator;
    verification: Verification;
    legacyRouter(session: { merchantId: string; orderId: string }): Promise<'old' | 'new'>;
  },
): void {
  registerPublicCall(app, rcLogin, ({ input, request, reply }) => deps.signIn(input, request, reply));

  registerPublicCall(app, sendVerifyEmail, ({ input, request }) =>
    deps.verification.sendEmail(input, request, requestLanguage(request)),
  );

  registerSessionCall(app, svRouter, deps.sessions, async ({ session }) => ({
    router: await deps.legacyRouter(session),
  }));

  registerPublicCall(app, rcLogout, async ({ request, reply }) => {
    await deps.sessions.end(request, reply);
    return {};
  });
}
