// The sign-in form sent as a plain HTML form (decision 049): before the page's script has run,
// while it hydrates, or with scripts off. Answered with a redirect, never a page of its own.
import { LOGIN_QUERY_PARAMS } from '@rc/domain/routing';
import { z } from 'zod';
import { definePage, type PageRecord } from '../define-page';

const field = (description: string) => z.string().optional().catch(undefined).meta({ description });

const form = z.looseObject({
  [LOGIN_QUERY_PARAMS.orderNumber]: field('The order number as typed (trimmed, up to 254 characters).'),
  [LOGIN_QUERY_PARAMS.email]: field('The e-mail as typed (trimmed, up to 254 characters).'),
});

const answers = {
  303: {
    description:
      'Signed in (the session cookie set): to the landing page the app would have chosen. Not signed in: back to the sign-in page with the order number, the e-mail and the failure’s code (`signInCode`), which the page shows as the app would. A form from another site is sent back to the sign-in page.',
  },
} as const;

const summary =
  'The sign-in page’s form as the browser sends it without the app: signs in through the gateway’s own `rc-login` (the same limits, lockout and answers), carrying the address’s language, channel and modes on.';

function formSignIn(name: string, path: string, where: string): PageRecord {
  return definePage({
    name,
    surface: 'form',
    method: 'POST',
    path,
    summary: `${summary} ${where}`,
    ...(path.includes(':shop')
      ? { params: z.object({ shop: z.string().meta({ description: "The store's name." }) }) }
      : {}),
    form,
    answers,
  });
}

export const formSignInOnSubdomain = formSignIn('form-sign-in', '/login', 'On a store’s own subdomain.');
export const formSignInUnderShop = formSignIn('form-sign-in-shop', '/:shop/login', 'Under the store’s name.');
export const formSignInOnPlatform = formSignIn(
  'form-sign-in-platform',
  '/customer-portal/:shop/login',
  'Under a platform’s prefix.',
);

/** The sign-in page's paths: on a store's own subdomain, under its name, or under a platform. */
export const FORM_SIGN_IN_PAGES = [formSignInOnSubdomain, formSignInUnderShop, formSignInOnPlatform] as const;
