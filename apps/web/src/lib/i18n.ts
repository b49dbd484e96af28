// Translations (spec sections 7 and 9): i18next with its HTTP backend and browser detector, set to
// the spec's load path, retries and detection order; unsupported languages match by prefix.
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_DETECTION,
  matchLanguage,
  TRANSLATION_LOADING,
} from '@rc/domain/languages';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { setGatewayLanguage } from './gateway';

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
  merchantTexts: Record<string, string>;
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
      fallbackLng: FALLBACK_LANGUAGE,
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
  if (!preloaded || Object.keys(preloaded.merchantTexts).length === 0) return ready;
  return ready.then(() => i18next.addResources(preloaded.language, 'common', preloaded.merchantTexts));
}

export { i18next };
