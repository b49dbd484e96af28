// How many units the shopper means: digits ("2", "x2", "2x") or number words ("two", "zwei",
// "dvě", "deux"), not the numbers of a date, an order number, a size or an item's name.
import { type Analysis, tokenIs } from './analysis';

/** The largest quantity read as one; larger numbers are prices, years or order numbers. */
export const MAX_QUANTITY = 99;

/** The first quantity in the text outside the given tokens, or undefined. */
export function findQuantityIn(analysis: Analysis, skip: ReadonlySet<number>): number | undefined {
  const { tokens, lexicon } = analysis;
  for (let index = 0; index < tokens.length; index++) {
    if (skip.has(index)) continue;
    const token = tokens[index] as string;
    const value = /^\d+$/.test(token) ? Number(token) : lexicon.numbers[token];
    if (value === undefined || value < 1 || value > MAX_QUANTITY) continue;
    const before = tokens[index - 1];
    if (before !== undefined && tokenIs(before, lexicon.quantityBlockers)) continue;
    const after = tokens[index + 1];
    const { day, week, month } = lexicon.units;
    if (after !== undefined && tokenIs(after, [...day, ...week, ...month])) continue;
    return value;
  }
  return undefined;
}
