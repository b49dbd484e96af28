// Dates on the tracking page: the estimate as a day where the package is going, and each
// checkpoint at the wall-clock time where it was scanned (spec 9 patterns).
import { datePattern, formatDay } from '@rc/domain/dates';
import dayjs from 'dayjs';

/** The calendar day of an instant in a time zone ('YYYY-MM-DD'); the browser's zone without one. */
export function dayIn(instant: string, timeZone: string | null): string {
  const date = new Date(instant);
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone ?? undefined,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(date);
    const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return dayjs(date).format('YYYY-MM-DD');
  }
}

/** The estimated delivery date in the destination's time zone, in the language's pattern. */
export function formatEstimate(instant: string, timeZone: string | null, language: string): string {
  return formatDay(dayIn(instant, timeZone), language);
}

/** A scan's local time ('YYYY-MM-DDTHH:mm') in the language's pattern, with the time of day. */
export function formatScanTime(localTime: string, language: string): string {
  const value = dayjs(localTime);
  return value.isValid() ? value.format(datePattern(language)) : '';
}
