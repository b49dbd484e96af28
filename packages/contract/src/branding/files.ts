// A store's own files the portal serves: its texts for the web app and its logo for its e-mails.
import { z } from 'zod';
import { definePage } from '../define-page';

export const merchantTextsFile = definePage({
  name: 'merchant-texts-file',
  surface: 'file',
  method: 'GET',
  path: '/locales/merchant/:shop/:file',
  summary:
    "A store's own wording for one language (spec 7 'Translations'), flat keys merged by the web app over the common texts. Cached for 5 minutes.",
  params: z.object({
    shop: z.string().meta({ description: "The store's name (its subdomain)." }),
    file: z.string().meta({ description: 'The language’s file, e.g. `de-DE.json`.' }),
  }),
  answers: {
    200: { description: 'The texts (`{}` when the store has none).', mediaType: 'application/json' },
    404: { description: 'No such store or language (`{}`).', mediaType: 'application/json' },
  },
});

export const emailLogo = definePage({
  name: 'email-logo',
  surface: 'file',
  method: 'GET',
  path: '/brand/:shop/email-logo.png',
  summary:
    "The store's logo as a PNG for its e-mails (mail clients show no SVG; decision 033). Cached for a day; the e-mails' address carries a version.",
  params: z.object({ shop: z.string().meta({ description: "The store's name." }) }),
  answers: {
    200: { description: 'The logo.', mediaType: 'image/png' },
    404: { description: 'No such store, or no logo (`{}`).', mediaType: 'application/json' },
  },
});
