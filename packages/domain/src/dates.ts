// Date display (spec section 9): 'MMM D, YYYY h:mm a' in local time; German and Czech 'D.M.YYYY';
// French 'DD/MM/YYYY'. Month abbreviations and am/pm stay English in the default pattern: the
// spec gives one pattern for every other language, and loading dayjs locales would cost bytes
// on every screen for a word or two.

import dayjs from 'dayjs';
import { type LanguageCode, matchLanguage } from './languages';

/** The default date pattern (dayjs tokens). */
export const DEFAULT_DATE_PATTERN = 'MMM D, YYYY h:mm a';

const PATTERN_BY_LANGUAGE: Readonly<Partial<Record<LanguageCode, string>>> = {
  'de-DE': 'D.M.YYYY',
  'cs-CZ': 'D.M.YYYY',
  'fr-FR': 'DD/MM/YYYY',
};

/** The dayjs pattern dates are shown in for a language (matched by prefix, like 'de-AT' → German). */
export function datePattern(language: string | null | undefined): string {
  const code = matchLanguage(language);
  return (code && PATTERN_BY_LANGUAGE[code]) ?? DEFAULT_DATE_PATTERN;
}

/** A date in the language's pattern, in local time; '' for a date that cannot be read. */
export function formatDate(date: Date | string | number, language: string | null | undefined): string {
  const value = dayjs(date);
  return value.isValid() ? value.format(datePattern(language)) : '';
}
