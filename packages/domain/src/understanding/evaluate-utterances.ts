// Measures the understanding on labelled utterances (utterances/<language>.json): intent accuracy,
// slot accuracy (all of an utterance's slots right, none extra) and the confusion between
// intents, for all of them and per split (dev: looked at while writing the lexicons; test: held
// out). Used by the floor test and by `npm run bench -- --assistant`.
import type { LanguageCode } from '../languages';
import type { AssistantIntent, OrderItemForUnderstanding, Understanding, UnderstandingSlots } from './types';
import { needsClarification, understandUtterance } from './understand-utterance';

export type UtteranceSplit = 'dev' | 'test';

export interface LabelledUtterance {
  text: string;
  intent: AssistantIntent;
  slots: UnderstandingSlots;
  /** The key of the order (its items) in the set's contexts. */
  context: string;
  split: UtteranceSplit;
}

export interface UtteranceSet {
  language: LanguageCode;
  /** The day relative dates count from. */
  today: string;
  contexts: Record<string, OrderItemForUnderstanding[]>;
  utterances: LabelledUtterance[];
}

export interface Tally {
  total: number;
  intentCorrect: number;
  slotsCorrect: number;
  /** Answers where the assistant would ask which was meant ({@link needsClarification}). */
  asked: number;
  /** Wrong intents the assistant would act on without asking: the costly mistakes. */
  actedWrong: number;
}

export interface Miss {
  text: string;
  split: UtteranceSplit;
  expected: { intent: AssistantIntent; slots: UnderstandingSlots };
  got: Understanding;
}

export interface UtteranceEvaluation {
  language: LanguageCode;
  all: Tally;
  bySplit: Record<UtteranceSplit, Tally>;
  /** confusion[expected][predicted] = count. */
  confusion: Partial<Record<AssistantIntent, Partial<Record<AssistantIntent, number>>>>;
  misses: Miss[];
}

/** Slots as one comparable string: keys sorted, item ids sorted. */
export function slotsKey(slots: UnderstandingSlots): string {
  const normal: Record<string, unknown> = { ...slots };
  if (slots.itemIds) normal.itemIds = [...slots.itemIds].sort();
  return JSON.stringify(
    Object.keys(normal)
      .sort()
      .map((key) => [key, normal[key]]),
  );
}

function emptyTally(): Tally {
  return { total: 0, intentCorrect: 0, slotsCorrect: 0, asked: 0, actedWrong: 0 };
}

/** Runs every utterance of a set through {@link understandUtterance} and counts. */
export function evaluateUtterances(set: UtteranceSet): UtteranceEvaluation {
  const evaluation: UtteranceEvaluation = {
    language: set.language,
    all: emptyTally(),
    bySplit: { dev: emptyTally(), test: emptyTally() },
    confusion: {},
    misses: [],
  };
  for (const utterance of set.utterances) {
    const items = set.contexts[utterance.context];
    if (!items)
      throw new Error(`utterance "${utterance.text}" names an unknown context ${utterance.context}`);
    const got = understandUtterance(utterance.text, set.language, { items, today: set.today });
    const intentRight = got.intent === utterance.intent;
    const slotsRight = slotsKey(got.slots) === slotsKey(utterance.slots);
    const asks = needsClarification(got);
    for (const tally of [evaluation.all, evaluation.bySplit[utterance.split]]) {
      tally.total += 1;
      if (intentRight) tally.intentCorrect += 1;
      if (slotsRight) tally.slotsCorrect += 1;
      if (asks) tally.asked += 1;
      else if (!intentRight) tally.actedWrong += 1;
    }
    const row = evaluation.confusion[utterance.intent] ?? {};
    row[got.intent] = (row[got.intent] ?? 0) + 1;
    evaluation.confusion[utterance.intent] = row;
    if (!intentRight || !slotsRight) {
      evaluation.misses.push({
        text: utterance.text,
        split: utterance.split,
        expected: { intent: utterance.intent, slots: utterance.slots },
        got,
      });
    }
  }
  return evaluation;
}

/** A share as a percentage with one decimal ("93.5"); "-" when there is nothing to count. */
export function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : ((part / whole) * 100).toFixed(1);
}
