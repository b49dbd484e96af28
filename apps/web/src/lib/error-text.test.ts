import { ERROR_CODES } from '@rc/domain/error-codes';
import { MESSAGES } from '@rc/domain/error-messages';
import i18next, { type i18n } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { errorText, uiText } from './error-text';

/** The app's instance seen as showing a language, as a component's useTranslation() gives it. */
const showing = (language: string): i18n =>
  Object.assign(Object.create(i18next), { resolvedLanguage: language, language });

describe('error texts from the common texts', () => {
  afterEach(() => {
    i18next.removeResourceBundle('de-DE', 'common');
  });

  it("reads a code's message in the asked language when its texts are loaded, with params filled", () => {
    i18next.addResourceBundle('de-DE', 'common', { error: MESSAGES['de-DE'] });
    expect(errorText(showing('de'), ERROR_CODES.ORDER_NOT_FOUND)).toBe(MESSAGES['de-DE'].orderNotFound);
    expect(errorText(showing('de-DE'), ERROR_CODES.DRAFT_LIMIT_REACHED, { max: 5 })).toContain('5');
    expect(errorText(showing('de-DE'), ERROR_CODES.DRAFT_LIMIT_REACHED, { max: 5 })).not.toContain('{{');
  });

  it('falls back to English when the page language has no texts loaded', () => {
    expect(errorText(showing('fr-FR'), ERROR_CODES.ORDER_NOT_FOUND)).toBe(MESSAGES['en-US'].orderNotFound);
  });

  it('gives the generic message for unknown codes', () => {
    expect(errorText(i18next, 987654)).toBe('Something went wrong, please try again later');
  });

  it('gives the generic message when no texts hold the message at all', () => {
    const english = i18next.getResourceBundle('en-US', 'common') as Record<string, unknown>;
    i18next.removeResourceBundle('en-US', 'common');
    try {
      expect(uiText(i18next, 'orderNotFound')).toBe('Something went wrong, please try again later');
    } finally {
      i18next.addResourceBundle('en-US', 'common', english);
    }
  });

  it("lets a store's translation reword a message", () => {
    i18next.addResourceBundle('de-DE', 'common', { error: { ...MESSAGES['de-DE'], generic: 'Hoppla.' } });
    expect(errorText(showing('de-DE'), ERROR_CODES.UNEXPECTED_ERROR)).toBe('Hoppla.');
  });
});
