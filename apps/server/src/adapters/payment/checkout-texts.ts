// The sandbox checkout page's words in the nine languages (issue 23, Deliver 3): the `checkout`
// section of the web app's catalogues (apps/web/public/locales/*/common.json), where every
// translatable text of the portal lives, read from the built app or, before a build, its sources.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FALLBACK_LANGUAGE, type LanguageCode } from '@rc/domain/languages';

export interface CheckoutTexts {
  title: string;
  store: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  pay: string;
  declined: string;
  invalidCard: string;
  sandbox: string;
  cancel: string;
  language: string;
  expiredTitle: string;
  expiredBody: string;
  back: string;
  notFoundTitle: string;
  notFoundBody: string;
}

export type CheckoutTextsOf = (language: LanguageCode) => CheckoutTexts;

/** Reads each language's `checkout` texts once, from the first folder holding its catalogue. */
export function createCheckoutTexts(roots: readonly string[]): CheckoutTextsOf {
  const cache = new Map<string, CheckoutTexts>();
  const read = (language: string): Partial<CheckoutTexts> => {
    for (const root of roots) {
      const file = path.join(root, 'locales', language, 'common.json');
      if (existsSync(file)) {
        const texts = JSON.parse(readFileSync(file, 'utf8')) as { checkout?: Partial<CheckoutTexts> };
        return texts.checkout ?? {};
      }
    }
    return {};
  };
  return (language) => {
    const known = cache.get(language);
    if (known) return known;
    // A text missing in a language (never in a complete build) falls back to English, not to a key.
    const texts = { ...(read(FALLBACK_LANGUAGE) as CheckoutTexts), ...read(language) };
    cache.set(language, texts);
    return texts;
  };
}

/** `{{name}}` placeholders filled, as i18next does for the portal. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
