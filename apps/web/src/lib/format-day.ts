import { datePattern } from '@rc/domain/dates';
import dayjs from 'dayjs';

/** A day (no time) in the language's date pattern (spec 9), '' for a date that cannot be read. */
export function formatDay(date: string, language: string): string {
  const value = dayjs(date);
  return value.isValid() ? value.format(datePattern(language).replace(/\s*h:mm a$/, '')) : '';
}
