import { rcCashWithdraw } from '@rc/contract/calls/claims';
import type { FastifyInstance } from 'fastify';
import {
  renderSandboxCardNotFound,
  renderSandboxCardPage,
  SANDBOX_CARD_PAGE_HEADERS,
} from '../../adapters/payout/sandbox-card-page';
import { SANDBOX_CARD_PATH, type SandboxIssuer } from '../../adapters/payout/sandbox-issuer';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { PayoutsService } from './service';

export function payoutsRoutes(
  app: FastifyInstance,
  gate: Gate,
  deps: { payouts: PayoutsService; sandbox: Pick<SandboxIssuer, 'findCard'> },
): void {
  registerCall(app, gate, rcCashWithdraw, ({ session, input }) => deps.payouts.cashOut(session, input));

  // The sandbox issuer's redemption page: the link is the card's only key, so whoever has it sees
  // the card (no session). Served whichever provider pays now: cards issued earlier stay usable.
  // Request logs stay below info here, so the token does not end up in the access log.
  app.get<{ Params: { token: string } }>(
    `${SANDBOX_CARD_PATH}/:token`,
    { logLevel: 'warn' },
    async (request, reply) => {
      const card = await deps.sandbox.findCard(request.params.token);
      reply.headers(SANDBOX_CARD_PAGE_HEADERS);
      if (!card) return reply.code(404).send(renderSandboxCardNotFound());
      return reply.send(renderSandboxCardPage(card));
    },
  );
}
