// The server's renderer of the first paint (docs/decisions/016-server-rendered-first-paint.md):
// the same routes and components as the browser, rendered to HTML with the store's branding and
// the request's language, plus what the browser needs to hydrate it. Built by
// `vite build --ssr` into dist-ssr/ and loaded by the server's web-app plugin.

import { text } from 'node:stream/consumers';
import type { ResponseOf } from '@rc/contract/call-types';
import type {
  FirstCall,
  PageBoot,
  PageRenderer,
  PageRenderInput,
  RenderedPage,
  SerializedRouteError,
  SignedInShopper,
} from '@rc/contract/portal/page-render';
import { type FormattedText, recordFormattedTexts } from '@rc/domain/format';
import { guardRoute, parsePortalPath } from '@rc/domain/routing';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router';
import { RenderMark } from './app/render-mark';
import { createRoutes, type RouteHandle, type ServerRenderContext } from './app/router';
import { brandDeclarations, brandFontFace } from './features/branding/apply-branding';
import { clearFirstAnswers, readEnvelope, seedFirstAnswers } from './lib/gateway';
import { NOBODY_RENDERED, renderedSessionState, setRenderedState } from './lib/session-store';

const handler = createStaticHandler(createRoutes('server'));

/** How long a render may wait for a lazily loaded part before it is sent without it. */
const RENDER_TIMEOUT_MS = 2_000;

let renderQueue: Promise<unknown> = Promise.resolve();

/** Runs renders one after another: they share the session store's snapshot and the gateway's answers. */
function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const result = renderQueue.then(render, render);
  renderQueue = result.catch(() => undefined);
  return result;
}

function serializeErrors(
  errors: Record<string, unknown> | null,
): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]): [string, SerializedRouteError] => [
      id,
      isRouteErrorResponse(error)
        ? { kind: 'response', status: error.status, statusText: error.statusText, data: error.data }
        : { kind: 'error', message: 'Unexpected error' },
    ]),
  );
}

/**
 * Sections of the common texts a page may show before the browser has the whole file, though its
 * render read none of them: the frame's, and the generic error texts a failed call shows.
 */
const SECTIONS_ALWAYS_SENT = ['common', 'frame', 'errors'];

type Texts = Record<string, unknown>;

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/**
 * The texts the render reads, recorded through proxies over the copy i18next is given: each word
 * by its path ('home.title'). A page rendered whole sends only those (decision 045), and the
 * sections any page may show at once; the rest of the file (the error catalogue, every other
 * route's words) comes after it has hydrated.
 */
function recordedTexts(translations: Texts) {
  const read = new Set<string>();
  let recording = false;
  const watch = (object: Texts, prefix: string): Texts =>
    new Proxy(object, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof key !== 'string' || !Object.hasOwn(target, key)) return value;
        const path = `${prefix}${key}`;
        if (isTexts(value)) return watch(value, `${path}.`);
        if (recording) read.add(path);
        return value;
      },
    });
  return {
    copy: watch(structuredClone(translations), ''),
    start: () => {
      recording = true;
    },
    /** The words read, and the sections always sent, from the common texts as they were given. */
    sent(): Texts {
      const sent: Texts = {};
      for (const section of SECTIONS_ALWAYS_SENT) {
        if (section in translations) sent[section] = translations[section];
      }
      for (const path of read) {
        const keys = path.split('.');
        let from: unknown = translations;
        let to = sent;
        keys.forEach((key, index) => {
          from = isTexts(from) ? from[key] : undefined;
          if (index === keys.length - 1) {
            if (from !== undefined) to[key] = from;
            return;
          }
          const next = to[key];
          if (isTexts(next)) {
            to = next;
          } else {
            const made: Texts = {};
            to[key] = made;
            to = made;
          }
        });
      }
      return sent;
    },
  };
}

async function texts(input: PageRenderInput) {
  const sections = recordedTexts(input.translations);
  const i18n = createInstance();
  await i18n.init({
    lng: input.language,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    // A copy: i18next merges the store's own words into the object it is given, and the server
    // keeps one object of common texts per language for every store.
    resources: { [input.language]: { common: sections.copy } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  if (Object.keys(input.merchantTexts).length) {
    i18n.addResources(input.language, 'common', input.merchantTexts);
  }
  // From here on, only what the page itself reads (the store's words above touch their sections).
  sections.start();
  return { i18n, sections };
}

export async function renderPage(input: PageRenderInput): Promise<RenderedPage> {
  const url = new URL(input.url);
  const requestContext: ServerRenderContext = { configuration: input.configuration };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const modules = handles
    .map((handle) => handle.module)
    .filter((module): module is string => Boolean(module));
  const signedInPage = handles.some((handle) => handle.signedIn);
  // A page behind sign-in is rendered whole for the session's shopper of this store (decision
  // 037), with the answers of its first calls; any other page, or no such shopper: the frame.
  const [{ i18n, sections }, signedIn] = await Promise.all([
    texts(input),
    signedInPage && handles.some((handle) => handle.whole) ? shopperOfStore(input) : null,
  ]);
  const order = signedIn ? { orderId: signedIn.orderId } : undefined;
  const channel = url.searchParams.get('channel');
  const forceMode = url.searchParams.get('force_mode');
  const firstCalls = handles.flatMap((handle) => handle.firstCalls?.(url, order) ?? []);
  // The order's policies and its customer's name, which the browser's session keeps from the
  // sign-in on: the page is rendered with them, so it hydrates with what the browser holds.
  const shopperChannel = channel ?? signedIn?.channel ?? null;
  const policiesCall: FirstCall | null = signedIn
    ? {
        name: 'query-related-policy',
        input: {
          ...(shopperChannel ? { channel: shopperChannel } : {}),
          orderNumber: signedIn.orderName,
          email: signedIn.applicantEmail,
        },
      }
    : null;
  const calls = policiesCall ? [...firstCalls, policiesCall] : firstCalls;
  const answers = calls.length ? await input.answerFirstCalls(calls) : [];
  const firstAnswers = answers.filter((answer) => answer.name !== policiesCall?.name);
  const policiesAnswer = readEnvelope<ResponseOf<'query-related-policy'>>(
    answers.find((answer) => answer.name === policiesCall?.name)?.answer,
  );
  const policies = policiesAnswer.ok ? policiesAnswer.data : null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = renderedSessionState({
    configuration: input.configuration,
    channel,
    forceMode,
    signedIn,
    subPath: parsePortalPath(url.pathname).subPath,
    policies,
  });
  const userInfo = rendered.userInfo;

  // The components read the store's configuration, the arrival and the shopper through zustand's
  // server snapshot, and the first answers through the gateway's: one render at a time, and both
  // forgotten after it, so no other request's render sees them.
  let formattedTexts: FormattedText[] = [];
  const html = await oneAtATime(async () => {
    const stopRecordingTexts = recordFormattedTexts();
    setRenderedState(rendered);
    seedFirstAnswers(userInfo ? firstAnswers : []);
    try {
      // Whole: a lazily loaded part (React.lazy) is waited for, not sent as a fallback the browser
      // would have to render afresh. A part that never arrives is given up after a moment.
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <RenderMark mode="hydrated">
            <I18nextProvider i18n={i18n}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </I18nextProvider>
          </RenderMark>
        </StrictMode>,
        {
          signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
          // Never split a finished part out of the page to be moved in by an inline script (React
          // does past this many bytes): the page's Content-Security-Policy allows no such script,
          // so the part would stay hidden and hydration would start again. One whole document.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
      return await text(prelude);
    } finally {
      formattedTexts = stopRecordingTexts();
      clearFirstAnswers();
      setRenderedState(NOBODY_RENDERED);
    }
  });

  const title = input.configuration
    ? `${i18n.t('frame.defaultTitle')} · ${input.configuration.merchantName}`
    : i18n.t('frame.defaultTitle');
  // Pages behind sign-in are a frame with a skeleton unless rendered for the shopper; the browser
  // renders those, and a page its guard sends elsewhere (/orders of a store without the new
  // interface goes home): the layout rendered the skeleton there too (decision 069).
  const redirected =
    userInfo !== null &&
    guardRoute({
      route: parsePortalPath(url.pathname).route,
      orderNumber: userInfo.orderNumber,
      enableNewRc: userInfo.enableNewRc,
      forceOrders: url.searchParams.get('force_orders'),
    }) !== null;
  const hydrate = !signedInPage || (userInfo !== null && !redirected);
  const boot: PageBoot = {
    hydrate,
    signedIn: userInfo ? signedIn : null,
    language: input.language,
    languageSource: input.languageSource,
    channel,
    forceMode,
    configuration: input.configuration,
    // A frame is rendered afresh by the browser, with every route's words: it gets the whole file.
    translations: hydrate ? sections.sent() : input.translations,
    partialTranslations: hydrate,
    merchantTexts: input.merchantTexts,
    hydrationData: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    // The server answers the first calls into the boot with the shopper's session (decision 026).
    firstAnswers,
    policies: userInfo ? policies : null,
    // A page the browser hydrates shows the amounts and dates as written here (decisions 047, 054).
    formattedTexts: hydrate ? formattedTexts : [],
  };
  // The browser sets the same declarations on the frame (features/branding/apply-branding.ts).
  const declarations = brandDeclarations(input.configuration)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  const brandStyle = `${brandFontFace(input.configuration)}${declarations ? `.portal{${declarations}}` : ''}`;
  // The bare root without a store is the portal's landing page: a page that exists.
  const status = url.pathname === '/' && context.statusCode === 404 ? 200 : context.statusCode;
  const personal = firstAnswers.length > 0 || userInfo !== null;
  return { kind: 'page', status, html, title, brandStyle, modules, personal, boot };
}

/** The session's shopper, when the session is at the store the page belongs to. */
async function shopperOfStore(input: PageRenderInput): Promise<SignedInShopper | null> {
  if (!input.configuration) return null;
  const shopper = await input.signedIn();
  return shopper && shopper.merchantId === input.configuration.merchantId ? shopper : null;
}

export const renderer: PageRenderer = { renderPage };
