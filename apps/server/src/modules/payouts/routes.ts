import { rcCashWithdraw } from '@rc/contract/calls/claims';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_CARD_PATH } from '../../adapters/payout/sandbox-issuer';
import { requestLanguage } from '../../gateway/answer';
import { type Gate, registerCall } from '../../gateway/register-call';
import { CARD_PAGE_HEADERS } from './card-page';
import type { CardPages } from './card-pages';
import type { PayoutsService } from './service';

export function payoutsRoutes(
  app: FastifyInstance,
  gate: Gate,
  deps: { payouts: PayoutsService; cardPages: CardPages },
): void {
  registerCall(app, gate, rcCashWithdraw, ({ session, input }) => deps.payouts.cashOut(session, input));

  // The card's page, in the store's brand (issue 15): the link is the card's only key, so whoever
  // has it sees the card (no session). Served whichever provider pays now: cards issued earlier
  // stay usable. Request logs stay below info here, so the token does not end up in the access log.
  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    `${SANDBOX_CARD_PATH}/:token`,
    { logLevel: 'warn' },
    async (request, reply) => {
      const chosen = typeof request.query.lang === 'string' ? request.query.lang : undefined;
      const page = await deps.cardPages.render(request.params.token, {
        chosen,
        browser: requestLanguage(request),
      });
      reply
        .headers(CARD_PAGE_HEADERS)
        .header('content-security-policy', page.csp)
        .header('content-language', page.language);
      return reply.code(page.status).send(page.html);
    },
  );
}
