import { rcLogin, rcLogout, sendVerifyEmail, svRouter } from '@rc/contract/sign-in/calls';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../gateway/answer';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { Sessions } from './sessions';
import type { SignIn } from './sign-in';
import type { Verification } from './verification';

export function authRoutes(
  app: FastifyInstance,
  gate: Gate,
  deps: {
    signIn: SignIn;
    sessions: Sessions;
    verification: Verification;
    legacyRouter(session: { merchantId: string; orderId: string }): Promise<'old' | 'new'>;
  },
): void {
  registerCall(app, gate, rcLogin, ({ input, request, reply }) => deps.signIn(input, request, reply));

  // Without the sign-in's challenge, the session asks for a link to its own order's e-mail (100008
  // without one): a shopper signed in with order number and e-mail proving the address (decision 059).
  registerCall(app, gate, sendVerifyEmail, async ({ input, request }) =>
    deps.verification.sendEmail(
      input,
      request,
      requestLanguage(request),
      input.token ? undefined : await gate.session(request),
    ),
  );

  registerCall(app, gate, svRouter, async ({ session }) => ({
    router: await deps.legacyRouter(session),
  }));

  registerCall(app, gate, rcLogout, async ({ request, reply }) => {
    await deps.sessions.end(request, reply);
    return {};
  });
}
