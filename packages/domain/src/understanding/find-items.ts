// Which of the order's items the shopper names, by the words of the name and variant: typos
// forgiven, endings stripped ("kubka" is "kubek"), compounds opened ("Tasse" in "Keramiktasse"),
// words common to several items weigh less than the ones that tell them apart.
import type { Analysis } from './analysis';
import type { Lexicon } from './lexicon';
import { commonEnding, foldText, stemVariants, wordMatches } from './text';
import type { OrderItemForUnderstanding } from './types';

/** The share of an item's two weightiest words the text must name for the item to count. */
export const ITEM_MATCH_THRESHOLD = 0.3;

/** English words of product names that tell nothing, for shops that name products in English. */
const ENGLISH_NAME_STOPWORDS = ['the', 'and', 'with', 'for', 'of', 'in', 'set', 'pack', 'size'];

interface ItemWords {
  item: OrderItemForUnderstanding;
  words: string[];
}

function wordsOf(text: string, stopwords: ReadonlySet<string>): string[] {
  const words = foldText(text).match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.filter((word) => word.length >= 2 && !stopwords.has(word)))];
}

/** Whether a word of the text names a word of an item. `known`: the text word is a word of the language (no typo). */
function sameWord(textWord: string, itemWord: string, lexicon: Lexicon, known: boolean): boolean {
  if (/\d/.test(itemWord) || /\d/.test(textWord)) return textWord === itemWord;
  const textForms = stemVariants(textWord, lexicon.suffixes);
  const itemForms = stemVariants(itemWord, lexicon.suffixes);
  if (textForms.some((a) => itemForms.some((b) => a === b || (!known && wordMatches(a, b))))) return true;
  return lexicon.compounds === true && compoundMatches(textForms, textWord, itemWord);
}

/**
 * In a language of compounds: a compound's last part ("Tasse" in "Keramiktasse", "mok" in
 * "koffiemok"), or the same head with a real first part each ("op|lader" and "snel|lader", not
 * "b|innen" and "l|innen").
 */
function compoundMatches(textForms: readonly string[], textWord: string, itemWord: string): boolean {
  const inside = (a: string) =>
    a.length >= 3 &&
    itemWord.length > a.length + 2 &&
    (itemWord.endsWith(a) || (a.length >= 4 && itemWord.includes(a)));
  if (textForms.some(inside)) return true;
  const ending = commonEnding(textWord, itemWord);
  const shorter = Math.min(textWord.length, itemWord.length);
  return ending >= 5 && ending >= 0.6 * shorter && shorter - ending >= 2;
}

/** The ids of the items the text names, in the order's order; [] when none. */
export function findItemsIn(analysis: Analysis, items: readonly OrderItemForUnderstanding[]): string[] {
  const { lexicon } = analysis;
  const stopwords = new Set([...lexicon.stopwords, ...ENGLISH_NAME_STOPWORDS]);
  const textWords = analysis.tokens.flatMap((token, index) =>
    /^[a-z]{2,}$|^\d+$/.test(token) && !stopwords.has(token)
      ? [{ token, known: analysis.known[index] as boolean }]
      : [],
  );
  const itemWords: ItemWords[] = items.map((item) => ({
    item,
    words: wordsOf(`${item.name} ${item.variant ?? ''}`, stopwords),
  }));
  const documentFrequency = new Map<string, number>();
  for (const { words } of itemWords) {
    for (const word of words) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  const weight = (word: string) => Math.log(1 + items.length / (documentFrequency.get(word) as number));

  const scored = itemWords.map(({ item, words }) => {
    const named = words.filter((word) =>
      textWords.some((textWord) => sameWord(textWord.token, word, lexicon, textWord.known)),
    );
    // Against the two weightiest words, so that a long name ("Ceramic Coffee Mug 350 ml") is
    // named by its noun alone.
    const [first = 0, second = 0] = words.map(weight).sort((a, b) => b - a);
    const score = named.reduce((sum, word) => sum + weight(word), 0) / (first + second || 1);
    return { item, named, score };
  });
  return scored
    .filter(({ named, score }) => named.length > 0 && score >= ITEM_MATCH_THRESHOLD)
    .filter(
      (candidate, _, all) =>
        // An item whose named words all name a better item too is that item's shadow ("shirt"
        // when the text says "blue shirt" and only one shirt is blue).
        !all.some(
          (other) =>
            other !== candidate &&
            other.score > candidate.score &&
            candidate.named.every((word) => other.named.includes(word)),
        ),
    )
    .map(({ item }) => item.id);
}
