// Dates on the tracking page: the estimate as a day where the package is going, and each
// checkpoint at the wall-clock time where it was scanned, both in the product's one date style
// (@rc/domain/format, decision 054).
import { formatDate, formatWallClock } from '@rc/domain/format';

/** The calendar day of an instant in a time zone ('YYYY-MM-DD'); the browser's zone without one. */
export function dayIn(instant: string, timeZone: string | null): string {
  const date = new Date(instant);
  const parts = (zone: string | undefined) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(date);
  let found: Intl.DateTimeFormatPart[];
  try {
    found = parts(timeZone ?? undefined);
  } catch {
    found = parts(undefined);
  }
  const part = (type: string) => found.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The estimated delivery date in the destination's time zone, in the language's style. */
export function formatEstimate(instant: string, timeZone: string | null, language: string): string {
  return formatDate(instant, language, timeZone);
}

/** A scan's local time ('YYYY-MM-DDTHH:mm') in the language's style, with the time of day. */
export function formatScanTime(localTime: string, language: string): string {
  return formatWallClock(localTime, language);
}
