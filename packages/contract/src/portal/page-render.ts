// The server renders the first paint of the portal's pages with the web app's own components
// (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr): this is what the server hands to
// that renderer and what it gets back (docs/decisions/016-server-rendered-first-paint.md).
import type { FormattedText } from '@rc/domain/format';
import type { CallResponse } from '../define-call';
import type { queryRelatedPolicy } from '../orders/calls';
import type { LoginStyle } from '../shared-schemas';
import type { rcLogin } from '../sign-in/calls';

/**
 * The shopper the request's session cookie signs in, as rc-login answered when the session began
 * (its sessionId, order, store and branding): what a page behind sign-in is rendered for.
 */
export type SignedInShopper = CallResponse<typeof rcLogin>;

/** Flat or nested i18n texts of the common namespace. */
export type TranslationTexts = Record<string, unknown>;

/** Where the page's language came from, in the order the browser's detector looks. */
export type LanguageSource = 'query' | 'cookie' | 'accept-language' | 'default';

export interface PageRenderInput {
  /** The absolute address the browser asked for (its own host, path and query). */
  url: string;
  /** The store's return configuration; null when the address names no store or an unknown one. */
  configuration: LoginStyle | null;
  language: string;
  languageSource: LanguageSource;
  /** The common translations of `language`. */
  translations: TranslationTexts;
  /** The store's own wording for `language` (flat keys), merged over the common translations. */
  merchantTexts: Record<string, string>;
  /** The shopper of the request's session, if it has a live one; asked only for pages behind sign-in. */
  signedIn(): Promise<SignedInShopper | null>;
  /** Makes the page's first read calls with the request's session (decision 026); [] without one. */
  answerFirstCalls(calls: FirstCall[]): Promise<FirstAnswer[]>;
}

/** A read call the page makes first, which the server answers into the page (decision 026). */
export interface FirstCall {
  /** The call's name (spec section 7), e.g. `get-claim-list`. */
  name: string;
  input: Record<string, string>;
}

/** A first call with the envelope the server answered it with, as the browser would have got it. */
export interface FirstAnswer extends FirstCall {
  answer: unknown;
}

/** What the client needs to hydrate the page exactly as the server rendered it. */
export interface PageBoot {
  /** True when the markup is the page itself (hydrate it); false for a frame with a skeleton. */
  hydrate: boolean;
  /**
   * The shopper a page behind sign-in was rendered for (decision 037); null elsewhere. The browser
   * takes it as its signed-in shopper when it has none, as after opening the page in a new tab.
   */
  signedIn: SignedInShopper | null;
  language: string;
  languageSource: LanguageSource;
  /** The partner channel and chat mode the server rendered with (from the address). */
  channel: string | null;
  forceMode: string | null;
  configuration: LoginStyle | null;
  /**
   * The common texts the page needs: on a page rendered whole, only the sections (top-level keys)
   * its render read and those any page may show at once (decision 045); elsewhere all of them.
   */
  translations: TranslationTexts;
  /** True when `translations` holds some sections only: the browser fetches the whole file after hydrating. */
  partialTranslations: boolean;
  merchantTexts: Record<string, string>;
  /** React Router's loader data and errors of the rendered routes, errors as plain objects. */
  hydrationData: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedRouteError> | null;
  };
  /** The answers of the page's first calls, made by the server with the shopper's session; each is used once. */
  firstAnswers: FirstAnswer[];
  /**
   * The signed-in order's policies and its customer's name, as `query-related-policy` answers
   * them, for the shopper a page was rendered for: the browser's session keeps them, and the page
   * was rendered with them (decision 047); null elsewhere.
   */
  policies: CallResponse<typeof queryRelatedPolicy> | null;
  /** The amounts and dates the render wrote, as it wrote them: the browser hydrates with these (decisions 047, 054). */
  formattedTexts: FormattedText[];
}

export type SerializedRouteError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error'; message: string };

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup of #root. */
      html: string;
      title: string;
      /** The store's branding as CSS (its web font and the frame's custom properties); '' for none. */
      brandStyle: string;
      /** The built modules (Vite manifest keys) of the rendered routes: their CSS and JS are linked. */
      modules: string[];
      /** Whether the page carries the shopper's data (their first answers or session): kept nowhere. */
      personal: boolean;
      boot: PageBoot;
    };

/** The web app's server renderer. */
export interface PageRenderer {
  renderPage(input: PageRenderInput): Promise<RenderedPage>;
}
