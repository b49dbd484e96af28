// Translations (spec sections 7 and 9): i18next with its HTTP backend and browser detector, set to
// the spec's load path, retries and detection order; unsupported languages match by prefix.
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_DETECTION,
  matchLanguage,
  retryDelayMs,
  TRANSLATION_LOADING,
  translationPath,
} from '@rc/domain/languages';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { setGatewayLanguage } from './gateway';
import { setTextsLoading } from './texts-ready';

export const NAMESPACES = ['common'] as const;

i18next.on('languageChanged', (language) => {
  setGatewayLanguage(language);
  // The language the page actually shows (a file that failed to load falls back to English).
  document.documentElement.lang = i18next.resolvedLanguage ?? language;
});

/** Texts the server rendered the page with: the client starts in the same language and words. */
export interface PreloadedTexts {
  language: string;
  /**
   * True when the page is hydrated: it starts in the server's language whatever the shopper chose
   * before; false when it renders afresh: the language is detected, and the server's texts spare
   * the request when it is theirs.
   */
  keepLanguage: boolean;
  translations: Record<string, unknown>;
  /** The server sent some sections of the texts only (decision 045): the rest is fetched. */
  partialTranslations?: boolean;
  merchantTexts: Record<string, string>;
}

/** The language's whole common file, tried as often as the backend would. */
async function fetchCommonTexts(language: string): Promise<Record<string, unknown>> {
  for (let attempt = 0; ; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    try {
      const response = await fetch(translationPath(language, 'common'), { credentials: 'same-origin' });
      if (response.ok) return (await response.json()) as Record<string, unknown>;
    } catch {
      // Offline for a moment: tried again below.
    }
    if (attempt >= TRANSLATION_LOADING.retries)
      throw new Error(`the texts of ${language} could not be loaded`);
  }
}

/** Whether the rest of the page language's texts is still on its way, and a key was missed meanwhile. */
const completing = { loading: false, missed: false };

/**
 * While the rest of the texts is on its way, a word the page did not come with shows as nothing
 * (not its key, nor the fallback language's word) and is noted; once loaded, the usual: the key.
 */
function missingText(key: string, defaultValue?: string): string {
  if (!completing.loading) return defaultValue ?? key;
  completing.missed = true;
  return defaultValue ?? '';
}

/**
 * Adds the rest of the common file under the sections the page came with (decision 045), without
 * overwriting (the store's own words stay). Silently, unless something asked for a word meanwhile:
 * what is on screen has its words, and re-rendering every translated component would cost the
 * phone a long task for nothing. The fallback language is off until then, so a missed word is
 * never shown in English first; it is loaded after, as it would have been at the start.
 */
function completeTexts(started: Promise<unknown>, language: string) {
  completing.loading = true;
  const done = () => {
    completing.loading = false;
    i18next.options.fallbackLng = FALLBACK_LANGUAGE;
    if (i18next.hasResourceBundle(FALLBACK_LANGUAGE, 'common')) return;
    // Silently too: the backend's load would re-render every translated component.
    fetchCommonTexts(FALLBACK_LANGUAGE)
      .then((texts) =>
        i18next.addResourceBundle(FALLBACK_LANGUAGE, 'common', texts, true, false, { silent: true }),
      )
      .catch(() => undefined);
  };
  setTextsLoading(
    started
      .then(async () => {
        // A shopper whose kept language is another gets that one whole through the backend.
        if (i18next.language !== language) return;
        const texts = await fetchCommonTexts(language);
        const silent = !completing.missed;
        completing.loading = false;
        i18next.addResourceBundle(language, 'common', texts, true, false, { silent, skipCopy: true });
      })
      .finally(done),
  );
}

/**
 * Starts i18next. With the server's texts it starts in the page's language without a request
 * (other languages still come through the HTTP backend); without them it detects the language.
 */
export function startI18n(preloaded: PreloadedTexts | null): Promise<unknown> {
  const ready = i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...(preloaded
        ? {
            ...(preloaded.keepLanguage ? { lng: preloaded.language } : {}),
            resources: { [preloaded.language]: { common: preloaded.translations } },
            partialBundledLanguages: true,
          }
        : {}),
      fallbackLng: preloaded?.partialTranslations ? false : FALLBACK_LANGUAGE,
      parseMissingKeyHandler: missingText,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      backend: { loadPath: TRANSLATION_LOADING.loadPath },
      maxRetries: TRANSLATION_LOADING.retries,
      retryTimeout: TRANSLATION_LOADING.retryDelayMs,
      maxParallelReads: TRANSLATION_LOADING.maxParallelReads,
      detection: {
        order: [...LANGUAGE_DETECTION.order, 'navigator'],
        lookupQuerystring: LANGUAGE_DETECTION.lookupQuerystring,
        lookupCookie: LANGUAGE_DETECTION.lookupCookie,
        lookupLocalStorage: LANGUAGE_DETECTION.lookupLocalStorage,
        lookupSessionStorage: LANGUAGE_DETECTION.lookupSessionStorage,
        // The cookie too, so the server renders the next page in the language the shopper chose.
        caches: ['localStorage', 'sessionStorage', 'cookie'],
        cookieOptions: { path: '/', sameSite: 'lax' },
        convertDetectedLanguage: (language) => matchLanguage(language) ?? language,
      },
      interpolation: { escapeValue: false },
      returnNull: false,
      // Merchant overrides arrive after the common file; re-render when they are added.
      react: { bindI18nStore: 'added' },
    });
  if (preloaded?.partialTranslations) completeTexts(ready, preloaded.language);
  if (!preloaded || Object.keys(preloaded.merchantTexts).length === 0) return ready;
  return ready.then(() => i18next.addResources(preloaded.language, 'common', preloaded.merchantTexts));
}

export { i18next };
