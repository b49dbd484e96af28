// What a language contributes to the understanding: cue words per intent, issue type and
// resolution, negation, numbers and date words, item-name endings. Written by hand per language
// (see README.md: how they were made); the engine is the same for all nine.
import type { IssueType } from '../enums';
import type { KnownIntent, Resolution } from './types';

/**
 * A cue is written as `word`, `stem*` or `*part*` (see text.ts); words separated by spaces form a
 * phrase, `a&b` asks for both anywhere, `|` separates alternatives.
 */
export type Cue = string;

export interface Lexicon {
  /** Cues per intent: strong ones count two points, weak ones one. */
  intents: Record<KnownIntent, { strong: Cue[]; weak?: Cue[] }>;
  /** Issue types: `cues` say it outright ("broken"); `whenNegated` only after a negation ("never arrived"). */
  issues: Partial<Record<IssueType, { cues?: Cue[]; whenNegated?: Cue[] }>>;
  resolutions: Record<Resolution, Cue[]>;
  /** Words that negate the next four words of their clause ("not", "nie", "pas", the "t" of "didn't"). */
  negations: Cue[];
  /** Number words, folded ("dvě" → "dve": 2). Articles that also mean one are left out. */
  numbers: Record<string, number>;
  /** Words after which a number is not a quantity (size, order number). */
  quantityBlockers: Cue[];
  /** January to December, each a cue of single words (inflections included). */
  months: Cue[];
  /** Monday to Sunday, each a cue of single words. */
  weekdays: Cue[];
  today: Cue[];
  yesterday: Cue[];
  dayBeforeYesterday: Cue[];
  /** "ago" and its kin: a unit counted back from today ("3 days ago", "vor 3 Tagen", "il y a 3 jours"). */
  ago: Cue[];
  /** Past markers for a week or weekday ("last week", "letzte Woche", "la semaine dernière"). */
  last: Cue[];
  units: { day: Cue[]; week: Cue[]; month: Cue[] };
  /** How a date written with slashes reads: M/D (en-US) or D/M. */
  slashOrder: 'MD' | 'DM';
  /** Endings stripped from item-name words before comparing ("kubka" → "kub"). */
  suffixes: string[];
  /** Words of item names that tell nothing ("the", "mit", "de"). */
  stopwords: string[];
  /** Whether the language writes compounds as one word ("Keramiktasse", "koffiemok"): item words are then also found inside them. */
  compounds?: boolean;
}
