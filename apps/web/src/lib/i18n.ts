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

export const i18nReady = i18next
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
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
      caches: ['localStorage', 'sessionStorage'],
      convertDetectedLanguage: (language) => matchLanguage(language) ?? language,
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    // Merchant overrides arrive after the common file; re-render when they are added.
    react: { bindI18nStore: 'added' },
  });

export { i18next };
