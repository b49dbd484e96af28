// The portal's own pages and texts, served with the built web app (decisions 016, 026, 037, 045).
import { z } from 'zod';
import { definePage } from '../define-page';

export const portalPage = definePage({
  name: 'portal-page',
  surface: 'page',
  method: 'GET',
  path: '/',
  summary:
    'The portal’s pages, rendered on the server with the web app’s own components (the first paint, or the whole page for the signed-in shopper) and hydrated in the browser. `/` and every other GET that names no file (`/{shop}/login`, `/home`, `/claim`, `/orders` …) is answered so; the built assets are files beside them.',
  answers: {
    200: { description: 'The page.', mediaType: 'text/html' },
    302: {
      description:
        'The page the address stands for is elsewhere (a landing, the sign-in page; a 3xx as the router says).',
    },
    404: { description: 'No such store or page: the portal’s not-found page.', mediaType: 'text/html' },
  },
  withWebBuild: true,
});

export const commonTextsFile = definePage({
  name: 'common-texts-file',
  surface: 'file',
  method: 'GET',
  path: '/locales/:language/common.json',
  summary:
    'The web app’s common texts in one language with the error catalogue merged in (decision 030); compressed when asked, revalidated on each use (ETag).',
  params: z.object({ language: z.string().meta({ description: 'A language code, e.g. `de-DE`.' }) }),
  answers: {
    200: { description: 'The texts.', mediaType: 'application/json' },
    304: { description: 'Unchanged since the ETag sent.' },
    404: { description: 'No such language.', mediaType: 'application/json' },
  },
  withWebBuild: true,
});
