// One utterance read once: its tokens, which of them a negation covers, and the cue lookups
// every finder shares.
import type { Cue, Lexicon } from './lexicon';
import {
  type CompiledCue,
  compileCue,
  cueMatch,
  cueVocabulary,
  cueWordMatches,
  tokenizeClauses,
} from './text';

/** How many words after a negation it covers, within its clause ("not really damaged", "nie został dostarczony"). */
const NEGATION_SCOPE = 4;

export interface Analysis {
  tokens: string[];
  /** negated[i]: token i follows a negation closely enough to be negated by it. */
  negated: boolean[];
  /** known[i]: token i is, as written, a word or stem of the language's cues (no typo to forgive). */
  known: boolean[];
  lexicon: Lexicon;
}

const compiledCues = new Map<Cue, CompiledCue>();

/** A cue compiled once per process (the lexicons are constant). */
export function compiled(cue: Cue): CompiledCue {
  let value = compiledCues.get(cue);
  if (!value) {
    value = compileCue(cue);
    compiledCues.set(cue, value);
  }
  return value;
}

const vocabularies = new WeakMap<Lexicon, { words: Set<string>; stems: string[] }>();

/** The words and stems the lexicon's intent, issue and resolution cues and its stopwords are written with. */
function vocabulary(lexicon: Lexicon): { words: Set<string>; stems: string[] } {
  let value = vocabularies.get(lexicon);
  if (!value) {
    const cues = [
      ...Object.values(lexicon.intents).flatMap((entry) => [...entry.strong, ...(entry.weak ?? [])]),
      ...Object.values(lexicon.issues).flatMap((entry) => [
        ...(entry.cues ?? []),
        ...(entry.whenNegated ?? []),
      ]),
      ...Object.values(lexicon.resolutions).flat(),
    ];
    const all = cueVocabulary(cues);
    value = {
      // The item-name stopwords are words of the language too ("theres" is no typo of "wheres").
      words: new Set([...all.filter((word) => !word.endsWith('*')), ...lexicon.stopwords]),
      stems: all.filter((word) => word.endsWith('*')).map((word) => word.slice(0, -1)),
    };
    vocabularies.set(lexicon, value);
  }
  return value;
}

function isNegation(token: string, pattern: string): boolean {
  return pattern.endsWith('*') ? cueWordMatches(token, pattern) : token === pattern;
}

/** Tokens and negation scopes of a text in a language. */
export function analyse(text: string, lexicon: Lexicon): Analysis {
  const { tokens, clauses } = tokenizeClauses(text);
  const negated = tokens.map(() => false);
  tokens.forEach((token, index) => {
    // Negations are short function words: exact (or a stem), never read through a typo ("want" is no "wasnt").
    if (!lexicon.negations.some((pattern) => isNegation(token, pattern))) return;
    // Within its clause: "it doesn't fit, I want a refund" asks for a refund.
    for (let k = index + 1; k <= index + NEGATION_SCOPE && clauses[k] === clauses[index]; k++)
      negated[k] = true;
  });
  const { words, stems } = vocabulary(lexicon);
  const known = tokens.map((token) => words.has(token) || stems.some((stem) => token.startsWith(stem)));
  return { tokens, negated, known, lexicon };
}

export interface CueHit {
  /** Where the cue's first phrase starts. */
  position: number;
  negated: boolean;
}

/** Where a cue is in the utterance, and whether a negation covers it; null when absent. */
export function findCue(analysis: Analysis, cue: Cue): CueHit | null {
  const positions = cueMatch(analysis.tokens, compiled(cue), analysis.known);
  if (!positions) return null;
  return {
    position: positions[0] as number,
    negated: positions.some((position) => analysis.negated[position]),
  };
}

/** Whether one token is one of the cues (single words). */
export function tokenIs(token: string, cues: readonly Cue[]): boolean {
  return cues.some((cue) => cueMatch([token], compiled(cue)) !== null);
}
