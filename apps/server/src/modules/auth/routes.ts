import { rcLogin, rcLogout } from '@rc/contract/calls/sign-in';
import type { FastifyInstance } from 'fastify';
import { registerPublicCall } from '../../gateway/register-call';
import type { Sessions } from './sessions';
import type { SignIn } from './sign-in';

export function authRoutes(app: FastifyInstance, deps: { signIn: SignIn; sessions: Sessions }): void {
  registerPublicCall(app, rcLogin, ({ input, request, reply }) => deps.signIn(input, request, reply));

  registerPublicCall(app, rcLogout, async ({ request, reply }) => {
    await deps.sessions.end(request, reply);
    return {};
  });
}
