// The paid card's page (issue 15, decision 041): the store's, in the shopper's language. The link
// is the card's only key, so whoever has it sees the card.
import { z } from 'zod';
import { definePage } from '../define-page';

/** Where a sandbox card's redemption page lives: `${publicUrl}${SANDBOX_CARD_PATH}/<token>`. */
export const SANDBOX_CARD_PATH = '/payouts/cards';

export const cardPage = definePage({
  name: 'card-page',
  surface: 'page',
  method: 'GET',
  path: `${SANDBOX_CARD_PATH}/:token`,
  summary:
    'A paid virtual card: its number, CVV, expiry and amount, in the store’s brand and the claim’s language (or one chosen on the page). No script.',
  params: z.object({ token: z.string().meta({ description: 'The card’s token, from the payout’s link.' }) }),
  query: z.looseObject({
    lang: z
      .string()
      .optional()
      .catch(undefined)
      .meta({ description: "A language chosen on the page; else the claim's, else the browser's." }),
  }),
  answers: {
    200: { description: 'The card.', mediaType: 'text/html' },
    404: { description: 'No such card.', mediaType: 'text/html' },
  },
});
