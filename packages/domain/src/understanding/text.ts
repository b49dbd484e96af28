// Text handling shared by every language: folding, tokens, edit distance, light stemming and the
// cue patterns the lexicons are written in.

const FOLDED_LETTERS: Record<string, string> = { ł: 'l', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd' };

/** Lower case without diacritics ("Beschädigt" → "beschadigt", "Łódź" → "lodz", "Straße" → "strasse"). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łßøæœđ]/g, (letter) => FOLDED_LETTERS[letter] as string);
}

/**
 * The folded text's tokens: words, numbers, order numbers ("#1050") and dates written with
 * separators ("12.03.2026", "3/12", "2026-03-12", "3.") kept whole; and for each, the clause it
 * is in (clauses end at , ; : ! ? and a full stop).
 */
export function tokenizeClauses(text: string): { tokens: string[]; clauses: number[] } {
  const tokens: string[] = [];
  const clauses: number[] = [];
  let clause = 0;
  for (const [piece] of foldText(text).matchAll(/#\d+|\d+(?:[./-]\d+)*\.?|[a-z]+|[,;:!?.]/g)) {
    if (/^[,;:!?.]$/.test(piece)) {
      clause += 1;
      continue;
    }
    tokens.push(piece);
    clauses.push(clause);
  }
  return { tokens, clauses };
}

/** Optimal-string-alignment distance (a swap of two neighbours is one edit), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] as number) + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Typos forgiven in a word of this length: none below 6 letters, one up to 8, two from 9. */
export function allowedEdits(length: number): number {
  if (length < 6) return 0;
  return length < 9 ? 1 : 2;
}

/** Whether a token is the word, allowing for typos. */
export function wordMatches(token: string, word: string, fuzzy = true): boolean {
  if (token === word) return true;
  const edits = fuzzy ? allowedEdits(word.length) : 0;
  return edits > 0 && editDistance(token, word, edits) <= edits;
}

/** Whether a token starts with the stem (any ending), allowing for typos in the stem. */
export function stemMatches(token: string, stem: string, fuzzy = true): boolean {
  if (token.startsWith(stem)) return true;
  const edits = fuzzy ? allowedEdits(stem.length) : 0;
  if (edits === 0 || token.length < stem.length - 1) return false;
  for (const length of [stem.length - 1, stem.length, stem.length + 1]) {
    if (editDistance(token.slice(0, length), stem, edits) <= edits) return true;
  }
  return false;
}

/**
 * One word of a cue: `word` (the word itself), `stem*` (any ending) or `*part*` (inside a
 * compound, as German and Dutch write them: "Sendungsverfolgung"); `a/b*` is either.
 */
export function cueWordMatches(token: string, pattern: string, fuzzy = true): boolean {
  return patternOptions(pattern).some(({ kind, text }) => {
    if (kind === 'part') return token.includes(text);
    // A typo is looked for only past the first letter, which people rarely get wrong; this also
    // keeps the hundreds of cue words per utterance cheap.
    if (token[0] !== text[0]) return false;
    return kind === 'stem' ? stemMatches(token, text, fuzzy) : wordMatches(token, text, fuzzy);
  });
}

interface PatternOption {
  kind: 'word' | 'stem' | 'part';
  text: string;
}

const compiledPatterns = new Map<string, PatternOption[]>();

/** A cue word's options, split once per process (the lexicons are constant). */
function patternOptions(pattern: string): PatternOption[] {
  let options = compiledPatterns.get(pattern);
  if (!options) {
    options = pattern.split('/').map((option): PatternOption => {
      if (option.startsWith('*')) return { kind: 'part', text: option.slice(1, -1) };
      if (option.endsWith('*')) return { kind: 'stem', text: option.slice(0, -1) };
      return { kind: 'word', text: option };
    });
    compiledPatterns.set(pattern, options);
  }
  return options;
}

/** Every word and stem a set of cues is written with ("ship/shipped*" gives "ship" and "shipped*"). */
export function cueVocabulary(cues: readonly string[]): string[] {
  return cues.flatMap((cue) => cue.split(/[|&\s/]+/)).filter((word) => word !== '' && !word.startsWith('*'));
}

/** A cue compiled: alternatives of conjunctions ("claim&status": both anywhere) of phrases ("where is"). */
export type CompiledCue = string[][][];

/** `a b` is a phrase (neighbouring tokens), `a&b` needs both anywhere, `|` separates alternatives. */
export function compileCue(cue: string): CompiledCue {
  return cue
    .split('|')
    .map((alternative) => alternative.split('&').map((phrase) => phrase.trim().split(/\s+/)));
}

/**
 * The token indexes where a phrase starts. `known[i]`: token i is a word of the language's cues
 * as it stands, so it is not read as a typo of another ("shipped" is no "chipped").
 */
export function phraseStarts(
  tokens: readonly string[],
  phrase: readonly string[],
  known: readonly boolean[] = [],
): number[] {
  const starts: number[] = [];
  for (let i = 0; i + phrase.length <= tokens.length; i++) {
    if (phrase.every((pattern, k) => cueWordMatches(tokens[i + k] as string, pattern, !known[i + k])))
      starts.push(i);
  }
  return starts;
}

/**
 * Where a cue matches: the start of each phrase of the first alternative that matches whole,
 * or null. Positions let negation ("not damaged") be checked per phrase.
 */
export function cueMatch(
  tokens: readonly string[],
  cue: CompiledCue,
  known: readonly boolean[] = [],
): number[] | null {
  for (const alternative of cue) {
    const positions: number[] = [];
    for (const phrase of alternative) {
      const starts = phraseStarts(tokens, phrase, known);
      if (starts.length === 0) break;
      positions.push(starts[0] as number);
    }
    if (positions.length === alternative.length) return positions;
  }
  return null;
}

/**
 * The word, the word with doubled letters single ("mokken" → "moken", "rood" → "rod") and each
 * of those without one listed ending, keeping at least three letters ("kubka" → "kub").
 */
export function stemVariants(word: string, suffixes: readonly string[]): string[] {
  const forms = new Set([word, word.replace(/(.)\1+/g, '$1')]);
  for (const form of [...forms]) {
    for (const suffix of suffixes) {
      if (form.length - suffix.length >= 3 && form.endsWith(suffix)) forms.add(form.slice(0, -suffix.length));
    }
  }
  return [...forms];
}

/** How many letters two words share at their ends. */
export function commonEnding(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length])
    length++;
  return length;
}
