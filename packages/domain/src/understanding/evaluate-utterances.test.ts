import { describe, expect, it } from 'vitest';
import { evaluateUtterances, percent, slotsKey, type UtteranceSet } from './evaluate-utterances';

const SET: UtteranceSet = {
  language: 'en-US',
  today: '2026-11-26',
  contexts: { home: [{ id: 'mug', name: 'Ceramic Mug', quantity: 2 }] },
  utterances: [
    {
      text: 'my mug arrived broken',
      intent: 'report_issue',
      slots: { issueType: 'damage', itemIds: ['mug'] },
      context: 'home',
      split: 'dev',
    },
    { text: 'where is my package', intent: 'track_package', slots: {}, context: 'home', split: 'test' },
    { text: 'where is my package', intent: 'get_paid', slots: {}, context: 'home', split: 'test' },
    {
      text: 'the mug is broken',
      intent: 'report_issue',
      slots: { issueType: 'damage' },
      context: 'home',
      split: 'dev',
    },
  ],
};

describe('evaluateUtterances', () => {
  it('counts intents and slots, per split, with the confusion and the misses', () => {
    const evaluation = evaluateUtterances(SET);
    expect(evaluation.all).toEqual({ total: 4, intentCorrect: 3, slotsCorrect: 3, asked: 0, actedWrong: 1 });
    expect(evaluation.bySplit.dev).toEqual({
      total: 2,
      intentCorrect: 2,
      slotsCorrect: 1,
      asked: 0,
      actedWrong: 0,
    });
    expect(evaluation.bySplit.test).toEqual({
      total: 2,
      intentCorrect: 1,
      slotsCorrect: 2,
      asked: 0,
      actedWrong: 1,
    });
    expect(evaluation.confusion).toEqual({
      report_issue: { report_issue: 2 },
      track_package: { track_package: 1 },
      get_paid: { track_package: 1 },
    });
    expect(evaluation.misses.map((miss) => miss.text)).toEqual(['where is my package', 'the mug is broken']);
  });

  it('refuses an utterance whose order context is missing', () => {
    const broken: UtteranceSet = {
      ...SET,
      utterances: [{ ...SET.utterances[1], context: 'nowhere' } as never],
    };
    expect(() => evaluateUtterances(broken)).toThrow(/unknown context nowhere/);
  });

  it('compares slots whatever the order of keys and item ids', () => {
    expect(slotsKey({ itemIds: ['b', 'a'], quantity: 2 })).toBe(
      slotsKey({ quantity: 2, itemIds: ['a', 'b'] }),
    );
    expect(slotsKey({})).not.toBe(slotsKey({ quantity: 1 }));
  });

  it('prints shares with one decimal', () => {
    expect(percent(1, 3)).toBe('33.3');
    expect(percent(0, 0)).toBe('-');
  });
});

describe('evaluateUtterances: asking', () => {
  it('counts the answers it would ask about apart from the wrong ones it would act on', () => {
    const unsure: UtteranceSet = {
      ...SET,
      utterances: [
        { text: 'do you sell gift wrap', intent: 'greeting', slots: {}, context: 'home', split: 'dev' },
      ],
    };
    expect(evaluateUtterances(unsure).all).toMatchObject({ asked: 1, actedWrong: 0, intentCorrect: 0 });
  });
});
