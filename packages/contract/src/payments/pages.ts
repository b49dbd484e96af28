// The built-in sandbox checkout's page (decisions 040, 043, 051): the payment provider's hosted
// checkout when no real one is configured, in the store's brand and the shopper's language. The
// link is the checkout's only key, so whoever has it may pay, as at a real provider.
import { z } from 'zod';
import { definePage } from '../define-page';

/** Where a sandbox checkout's page lives: `${SANDBOX_CHECKOUT_PATH}/<token>` on this portal. */
export const SANDBOX_CHECKOUT_PATH = '/payments/checkout';

const params = z.object({
  token: z.string().meta({ description: "The checkout's token, from the link the return's page gave." }),
});
/** A language chosen on the page; anything else (several, none) is as if none were chosen. */
const query = z.looseObject({
  lang: z
    .string()
    .optional()
    .catch(undefined)
    .meta({ description: "A language chosen on the page; else the return's, else the browser's." }),
});

export const sandboxCheckoutPage = definePage({
  name: 'sandbox-checkout-page',
  surface: 'page',
  method: 'GET',
  path: `${SANDBOX_CHECKOUT_PATH}/:token`,
  summary: 'The sandbox checkout: the amount to pay and a card form, in the store’s brand.',
  params,
  query,
  answers: {
    200: { description: 'The checkout, open.', mediaType: 'text/html' },
    303: { description: 'Already paid: on to the return’s page.' },
    404: { description: 'No such checkout.', mediaType: 'text/html' },
    410: { description: 'The checkout expired (a link back to the return).', mediaType: 'text/html' },
  },
});

export const sandboxCheckoutPay = definePage({
  name: 'sandbox-checkout-pay',
  surface: 'form',
  method: 'POST',
  path: `${SANDBOX_CHECKOUT_PATH}/:token`,
  summary:
    'The checkout’s form, posted back to its own address: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined (Stripe’s test numbers); any other number must be 16 Luhn-valid digits.',
  params,
  query,
  form: z.looseObject({
    card: z
      .string()
      .optional()
      .catch(undefined)
      .meta({ description: 'The card number as typed (up to 40 characters are read).' }),
  }),
  answers: {
    303: { description: 'Paid: on to the return’s page, which reads the payment back.' },
    402: {
      description: 'Declined or not a card number: the checkout again, saying so.',
      mediaType: 'text/html',
    },
    404: { description: 'No such checkout.', mediaType: 'text/html' },
    410: { description: 'The checkout expired.', mediaType: 'text/html' },
  },
});
