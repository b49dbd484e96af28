import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  LANGUAGE_DETECTION,
  LANGUAGE_SELECTOR_MAX_WIDTH_PX,
  LANGUAGES,
  languageFromAcceptLanguage,
  matchLanguage,
  resolveLanguage,
  retryDelayMs,
  shortCode,
  TRANSLATION_LOADING,
  translationPath,
} from './languages';

describe('supported languages (spec section 9)', () => {
  it('section 9: the nine languages en-US, es-ES, pl-PL, pt-PT, it-IT, nl-NL, de-DE, cs-CZ, fr-FR', () => {
    expect([...LANGUAGE_CODES].sort()).toEqual(
      ['en-US', 'es-ES', 'pl-PL', 'pt-PT', 'it-IT', 'nl-NL', 'de-DE', 'cs-CZ', 'fr-FR'].sort(),
    );
  });

  it('section 9: shown as short codes in the order EN, ES, PL, PT, IT, DE, CS, FR, NL', () => {
    expect(LANGUAGES.map((language) => language.shortCode)).toEqual([
      'EN',
      'ES',
      'PL',
      'PT',
      'IT',
      'DE',
      'CS',
      'FR',
      'NL',
    ]);
    expect(LANGUAGE_CODES.map(shortCode)).toEqual(['EN', 'ES', 'PL', 'PT', 'IT', 'DE', 'CS', 'FR', 'NL']);
  });

  it('names each language in itself', () => {
    expect(LANGUAGES.find((language) => language.code === 'cs-CZ')?.name).toBe('Čeština');
    expect(LANGUAGES.find((language) => language.code === 'de-DE')?.name).toBe('Deutsch');
  });

  it('section 9: fallback en-US', () => {
    expect(FALLBACK_LANGUAGE).toBe('en-US');
  });

  it('section 9: language selector width at most 150px', () => {
    expect(LANGUAGE_SELECTOR_MAX_WIDTH_PX).toBe(150);
  });

  it('recognises the nine codes exactly', () => {
    expect(isLanguageCode('de-DE')).toBe(true);
    expect(isLanguageCode('de-de')).toBe(false);
    expect(isLanguageCode(5)).toBe(false);
  });
});

describe('matching (spec section 9)', () => {
  it('matches exactly, ignoring case and reading _ as -', () => {
    expect(matchLanguage('fr-FR')).toBe('fr-FR');
    expect(matchLanguage('FR-fr')).toBe('fr-FR');
    expect(matchLanguage(' nl_NL ')).toBe('nl-NL');
  });

  it('section 9: an unsupported browser language is matched by its language prefix', () => {
    expect(matchLanguage('de-AT')).toBe('de-DE');
    expect(matchLanguage('pt-BR')).toBe('pt-PT');
    expect(matchLanguage('es')).toBe('es-ES');
    expect(matchLanguage('en-GB')).toBe('en-US');
    expect(matchLanguage('cs')).toBe('cs-CZ');
  });

  it('gives null for languages we do not support and for nothing', () => {
    expect(matchLanguage('ja-JP')).toBeNull();
    expect(matchLanguage('e')).toBeNull();
    expect(matchLanguage('')).toBeNull();
    expect(matchLanguage(null)).toBeNull();
    expect(matchLanguage(undefined)).toBeNull();
  });

  it('section 9: resolves to the first candidate that matches, else en-US', () => {
    expect(resolveLanguage([null, 'ja', 'it-CH', 'de-DE'])).toBe('it-IT');
    expect(resolveLanguage(['ja', undefined])).toBe('en-US');
    expect(resolveLanguage([])).toBe('en-US');
  });

  it('property: every match is one of the nine codes, and each code matches itself', () => {
    fc.assert(
      fc.property(fc.string(), (tag) => {
        const match = matchLanguage(tag);
        return match === null || LANGUAGE_CODES.includes(match);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGE_CODES), (code) => matchLanguage(code.toUpperCase()) === code),
    );
  });
});

describe('Accept-Language', () => {
  it('honours q-values', () => {
    expect(languageFromAcceptLanguage('ja;q=0.9, fr;q=0.8, de;q=0.95')).toBe('de-DE');
    expect(languageFromAcceptLanguage('en;q=0.1, cs-CZ')).toBe('cs-CZ');
    expect(languageFromAcceptLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de-DE');
  });

  it('keeps the header order for equal q-values', () => {
    expect(languageFromAcceptLanguage('it, es')).toBe('it-IT');
    expect(languageFromAcceptLanguage('nl;q=0.5, pl;q=0.5')).toBe('nl-NL');
  });

  it('skips q=0, wildcards and bad q-values', () => {
    expect(languageFromAcceptLanguage('fr;q=0, es;q=0.2')).toBe('es-ES');
    expect(languageFromAcceptLanguage('*, pl;q=0.1')).toBe('pl-PL');
    expect(languageFromAcceptLanguage('fr;q=abc, it;q=0.3')).toBe('it-IT');
    expect(languageFromAcceptLanguage('PT-br ; Q=0.7')).toBe('pt-PT');
  });

  it('falls back to en-US', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en-US');
    expect(languageFromAcceptLanguage(null)).toBe('en-US');
    expect(languageFromAcceptLanguage('')).toBe('en-US');
    expect(languageFromAcceptLanguage('ja, zh;q=0.9')).toBe('en-US');
  });
});

describe('translation loading (spec section 9)', () => {
  it('section 9: path /locales/{lng}/{ns}.json, 5 retries, 350 ms starting delay, at most 10 parallel reads', () => {
    expect(TRANSLATION_LOADING).toEqual({
      loadPath: '/locales/{{lng}}/{{ns}}.json',
      retries: 5,
      retryDelayMs: 350,
      maxParallelReads: 10,
    });
    expect(translationPath('de-DE', 'common')).toBe('/locales/de-DE/common.json');
  });

  it('section 9: the retry delay starts at 350 ms and doubles each retry', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([350, 700, 1400, 2800, 5600]);
    expect(retryDelayMs(0)).toBe(0);
    expect(retryDelayMs(Number.NaN)).toBe(0);
  });

  it('section 9: detection reads query parameter lng, cookie i18next, local and session storage key i18nextLng', () => {
    expect(LANGUAGE_DETECTION).toEqual({
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
    });
  });
});
