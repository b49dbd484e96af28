// The sign-in form sent as a plain HTML form (decision 049): before the page's script has run, while
// it hydrates, or with scripts off. The server signs in through its own gateway (the same gate,
// limits, lockout and answers as the app's `rc-login`), then answers 303 with the session cookie:
// to the landing page the app would have chosen, or back to the sign-in page with the order number,
// the e-mail and the failure's code, which the page shows as the app would.
import { callPath } from '@rc/contract/routes';
import { FORM_SIGN_IN_PAGES } from '@rc/contract/sign-in/pages';
import { loginErrorBehaviour } from '@rc/domain/error-codes';
import {
  isForceDirect,
  landingRoute,
  parsePortalPath,
  LOGIN_QUERY_PARAMS as Q,
  SIGN_IN_CODE_PARAM,
  shopFromHostname,
  shouldUseLegacySite,
} from '@rc/domain/routing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerPage } from '../gateway/register-page';

/**
 * The address's parameters the sign-in carries on (the app keeps them from arrival): the language,
 * the channel, the forced modes and where to land. Never the credentials of a way in.
 */
const CARRIED = ['lng', 'channel', Q.forceMode, Q.chatMode] as const;

interface FormSignInOptions {
  baseDomains: readonly string[];
  /** The store's merchant id, or null for no such store. */
  merchantIdOf: (shop: string) => Promise<string | null>;
}

interface Envelope {
  code: number;
  data?: Record<string, unknown> | null;
}

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value.trim().slice(0, 254) : '';
}

export async function registerFormSignIn(app: FastifyInstance, options: FormSignInOptions) {
  // The sign-in page's paths: on a store's own subdomain, under its name, or under a platform.
  // Their records take form bodies, so only these routes read them (register-page.ts).
  for (const page of FORM_SIGN_IN_PAGES) {
    registerPage(app, page, ({ form, request, reply }) => signInFromForm(app, options, form, request, reply));
  }
}

async function signInFromForm(
  app: FastifyInstance,
  options: FormSignInOptions,
  form: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const url = new URL(request.url, 'http://portal.invalid');
  const { subPath, shop: pathShop } = parsePortalPath(url.pathname);
  const shop = pathShop ?? shopFromHostname(request.hostname, options.baseDomains);
  const orderName = field(form, Q.orderNumber);
  const email = field(form, Q.email);
  const carried = new URLSearchParams();
  for (const name of CARRIED) {
    const value = url.searchParams.get(name);
    if (value) carried.set(name, value);
  }
  const to = (route: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams(carried);
    for (const [name, value] of Object.entries(extra)) query.set(name, value);
    const search = query.toString();
    return `${subPath}/${route}${search ? `?${search}` : ''}`;
  };
  reply.header('cache-control', 'no-store');
  // A form posted from another site would sign this browser in to someone else's order.
  if (request.headers['sec-fetch-site'] === 'cross-site') return reply.redirect(to('login'), 303);
  const merchantId = shop ? await options.merchantIdOf(shop.toLowerCase()) : null;
  // No store (its sign-in page says so), or a field left empty: the page again, with what was typed.
  if (!merchantId || !orderName || !email) {
    return reply.redirect(to('login', { [Q.orderNumber]: orderName, [Q.email]: email }), 303);
  }

  const headers = {
    host: request.headers.host ?? 'localhost',
    'content-type': 'application/json',
    accept: 'application/json',
    ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
    ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
  };
  const call = async (name: Parameters<typeof callPath>[0], payload: object, cookie?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: callPath(name),
      headers: cookie ? { ...headers, cookie } : headers,
      // The sign-in limits count the shopper's address, not the server's own.
      remoteAddress: request.ip,
      payload: JSON.stringify(payload),
    });
    return { response, body: response.json() as Envelope };
  };

  const channel = url.searchParams.get('channel');
  const forceDirect =
    isForceDirect(url.searchParams.get(Q.forceDirect)) || url.searchParams.get(Q.redirectToNewRc) === '1';
  const login = await call('rc-login', {
    merchantId,
    orderName,
    contactInfo: email,
    channel: channel || null,
  });
  if (login.body.code !== 0) return reply.redirect(afterFailure(login.body.code), 303);

  const setCookie = login.response.headers['set-cookie'];
  if (setCookie) reply.header('set-cookie', setCookie);
  const cookie = [setCookie ?? []]
    .flat()
    .map((line) => String(line).split(';', 1)[0])
    .join('; ');
  const data = login.body.data as {
    platform: string | null;
    channel: string | null;
    applicantEmail: string;
    orderName: string;
    enableNewRc: boolean;
    rcLoginStyleVO: { legacySiteUrl?: string | null };
  };

  if (!forceDirect) {
    const parcelTracking = [data.platform, data.channel].some((value) => value?.toLowerCase() === '17track');
    const router = parcelTracking
      ? await call('sv_router', { email: data.applicantEmail, orderNumber: data.orderName }, cookie)
      : null;
    const route = router?.body.code === 0 ? (router.body.data?.router as string) : null;
    if (shouldUseLegacySite({ platform: data.platform, channel: data.channel, router: route })) {
      // The legacy site and its address are the app's to build (spec 2): it leaves from auto-login.
      return reply.redirect(to('auto-login', { [Q.orderNumber]: orderName, [Q.email]: email }), 303);
    }
  }

  const policies = await call('query-related-policy-with-check', { orderNumber: data.orderName }, cookie);
  if (policies.body.code !== 0) return reply.redirect(afterFailure(policies.body.code), 303);

  const requested =
    url.searchParams.get(Q.redirectToNewRc5) === '1'
      ? '5'
      : url.searchParams.get(Q.redirectToNewRc4) === '1'
        ? '4'
        : null;
  const landing = landingRoute({
    currentVersion: data.enableNewRc ? requested : null,
    claimId: url.searchParams.get(Q.claimId),
    withdraw: url.searchParams.get(Q.withdraw) === '1',
  });
  // The arrival the app would have kept (channel, forced modes, language) rides along to the page.
  const target = new URL(`${subPath}/${landing}`, url);
  for (const [name, value] of carried) target.searchParams.set(name, value);
  return reply.redirect(`${target.pathname}${target.search}`, 303);

  /** Where a refused sign-in goes: as the app's sign-in flow turns each code into its behaviour. */
  function afterFailure(code: number): string {
    const { behaviour, code: normalized } = loginErrorBehaviour(code);
    if (behaviour === 'error-page') return `${subPath}/error?code=${normalized}`;
    // The verification e-mail is the app's to ask for (it shows where it went): from auto-login.
    if (behaviour === 'verify-email') {
      return to('auto-login', { [Q.orderNumber]: orderName, [Q.email]: email });
    }
    return to('login', {
      [Q.orderNumber]: orderName,
      [Q.email]: email,
      [SIGN_IN_CODE_PARAM]: String(normalized),
    });
  }
}
