import { rcCashWithdraw } from '@rc/contract/claims/calls';
import { cardPage } from '@rc/contract/payouts/pages';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../gateway/answer';
import { type Gate, registerCall } from '../../gateway/register-call';
import { registerPage } from '../../gateway/register-page';
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
  registerPage(app, cardPage, async ({ params, query, request, reply }) => {
    const page = await deps.cardPages.render(params.token, {
      chosen: query.lang,
      browser: requestLanguage(request),
    });
    reply
      .headers(CARD_PAGE_HEADERS)
      .header('content-security-policy', page.csp)
      .header('content-language', page.language);
    return reply.code(page.status).send(page.html);
  });
}
