// Dates a shopper writes: absolute ("12.3.2026", "3/12", "2026-03-12", "12 de marzo", "3. März")
// and relative to the shop's today ("yesterday", "vor 3 Tagen", "minulý týden", "lundi dernier").
// A date without a year is the latest such date not after today: shoppers talk about the past.
import { type Analysis, findCue, tokenIs } from './analysis';

export interface DateFound {
  /** ISO yyyy-mm-dd. */
  date: string;
  /** Tokens that made the date (a number among them is no quantity). */
  tokens: number[];
}

const DAY_MS = 86_400_000;

function parseIso(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(iso: string, days: number): string {
  return toIso(new Date(parseIso(iso).getTime() + days * DAY_MS));
}

function addMonths(iso: string, months: number): string {
  const date = parseIso(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return toIso(date);
}

/** A real calendar date as ISO, or null ("31.2." is none). Two-digit years are this century. */
function calendarDate(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || fullYear < 2000) return null;
  return toIso(date);
}

/** The month and day in the latest year that does not put them after today. */
function pastDate(month: number, day: number, today: string): string | null {
  const year = Number(today.slice(0, 4));
  const thisYear = calendarDate(year, month, day);
  return thisYear && thisYear <= today ? thisYear : calendarDate(year - 1, month, day);
}

function numberOf(token: string | undefined): number | null {
  if (token === undefined || !/^\d{1,4}\.?$/.test(token)) return null;
  return Number.parseInt(token, 10);
}

/** A date written in digits with separators, in the language's order. */
function numericDate(token: string, analysis: Analysis, today: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(token);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = /^(\d{1,2})([./-])(\d{1,2})(?:\2(\d{2}|\d{4}))?\.?$/.exec(token);
  if (!parts) return null;
  const [, first, separator, second, year] = parts;
  const monthFirst = separator === '/' && analysis.lexicon.slashOrder === 'MD';
  const day = Number(monthFirst ? second : first);
  const month = Number(monthFirst ? first : second);
  if (year !== undefined) return calendarDate(Number(year), month, day);
  // "1.5" alone is more often a number than a date: a day and month without a year need a
  // slash or a closing dot ("3/12", "12.3.").
  if (separator === '-' || (separator === '.' && !token.endsWith('.'))) return null;
  return pastDate(month, day, today);
}

function monthAt(analysis: Analysis, index: number): number | null {
  const token = analysis.tokens[index];
  if (token === undefined) return null;
  const month = analysis.lexicon.months.findIndex((cue) => tokenIs(token, [cue]));
  return month === -1 ? null : month + 1;
}

/** "12 de marzo", "3. März 2026", "March 3rd", "3 marca": a day number beside a month name. */
function namedMonthDate(analysis: Analysis, index: number, today: string): DateFound | null {
  const day = numberOf(analysis.tokens[index]);
  if (day === null || day < 1 || day > 31) return null;
  for (const [monthIndex, skip] of [
    [index + 1, 0],
    [index + 2, 1],
    [index - 1, 0],
  ] as const) {
    const month = monthAt(analysis, monthIndex);
    if (month === null) continue;
    if (skip === 1 && !['de', 'of'].includes(analysis.tokens[index + 1] as string)) continue;
    const used = [index, monthIndex];
    let yearIndex = Math.max(index, monthIndex) + 1;
    // "12 de marzo de 2026"
    if (['de', 'of'].includes(analysis.tokens[yearIndex] as string)) yearIndex += 1;
    const year = numberOf(analysis.tokens[yearIndex]);
    const date = year !== null && year >= 2000 ? calendarDate(year, month, day) : pastDate(month, day, today);
    if (!date) return null;
    if (year !== null && year >= 2000) used.push(yearIndex);
    return { date, tokens: used };
  }
  return null;
}

/** How many units back: the number beside the unit, or one ("a week ago"). */
function countBefore(analysis: Analysis, unitIndex: number): { count: number; index: number | null } {
  const before = analysis.tokens[unitIndex - 1];
  const digits = numberOf(before);
  if (digits !== null) return { count: digits, index: unitIndex - 1 };
  const word = before === undefined ? undefined : analysis.lexicon.numbers[before];
  if (word !== undefined) return { count: word, index: unitIndex - 1 };
  return { count: 1, index: null };
}

function within(analysis: Analysis, cues: readonly string[], from: number, to: number): boolean {
  for (let k = Math.max(0, from); k <= Math.min(to, analysis.tokens.length - 1); k++) {
    if (tokenIs(analysis.tokens[k] as string, cues)) return true;
  }
  return false;
}

/** "3 days ago", "hace dos semanas", "před 2 týdny", "last week", "la semaine dernière". */
function unitDate(analysis: Analysis, index: number, today: string): DateFound | null {
  const token = analysis.tokens[index] as string;
  const { units, ago, last } = analysis.lexicon;
  const unit = tokenIs(token, units.day)
    ? 'day'
    : tokenIs(token, units.week)
      ? 'week'
      : tokenIs(token, units.month)
        ? 'month'
        : null;
  if (!unit) return null;
  const { count, index: countIndex } = countBefore(analysis, index);
  const start = countIndex ?? index;
  const isAgo = within(analysis, ago, start - 3, index + 1);
  const isLast = countIndex === null && within(analysis, last, index - 2, index + 1);
  if (!isAgo && !isLast) return null;
  const tokens = countIndex === null ? [index] : [countIndex, index];
  if (unit === 'month') return { date: addMonths(today, -count), tokens };
  return { date: addDays(today, -(unit === 'week' ? 7 : 1) * count), tokens };
}

/** A weekday named: the latest such day before today ("on Monday", "last Friday", "lundi dernier"). */
function weekdayDate(analysis: Analysis, index: number, today: string): DateFound | null {
  const weekday = analysis.lexicon.weekdays.findIndex((cue) =>
    tokenIs(analysis.tokens[index] as string, [cue]),
  );
  if (weekday === -1) return null;
  const todayWeekday = (parseIso(today).getUTCDay() + 6) % 7; // Monday 0
  const back = (todayWeekday - weekday + 7) % 7 || 7;
  return { date: addDays(today, -back), tokens: [index] };
}

/** The first date in the text, or null. */
export function findDateIn(analysis: Analysis, today: string): DateFound | null {
  const { lexicon } = analysis;
  for (const [cues, days] of [
    [lexicon.dayBeforeYesterday, -2],
    [lexicon.yesterday, -1],
    [lexicon.today, 0],
  ] as const) {
    for (const cue of cues) {
      const hit = findCue(analysis, cue);
      if (hit) return { date: addDays(today, days), tokens: [hit.position] };
    }
  }
  for (let index = 0; index < analysis.tokens.length; index++) {
    const token = analysis.tokens[index] as string;
    const numeric = numericDate(token, analysis, today);
    if (numeric) return { date: numeric, tokens: [index] };
    const found =
      namedMonthDate(analysis, index, today) ??
      unitDate(analysis, index, today) ??
      weekdayDate(analysis, index, today);
    if (found) return found;
  }
  return null;
}
