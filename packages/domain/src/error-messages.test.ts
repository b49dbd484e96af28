import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes';
import {
  ERROR_FALLBACK,
  errorMessage,
  GENERIC_ERROR_MESSAGE,
  interpolate,
  MESSAGE_OF_CODE,
  MESSAGES,
  type MessageId,
  messageIdOfCode,
  messageKey,
  PAGE_NOT_FOUND,
  uiMessage,
  VERSION_SWITCH_FAILED,
} from './error-messages';
import { LANGUAGE_CODES } from './languages';

const ORDER_NOT_FOUND_EN =
  "Order not found. Please verify your order number and include any prefix (like '#'). Example: #12345. Double-check your number or contact support for help.";

describe('English messages (spec section 8)', () => {
  it("section 8: 2000001, 2000006, 201002 and 200019 read the spec's order-not-found text", () => {
    for (const code of [2000001, 2000006, 201002, 200019]) {
      expect(errorMessage(code, 'en-US')).toBe(ORDER_NOT_FOUND_EN);
    }
  });

  it('section 8: 2000002 says protection expired, no more issues can be reported, contact support', () => {
    const text = errorMessage(2000002, 'en-US');
    expect(text).toMatch(/expired/);
    expect(text).toMatch(/no more issues can be reported/);
    expect(text).toMatch(/contact support/);
  });

  it('section 8: 2000003 says protection was canceled (order cancellation or fee refund), no more issues', () => {
    const text = errorMessage(2000003, 'en-US');
    expect(text).toMatch(/canceled/);
    expect(text).toMatch(/order was canceled/);
    expect(text).toMatch(/refunded the protection fee/);
    expect(text).toMatch(/No more issues can be reported/);
  });

  it("section 8: 200020 reads the spec's canceled-coverage warning", () => {
    expect(errorMessage(200020, 'en-US')).toBe(
      'Protection coverage has been canceled. You cannot report an issue for a package with canceled coverage.',
    );
  });

  it("section 8: 200006 reads the spec's text with {{type}} filled in", () => {
    expect(errorMessage(200006, 'en-US', { type: 'Shipping Protection' })).toBe(
      'No Shipping Protection covered items found for this order. Please double check or contact support for help.',
    );
  });

  it("section 8: the generic fallback is 'Something went wrong, please try again later'", () => {
    expect(GENERIC_ERROR_MESSAGE['en-US']).toBe('Something went wrong, please try again later');
    expect(errorMessage(200000, 'en-US')).toBe('Something went wrong, please try again later');
    expect(errorMessage(200001, 'en-US')).toBe('Something went wrong, please try again later');
    expect(errorMessage(100500, 'en-US')).toBe('Something went wrong, please try again later');
  });

  it('section 8: theft report code 200010 asks for a police or incident report number and evidence (our handling)', () => {
    const text = errorMessage(200010, 'en-US');
    expect(text).toMatch(/theft/);
    expect(text).toMatch(/police or incident report number/);
    expect(text).toMatch(/evidence/);
  });

  it("section 8: version switch failure reads 'Failed to switch version'", () => {
    expect(VERSION_SWITCH_FAILED['en-US']).toBe('Failed to switch version');
  });

  it("section 8: fallback pages read 'Page not found.' and 'An error happened. Sign in again or contact support please!'", () => {
    expect(PAGE_NOT_FOUND['en-US']).toBe('Page not found.');
    expect(ERROR_FALLBACK['en-US']).toBe('An error happened. Sign in again or contact support please!');
  });

  it('too many attempts says when to try again', () => {
    expect(errorMessage(ERROR_CODES.TOO_MANY_ATTEMPTS, 'en-US', { seconds: 30 })).toBe(
      'Too many attempts. Please try again in 30 s.',
    );
  });
});

describe("an order's limits (100021, 100022)", () => {
  it.each(LANGUAGE_CODES)('in %s name the limit reached and what frees room', (language) => {
    const files = errorMessage(ERROR_CODES.ORDER_FILES_FULL, language, { max: 40 });
    const drafts = errorMessage(ERROR_CODES.DRAFT_LIMIT_REACHED, language, { max: 5 });
    expect(files).toContain('40');
    expect(drafts).toContain('5');
    expect(files).not.toBe(drafts);
  });

  it('reads plainly in English', () => {
    expect(errorMessage(ERROR_CODES.DRAFT_LIMIT_REACHED, 'en-US', { max: 5 })).toBe(
      'This order already has 5 open drafts. Submit or withdraw one of them before saving a new one.',
    );
  });
});

describe('invalid input (100002)', () => {
  // The page that shows it (the error page, a step's message) highlights no field from a server
  // answer, so the message must not send the shopper looking for one.
  const HIGHLIGHT_WORDS =
    /highlight|marcad|zaznaczon|assinalad|evidenziat|markiert|zvýrazněn|signalé|gemarkeerd/i;

  it.each(LANGUAGE_CODES)('in %s says nothing was changed and points at no highlighted field', (language) => {
    const message = errorMessage(ERROR_CODES.INVALID_INPUT, language);
    expect(message).not.toMatch(HIGHLIGHT_WORDS);
    expect(message.length).toBeGreaterThan(20);
  });

  it('keeps the English text plain', () => {
    expect(errorMessage(ERROR_CODES.INVALID_INPUT, 'en-US')).toBe(
      'Some of the information sent was not valid, so nothing was changed. Please check it and try again.',
    );
  });
});

describe('nine languages (spec section 9)', () => {
  it('section 9: every code of the catalogue has a message in all nine languages', () => {
    for (const language of LANGUAGE_CODES) {
      for (const code of Object.values(ERROR_CODES)) {
        const text = errorMessage(code, language, { type: 'X', seconds: 5 });
        expect(text.length, `${code} ${language}`).toBeGreaterThan(3);
        expect(text, `${code} ${language}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('section 9: every language has every message, translated (not the English text)', () => {
    const ids = Object.keys(MESSAGES['en-US']) as MessageId[];
    for (const language of LANGUAGE_CODES) {
      expect(Object.keys(MESSAGES[language]).sort(), language).toEqual([...ids].sort());
      if (language === 'en-US') continue;
      for (const id of ids) {
        expect(MESSAGES[language][id], `${language} ${id}`).not.toBe(MESSAGES['en-US'][id]);
      }
    }
  });

  it('keeps the placeholders of each message in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const id of Object.keys(MESSAGES['en-US']) as MessageId[]) {
      for (const language of LANGUAGE_CODES) {
        expect(placeholders(MESSAGES[language][id]), `${language} ${id}`).toEqual(
          placeholders(MESSAGES['en-US'][id]),
        );
      }
    }
  });

  it('keeps the order-number example #12345 and the prefix # in every language', () => {
    for (const language of LANGUAGE_CODES) {
      expect(errorMessage(200019, language)).toContain('#12345');
      expect(errorMessage(200019, language)).toContain("'#'");
    }
  });

  it('answers in the asked language', () => {
    expect(errorMessage(200019, 'de-DE')).toMatch(/^Bestellung nicht gefunden/);
    expect(errorMessage(200019, 'fr-FR')).toMatch(/^Commande introuvable/);
    expect(errorMessage(100007, 'pl-PL', { seconds: 12 })).toBe('Zbyt wiele prób. Spróbuj ponownie za 12 s.');
    expect(PAGE_NOT_FOUND['nl-NL']).toBe('Pagina niet gevonden.');
    expect(uiMessage('errorFallback', 'cs-CZ')).toBe(ERROR_FALLBACK['cs-CZ']);
  });

  it('section 9: an unsupported language is matched by its prefix, else English', () => {
    expect(errorMessage(200019, 'de-AT')).toBe(errorMessage(200019, 'de-DE'));
    expect(errorMessage(200019, 'pt-BR')).toBe(errorMessage(200019, 'pt-PT'));
    expect(errorMessage(200019, 'ja-JP')).toBe(ORDER_NOT_FOUND_EN);
    expect(errorMessage(200019, '')).toBe(ORDER_NOT_FOUND_EN);
    expect(errorMessage(200019, null)).toBe(ORDER_NOT_FOUND_EN);
  });

  it('section 8: an unknown code gives the generic fallback in the language', () => {
    expect(errorMessage(987654, 'es-ES')).toBe(GENERIC_ERROR_MESSAGE['es-ES']);
    expect(errorMessage(987654, 'en-US')).toBe('Something went wrong, please try again later');
  });
});

describe('catalogue plumbing', () => {
  it('maps every code to a message id', () => {
    expect(Object.keys(MESSAGE_OF_CODE).map(Number).sort()).toEqual(Object.values(ERROR_CODES).sort());
    expect(messageIdOfCode(200052)).toBe('verifyEmail');
    expect(messageIdOfCode(-1)).toBe('generic');
  });

  it('gives message keys for translation files', () => {
    expect(messageKey('orderNotFound')).toBe('error.orderNotFound');
  });

  it('interpolates parameters and leaves out missing ones', () => {
    expect(interpolate('a {{x}} b {{ y }}', { x: 1, y: 'z' })).toBe('a 1 b z');
    expect(interpolate('No {{type}} covered items')).toBe('No covered items');
    expect(interpolate('{{toString}} x', {})).toBe(' x');
  });
});
