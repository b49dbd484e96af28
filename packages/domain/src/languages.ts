// The nine supported languages and how one is chosen (spec sections 4 "Language" and 9).

/** Supported languages in display order EN, ES, PL, PT, IT, DE, CS, FR, NL; `name` is the native name. */
export const LANGUAGES = [
  { code: 'en-US', shortCode: 'EN', name: 'English' },
  { code: 'es-ES', shortCode: 'ES', name: 'Español' },
  { code: 'pl-PL', shortCode: 'PL', name: 'Polski' },
  { code: 'pt-PT', shortCode: 'PT', name: 'Português' },
  { code: 'it-IT', shortCode: 'IT', name: 'Italiano' },
  { code: 'de-DE', shortCode: 'DE', name: 'Deutsch' },
  { code: 'cs-CZ', shortCode: 'CS', name: 'Čeština' },
  { code: 'fr-FR', shortCode: 'FR', name: 'Français' },
  { code: 'nl-NL', shortCode: 'NL', name: 'Nederlands' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Language = (typeof LANGUAGES)[number];

/** The nine language codes, in display order. */
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/** The language used when nothing else matches (spec 9). */
export const FALLBACK_LANGUAGE = 'en-US' satisfies LanguageCode;

/** Widest the language selector may be, in CSS pixels (spec 9). */
export const LANGUAGE_SELECTOR_MAX_WIDTH_PX = 150;

/** i18next-http-backend settings (spec 9): 5 retries from 350 ms, doubling; 10 parallel reads. */
export const TRANSLATION_LOADING = {
  loadPath: '/locales/{{lng}}/{{ns}}.json',
  retries: 5,
  retryDelayMs: 350,
  maxParallelReads: 10,
} as const;

/** i18next-browser-languagedetector settings (spec 9). */
export const LANGUAGE_DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
} as const;

/** Wait before retry number `attempt` (1 → 350 ms, 2 → 700 ms, …); 0 before the first try. */
export function retryDelayMs(attempt: number): number {
  if (!(attempt >= 1)) return 0;
  return TRANSLATION_LOADING.retryDelayMs * 2 ** (Math.floor(attempt) - 1);
}

/** The translation file path for a language and namespace ('/locales/de-DE/common.json'). */
export function translationPath(language: string, namespace: string): string {
  return TRANSLATION_LOADING.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
}

const BY_CODE = new Map<string, LanguageCode>(LANGUAGE_CODES.map((code) => [code.toLowerCase(), code]));
const BY_PREFIX = new Map<string, LanguageCode>(
  LANGUAGE_CODES.map((code) => [code.slice(0, 2).toLowerCase(), code]),
);

/** True when the value is exactly one of the nine codes. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The supported language for a tag: exact match ignoring case ('DE-de' → 'de-DE', '_' read as
 * '-'), else by language prefix ('de-AT' → 'de-DE', 'pt-BR' → 'pt-PT', 'es' → 'es-ES'), else null.
 */
export function matchLanguage(candidate: string | null | undefined): LanguageCode | null {
  const tag = (candidate ?? '').trim().replace(/_/g, '-').toLowerCase();
  if (tag === '') return null;
  return BY_CODE.get(tag) ?? BY_PREFIX.get(tag.split('-')[0] as string) ?? null;
}

/** The first candidate that matches a supported language, else the fallback en-US. */
export function resolveLanguage(candidates: ReadonlyArray<string | null | undefined>): LanguageCode {
  for (const candidate of candidates) {
    const match = matchLanguage(candidate);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

/** The best supported language of an Accept-Language header, by q-value (ties keep header order). */
export function languageFromAcceptLanguage(header?: string | null): LanguageCode {
  const ranges = (header ?? '')
    .split(',')
    .map((part) => {
      const pieces = part.split(';').map((piece) => piece.trim());
      const qParam = pieces.slice(1).find((param) => /^q=/i.test(param));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: pieces[0] as string, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((range) => range.q > 0 && range.tag !== '*')
    // Array sort is stable: equal q-values keep the header's order.
    .sort((a, b) => b.q - a.q);
  return resolveLanguage(ranges.map((range) => range.tag));
}

const SHORT_CODES = Object.fromEntries(
  LANGUAGES.map((language) => [language.code, language.shortCode]),
) as Record<LanguageCode, string>;

/** The short code shown in the selector ('de-DE' → 'DE'). */
export function shortCode(code: LanguageCode): string {
  return SHORT_CODES[code];
}
