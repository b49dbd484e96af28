// The browser's entry. The server sends most pages already rendered (entry-server.tsx); this
// hydrates them when the browser would render exactly what the server did, and otherwise renders
// afresh once the router has what the page needs, so the server's markup stays until then.
import type { PageBoot, SerializedRouteError } from '@rc/contract/portal/page-render';
import { carryFormattedTexts } from '@rc/domain/format';
import { matchLanguage } from '@rc/domain/languages';
import { parsePortalPath } from '@rc/domain/routing';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  createBrowserRouter,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  matchRoutes,
  type RouteObject,
} from 'react-router';
// The DOM build of the provider: it gives navigations their flushSync (sign-out relies on it).
import { RouterProvider } from 'react-router/dom';
import { RenderMark, type RenderMode } from './app/render-mark';
import { createRoutes, moduleOf } from './app/router';
import { seedFirstAnswers } from './lib/gateway';
import { i18next, startI18n } from './lib/i18n';
import { renderedSessionState, setRenderedState, useSessionStore } from './lib/session-store';
import { textsReady } from './lib/texts-ready';
import { yieldToBrowser } from './lib/yield-to-browser';
import './styles/fonts.css';
import './styles/global.css';
import './components/ui/ui.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/** The server's description of the page it rendered, if it rendered one. */
function readBoot(): PageBoot | null {
  const element = document.getElementById('rc-boot');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageBoot;
  } catch {
    return null;
  }
}

/** Takes the arrival parameters the server rendered with, as the login page would on arrival. */
function takeArrival(boot: PageBoot) {
  // A page opened in a new tab keeps no shopper of this store: the session's shopper is the one.
  const { subPath } = parsePortalPath(window.location.pathname);
  const kept = useSessionStore.getState().userInfo;
  if (boot.signedIn && kept?.subPath !== subPath) {
    useSessionStore.getState().signedIn(boot.signedIn, subPath, boot.signedIn.applicantEmail);
  }
  // The order's policies and names as they are now (the page was rendered with these), for that
  // order only: a tab keeping another order of the store as signed in renders afresh with its own.
  const shopper = useSessionStore.getState().userInfo;
  if (boot.signedIn && boot.policies && shopper?.orderId === boot.signedIn.orderId) {
    useSessionStore.getState().setPolicies(boot.policies);
  }
  const arrival: { rcChannel?: string; forceMode?: string } = {};
  if (boot.channel) arrival.rcChannel = boot.channel;
  if (boot.forceMode) arrival.forceMode = boot.forceMode;
  if (Object.keys(arrival).length) useSessionStore.getState().setArrival(arrival);
  if (boot.configuration) useSessionStore.getState().setConfiguration(boot.configuration);
}

/**
 * Whether this browser would render what the server did: the same language (the server cannot
 * see a choice kept only in local storage), and no signed-in shopper or earlier channel kept in
 * session storage that the server could not see either.
 */
function rendersAsServerDid(boot: PageBoot): boolean {
  if (!boot.hydrate) return false;
  if (boot.languageSource !== 'query' && boot.languageSource !== 'cookie') {
    const kept = localStorage.getItem('i18nextLng') ?? sessionStorage.getItem('i18nextLng');
    if (kept && matchLanguage(kept) !== boot.language) return false;
  }
  const state = useSessionStore.getState();
  const { subPath } = parsePortalPath(window.location.pathname);
  if (boot.signedIn) {
    // Rendered for the session's shopper (decision 037): this browser agrees unless it keeps
    // another order of this store as signed in.
    const kept = state.userInfo?.subPath === subPath ? state.userInfo : null;
    if (kept && kept.orderId !== boot.signedIn.orderId) return false;
  } else if (state.userInfo && state.userInfo.subPath === subPath) return false;
  // An arrival in the address replaces what was kept; without one, the kept value shows.
  const channelAgrees = boot.channel !== null || (state.rcChannel ?? null) === null;
  const forceModeAgrees = boot.forceMode !== null || (state.forceMode ?? null) === null;
  return channelAgrees && forceModeAgrees;
}

function deserializeErrors(errors: Record<string, SerializedRouteError> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      error.kind === 'response'
        ? new ErrorResponse(error.status, error.statusText, error.data)
        : new Error(error.message),
    ]),
  );
}

/** Loads the lazy modules of the routes on screen, so the first render has them as the server did. */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  // Matching every route and starting the modules' imports: each a task of its own on a phone.
  await yieldToBrowser();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      // The module alone: the page on screen was rendered with the words it came with.
      const loaded = await moduleOf(route.lazy)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  // The modules' evaluation was one task; each step below is its own (lib/yield-to-browser.ts).
  await yieldToBrowser();
  const boot = readBoot();
  const hydrate = boot !== null && rendersAsServerDid(boot);
  if (boot) {
    takeArrival(boot);
    seedFirstAnswers(boot.firstAnswers ?? []);
    // Equal arguments give equal texts, rendered afresh or hydrated: the page shows what it came with.
    carryFormattedTexts(boot.formattedTexts ?? []);
  }
  const routes = createRoutes('browser');
  const i18nStarted = startI18n(boot ? { ...boot, keepLanguage: hydrate } : null).catch(() => undefined);
  await yieldToBrowser();
  await Promise.all([i18nStarted, hydrate ? loadMatchedRoutes(routes) : null]);
  // Rendered afresh, any route's words may show: the whole file first when the server sent some.
  if (!hydrate) await textsReady();
  await yieldToBrowser();
  const app = (router: ReturnType<typeof createBrowserRouter>, mode: RenderMode) => (
    <StrictMode>
      <RenderMark mode={mode}>
        <I18nextProvider i18n={i18next}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </RenderMark>
    </StrictMode>
  );

  if (hydrate && boot) {
    const router = createBrowserRouter(routes, {
      hydrationData: { ...boot.hydrationData, errors: deserializeErrors(boot.hydrationData.errors) },
    });
    setRenderedState(
      renderedSessionState({
        configuration: boot.configuration,
        channel: boot.channel,
        forceMode: boot.forceMode,
        signedIn: boot.signedIn,
        subPath: parsePortalPath(window.location.pathname).subPath,
        policies: boot.policies ?? null,
      }),
    );
    await yieldToBrowser();
    // In a transition, React hydrates in slices of a few milliseconds and lets the browser in
    // between, so a slow phone never sees one long task (Lighthouse's Total Blocking Time).
    startTransition(() => {
      hydrateRoot(root as HTMLElement, app(router, 'hydrated'), {
        onRecoverableError(error) {
          // A mismatch React recovered from by rendering afresh: visible to tests and to operators.
          document.documentElement.dataset.render = 'recovered';
          console.error('hydration recovered', error);
        },
      });
    });
    return;
  }

  const router = createBrowserRouter(routes);
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  const reactRoot = createRoot(root as HTMLElement);
  // Rendered in slices too; the server's frame and skeleton stay on screen until it commits.
  startTransition(() => reactRoot.render(app(router, 'rendered')));
}

void start();
