import { describe, expect, it } from 'vitest';
import { dayIn, formatEstimate, formatScanTime } from './format-tracking';

describe('tracking dates', () => {
  it('shows the estimate as the day where the package is going', () => {
    // 03:00 UTC on the 21st is still the 20th in Chicago and already the 21st in Berlin.
    expect(dayIn('2026-11-21T03:00:00Z', 'America/Chicago')).toBe('2026-11-20');
    expect(dayIn('2026-11-21T03:00:00Z', 'Europe/Berlin')).toBe('2026-11-21');
    expect(formatEstimate('2026-11-21T03:00:00Z', 'America/Chicago', 'en-US')).toBe('Nov 20, 2026');
    expect(formatEstimate('2026-11-21T03:00:00Z', 'Europe/Berlin', 'de-DE')).toBe('21.11.2026');
    // A zone the browser does not know: the browser's own.
    expect(dayIn('2026-11-21T15:00:00Z', 'Nowhere/Nothing')).toBe(dayIn('2026-11-21T15:00:00Z', null));
  });

  it('shows a scan at its local time, with the time of day in every language', () => {
    // Intl may write a narrow no-break space before AM: read as a space.
    expect(formatScanTime('2026-11-20T08:10', 'en-US').replace(/\s/g, ' ')).toBe('Nov 20, 2026, 8:10 AM');
    expect(formatScanTime('2026-11-20T08:10', 'de-DE')).toBe('20.11.2026, 08:10');
    expect(formatScanTime('2026-11-20T18:05', 'fr-FR')).toBe('20/11/2026 18:05');
  });
});
