import { describe, expect, it } from 'vitest';
import { ISSUE_TYPES } from '../enums';
import { LANGUAGE_CODES } from '../languages';
import { evaluateUtterances, type UtteranceEvaluation } from './evaluate-utterances';
import { ASSISTANT_INTENTS } from './types';
import { UTTERANCE_SETS } from './utterances/utterance-sets';

// Floors the understanding reaches on the labelled utterances (figures in README.md). A change
// that loses ground fails here; raise the floors when the figures rise.
const INTENT_FLOOR = 0.9;
const SLOT_FLOOR = 0.9;
const HELD_OUT_INTENT_FLOOR = 0.8;
const OVERALL_INTENT_FLOOR = 0.95;

const evaluations = new Map<string, UtteranceEvaluation>();
function evaluation(language: (typeof LANGUAGE_CODES)[number]): UtteranceEvaluation {
  let value = evaluations.get(language);
  if (!value) {
    value = evaluateUtterances(UTTERANCE_SETS[language]);
    evaluations.set(language, value);
  }
  return value;
}

describe('the labelled utterances (issue 14 item 5)', () => {
  it('has at least 50 utterances per language, a third held out, over every intent', () => {
    for (const language of LANGUAGE_CODES) {
      const set = UTTERANCE_SETS[language];
      expect(set.language).toBe(language);
      expect(set.utterances.length).toBeGreaterThanOrEqual(50);
      const heldOut = set.utterances.filter((utterance) => utterance.split === 'test').length;
      expect(heldOut).toBeGreaterThanOrEqual(set.utterances.length / 4);
      const intents = new Set(set.utterances.map((utterance) => utterance.intent));
      for (const intent of [...ASSISTANT_INTENTS, 'unknown'] as const) expect(intents).toContain(intent);
    }
  });

  it('labels are well-formed: known intents, issue types, contexts and item ids', () => {
    for (const language of LANGUAGE_CODES) {
      const set = UTTERANCE_SETS[language];
      for (const utterance of set.utterances) {
        expect([...ASSISTANT_INTENTS, 'unknown']).toContain(utterance.intent);
        const items = set.contexts[utterance.context];
        expect(items, utterance.text).toBeDefined();
        for (const id of utterance.slots.itemIds ?? []) expect(items?.map((item) => item.id)).toContain(id);
        if (utterance.slots.issueType) expect(ISSUE_TYPES).toContain(utterance.slots.issueType);
        if (utterance.slots.date) expect(utterance.slots.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it.each(LANGUAGE_CODES)('%s: intent and slot accuracy stay above their floors', (language) => {
    const { all, bySplit } = evaluation(language);
    expect(all.intentCorrect / all.total).toBeGreaterThanOrEqual(INTENT_FLOOR);
    expect(all.slotsCorrect / all.total).toBeGreaterThanOrEqual(SLOT_FLOOR);
    expect(bySplit.test.intentCorrect / bySplit.test.total).toBeGreaterThanOrEqual(HELD_OUT_INTENT_FLOOR);
  });

  it('overall intent accuracy stays above its floor', () => {
    let correct = 0;
    let total = 0;
    for (const language of LANGUAGE_CODES) {
      const { all } = evaluation(language);
      correct += all.intentCorrect;
      total += all.total;
    }
    expect(correct / total).toBeGreaterThanOrEqual(OVERALL_INTENT_FLOOR);
  });
});
