// The built-in assistant's reading of free text, without a language model: which flow the
// shopper wants and the values it needs (items, issue type, date, quantity, resolution).
// Pure and deterministic: the same text, language and order always give the same answer.
import type { IssueType } from '../enums';
import type { LanguageCode } from '../languages';
import { type Analysis, analyse } from './analysis';
import { findDateIn } from './find-date';
import { decideIntent, scoreIntents } from './find-intent';
import { findIssueIn, findResolutionIn } from './find-issue';
import { findItemsIn } from './find-items';
import { findQuantityIn } from './find-quantity';
import { LEXICONS } from './lexicons/all-lexicons';
import type {
  OrderItemForUnderstanding,
  Resolution,
  Understanding,
  UnderstandingContext,
  UnderstandingSlots,
} from './types';

/** Below this confidence the assistant asks instead of acting. */
export const ASK_BELOW_CONFIDENCE = 0.6;

/** An alternative this close to the chosen intent makes the assistant ask which one. */
export const ASK_WITHIN = 0.15;

function analysisOf(text: string, language: LanguageCode): Analysis {
  return analyse(text, LEXICONS[language]);
}

/** Numbers that belong to an item's name or variant ("iPhone 15 case", size "42") are no quantity. */
function itemNumberTokens(analysis: Analysis, items: readonly OrderItemForUnderstanding[]): number[] {
  const numbers = new Set(items.flatMap((item) => `${item.name} ${item.variant ?? ''}`.match(/\d+/g) ?? []));
  return analysis.tokens.flatMap((token, index) => (numbers.has(token) ? [index] : []));
}

/** Reads a shopper's message: intent with confidence and alternatives, and the slots found. */
export function understandUtterance(
  text: string,
  language: LanguageCode,
  context: UnderstandingContext,
): Understanding {
  const analysis = analysisOf(text, language);
  const issue = findIssueIn(analysis);
  const resolution = findResolutionIn(analysis);
  const date = findDateIn(analysis, context.today);
  const itemIds = findItemsIn(analysis, context.items);
  const quantity = findQuantityIn(
    analysis,
    new Set([...(date?.tokens ?? []), ...itemNumberTokens(analysis, context.items)]),
  );
  const slots: UnderstandingSlots = {};
  if (issue) slots.issueType = issue.issueType;
  if (itemIds.length > 0) slots.itemIds = itemIds;
  // More than any item of the order is no quantity of it ("trocar pelo 43" names a size).
  const mostBought = Math.max(0, ...context.items.map((item) => item.quantity));
  if (quantity !== undefined && (context.items.length === 0 || quantity <= mostBought))
    slots.quantity = quantity;
  if (date) slots.date = date.date;
  if (resolution) slots.resolution = resolution;
  return { ...decideIntent(scoreIntents(analysis, issue, resolution)), slots };
}

/** Whether to ask the shopper which they meant rather than act: unknown, unsure, or a close call. */
export function needsClarification(understanding: Understanding): boolean {
  const [runnerUp] = understanding.alternatives;
  return (
    understanding.intent === 'unknown' ||
    understanding.confidence < ASK_BELOW_CONFIDENCE ||
    (runnerUp !== undefined && understanding.confidence - runnerUp.confidence < ASK_WITHIN)
  );
}

/** The order's items a text names (for a step that asks which item); [] when none. */
export function findItems(
  text: string,
  language: LanguageCode,
  items: OrderItemForUnderstanding[],
): string[] {
  return findItemsIn(analysisOf(text, language), items);
}

/** The quantity a text names, 1 to 99, or undefined (dates and order numbers are not quantities). */
export function findQuantity(text: string, language: LanguageCode): number | undefined {
  const analysis = analysisOf(text, language);
  return findQuantityIn(analysis, new Set(findDateIn(analysis, '2000-01-01')?.tokens ?? []));
}

/** The date a text names (ISO yyyy-mm-dd), relative dates counted from `today`, or undefined. */
export function findDate(text: string, language: LanguageCode, today: string): string | undefined {
  return findDateIn(analysisOf(text, language), today)?.date;
}

/** The issue type a text names, minding negation, or undefined. */
export function findIssueType(text: string, language: LanguageCode): IssueType | undefined {
  return findIssueIn(analysisOf(text, language))?.issueType;
}

/** The resolution a text asks for (refund, store credit, exchange), or undefined. */
export function findResolution(text: string, language: LanguageCode): Resolution | undefined {
  return findResolutionIn(analysisOf(text, language));
}

/** Whether a short reply says yes or no; undefined when it says something else or nothing. */
export function findYesNo(text: string, language: LanguageCode): 'yes' | 'no' | undefined {
  const { intent } = decideIntent(scoreIntents(analysisOf(text, language), null, undefined));
  return intent === 'yes' || intent === 'no' ? intent : undefined;
}
