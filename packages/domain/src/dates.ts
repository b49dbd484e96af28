// Date display (spec section 9): 'MMM D, YYYY h:mm a' in local time; German and Czech 'D.M.YYYY';
// French 'DD/MM/YYYY'. Those three keep the time of day as the default pattern does (24-hour, as
// they write it): a history that says only the day loses the order of a day's events. Month abbreviations and am/pm stay English in the default pattern: the
// spec gives one pattern for every other language, and loading dayjs locales would cost bytes
// on every screen for a word or two.

import dayjs from 'dayjs';
import { type LanguageCode, matchLanguage } from './languages';

/** The default date pattern (dayjs tokens). */
export const DEFAULT_DATE_PATTERN = 'MMM D, YYYY h:mm a';

/** The time of day in the default pattern (12-hour, am/pm). */
const DEFAULT_TIME_PATTERN = 'h:mm a';
/** The time of day where a language has its own date pattern (24-hour). */
const TIME_PATTERN_24 = 'HH:mm';

const DAY_PATTERN_BY_LANGUAGE: Readonly<Partial<Record<LanguageCode, string>>> = {
  'de-DE': 'D.M.YYYY',
  'cs-CZ': 'D.M.YYYY',
  'fr-FR': 'DD/MM/YYYY',
};

/** The dayjs pattern of a day without its time for a language ('MMM D, YYYY'; German 'D.M.YYYY'). */
export function dayPattern(language: string | null | undefined): string {
  const code = matchLanguage(language);
  return (
    (code && DAY_PATTERN_BY_LANGUAGE[code]) ?? DEFAULT_DATE_PATTERN.replace(` ${DEFAULT_TIME_PATTERN}`, '')
  );
}

/**
 * The dayjs pattern dates are shown in for a language (matched by prefix, like 'de-AT' → German):
 * the day, then the time of day.
 */
export function datePattern(language: string | null | undefined): string {
  const code = matchLanguage(language);
  const day = code && DAY_PATTERN_BY_LANGUAGE[code];
  return day ? `${day} ${TIME_PATTERN_24}` : DEFAULT_DATE_PATTERN;
}

/** A date with its time of day in the language's pattern, in local time; '' for a date that cannot be read. */
export function formatDate(date: Date | string | number, language: string | null | undefined): string {
  const value = dayjs(date);
  return value.isValid() ? value.format(datePattern(language)) : '';
}

/** A day without its time in the language's pattern, in local time; '' for a date that cannot be read. */
export function formatDay(date: Date | string | number, language: string | null | undefined): string {
  const value = dayjs(date);
  return value.isValid() ? value.format(dayPattern(language)) : '';
}
