import { describe, expect, it } from 'vitest';
import {
  ASK_BELOW_CONFIDENCE,
  findIssueType,
  findItems,
  findQuantity,
  findResolution,
  findYesNo,
  needsClarification,
  type OrderItemForUnderstanding,
  type Understanding,
  understandUtterance,
} from './index';

const TODAY = '2026-11-26'; // a Thursday
const ITEMS: OrderItemForUnderstanding[] = [
  { id: 'mug', name: 'Ceramic Coffee Mug', variant: 'Sage', quantity: 4 },
  { id: 'tee-red', name: 'Organic Cotton T-Shirt', variant: 'Red / M', quantity: 1 },
  { id: 'tee-blue', name: 'Organic Cotton T-Shirt', variant: 'Blue / L', quantity: 2 },
  { id: 'case', name: 'Clear Phone Case', variant: 'iPhone 15', quantity: 1 },
];

function understand(text: string, language: Parameters<typeof understandUtterance>[1] = 'en-US') {
  return understandUtterance(text, language, { items: ITEMS, today: TODAY });
}

describe('understandUtterance: intents', () => {
  it('picks the flow from cue words, in each language', () => {
    expect(understand('where is my package?').intent).toBe('track_package');
    expect(understand('wo ist mein Paket', 'de-DE').intent).toBe('track_package');
    expect(understand('où est mon colis', 'fr-FR').intent).toBe('track_package');
    expect(understand('quiero devolver la taza', 'es-ES').intent).toBe('start_return');
    expect(understand('chcę zwrócić kubek', 'pl-PL').intent).toBe('start_return');
    expect(understand('quero trocar a caneca', 'pt-PT').intent).toBe('start_exchange');
    expect(understand('vorrei parlare con un operatore', 'it-IT').intent).toBe('talk_to_person');
    expect(understand('is er nieuws over mijn claim', 'nl-NL').intent).toBe('claim_status');
    expect(understand('kdy dostanu výplatu', 'cs-CZ').intent).toBe('get_paid');
  });

  it('is robust to case, accents and typos', () => {
    expect(understand('WHERE IS MY PACKAGE').intent).toBe('track_package');
    expect(understand('Wo ist mein Päckchen', 'de-DE').intent).toBe('track_package');
    expect(understand('Wo ist mein Packchen', 'de-DE').intent).toBe('track_package');
    expect(understand('the mug arrived brokne').slots.issueType).toBe('damage');
    expect(understand('i want to retrun it').intent).toBe('start_return');
  });

  it('reads a named issue as reporting it, with its type; negation changes the type', () => {
    const broken = understand('my mug arrived broken');
    expect(broken).toMatchObject({
      intent: 'report_issue',
      slots: { issueType: 'damage', itemIds: ['mug'] },
    });
    expect(broken.confidence).toBe(1);
    expect(understand("It's not damaged, it never arrived").slots.issueType).toBe('loss');
    expect(understand('Es ist nicht beschädigt, es ist nie angekommen', 'de-DE').slots.issueType).toBe(
      'loss',
    );
    expect(understand("Il n'est pas abîmé, il n'est jamais arrivé", 'fr-FR').slots.issueType).toBe('loss');
  });

  it('a negation stops at the end of its clause', () => {
    expect(understand("it doesn't fit, I want a refund").slots.resolution).toBe('refund');
    expect(understand("I don't want a refund").slots.resolution).toBeUndefined();
  });

  it('a status question is not a new claim or return', () => {
    expect(understand('what is the status of my return').intent).toBe('return_status');
    expect(understand('any update on my claim').intent).toBe('claim_status');
  });

  it('short replies: greeting, thanks, yes, no; dropped when the text asks for something', () => {
    expect(understand('hello').intent).toBe('greeting');
    expect(understand('thanks!').intent).toBe('thanks');
    expect(understand('yes please').intent).toBe('yes');
    expect(understand('no thanks').intent).toBe('no');
    expect(understand('nie, dziękuję', 'pl-PL').intent).toBe('no');
    expect(understand('hi, where is my order').intent).toBe('track_package');
    expect(understand('no, it never arrived')).toMatchObject({
      intent: 'report_issue',
      slots: { issueType: 'loss' },
    });
  });

  it('unknown when nothing points anywhere: confidence 0, no alternatives', () => {
    expect(understand('do you sell gift wrapping')).toEqual({
      intent: 'unknown',
      confidence: 0,
      slots: {},
      alternatives: [],
    });
    expect(understand('')).toMatchObject({ intent: 'unknown', slots: {} });
  });

  it('offers alternatives when two intents are close', () => {
    const unsure = understand('what is the status of my claim and my return');
    expect(unsure.alternatives.length).toBeGreaterThan(0);
    expect(needsClarification(unsure)).toBe(true);
  });

  it('is deterministic', () => {
    const text = 'the blue shirt arrived on 11/20 and 2 are the wrong colour';
    expect(understand(text)).toEqual(understand(text));
  });
});

describe('needsClarification', () => {
  const base: Understanding = { intent: 'track_package', confidence: 1, slots: {}, alternatives: [] };
  it('asks when unknown, unsure or a close call; not when sure', () => {
    expect(needsClarification(base)).toBe(false);
    expect(needsClarification({ ...base, intent: 'unknown', confidence: 0 })).toBe(true);
    expect(needsClarification({ ...base, confidence: ASK_BELOW_CONFIDENCE - 0.01 })).toBe(true);
    expect(
      needsClarification({
        ...base,
        confidence: 0.7,
        alternatives: [{ intent: 'get_paid', confidence: 0.6 }],
      }),
    ).toBe(true);
    expect(
      needsClarification({
        ...base,
        confidence: 0.9,
        alternatives: [{ intent: 'get_paid', confidence: 0.4 }],
      }),
    ).toBe(false);
  });
});

describe('items', () => {
  it('by name or variant, fuzzy, the better match only', () => {
    expect(findItems('the blue shirt', 'en-US', ITEMS)).toEqual(['tee-blue']);
    expect(findItems('the red one', 'en-US', ITEMS)).toEqual(['tee-red']);
    expect(findItems('the shirts', 'en-US', ITEMS)).toEqual(['tee-red', 'tee-blue']);
    expect(findItems('my cofee mugg', 'en-US', ITEMS)).toEqual(['mug']);
    expect(findItems('the iphone 15 case', 'en-US', ITEMS)).toEqual(['case']);
    expect(findItems('nothing of that', 'en-US', ITEMS)).toEqual([]);
    expect(findItems('anything', 'en-US', [])).toEqual([]);
  });

  it('inflections and compounds', () => {
    const polish = [{ id: 'mug', name: 'Kubek ceramiczny', quantity: 2 }];
    expect(findItems('dwa kubki', 'pl-PL', polish)).toEqual(['mug']);
    expect(findItems('zwrot kubków', 'pl-PL', polish)).toEqual(['mug']);
    const german = [
      { id: 'mug', name: 'Keramiktasse', quantity: 2 },
      { id: 'charger', name: 'Schnellladegerät', quantity: 1 },
    ];
    expect(findItems('die Tasse', 'de-DE', german)).toEqual(['mug']);
    expect(findItems('das Ladegerät', 'de-DE', german)).toEqual(['charger']);
    const dutch = [
      { id: 'mug', name: 'Keramische koffiemok', quantity: 2 },
      { id: 'charger', name: 'USB-C snellader', quantity: 1 },
      { id: 'cushion', name: 'Linnen kussenhoes', quantity: 1 },
    ];
    expect(findItems('twee mokken', 'nl-NL', dutch)).toEqual(['mug']);
    expect(findItems('de oplader', 'nl-NL', dutch)).toEqual(['charger']);
    expect(findItems('kwam gisteren binnen', 'nl-NL', dutch)).toEqual([]);
    // Without compounds (French), a short word is not looked for inside item words.
    expect(findItems('que', 'fr-FR', [{ id: 'mug', name: 'Mug en céramique', quantity: 1 }])).toEqual([]);
  });

  it('an item whose name has no words is never named', () => {
    expect(findItems('the mug', 'en-US', [{ id: 'x', name: '—', quantity: 1 }, ...ITEMS])).toEqual(['mug']);
  });
});

describe('quantities', () => {
  it('digits and number words in each language', () => {
    expect(findQuantity('2 of the mugs', 'en-US')).toBe(2);
    expect(findQuantity('three mugs', 'en-US')).toBe(3);
    expect(findQuantity('zwei Tassen', 'de-DE')).toBe(2);
    expect(findQuantity('deux mugs', 'fr-FR')).toBe(2);
    expect(findQuantity('dvě trička', 'cs-CZ')).toBe(2);
    expect(findQuantity('dwie koszulki', 'pl-PL')).toBe(2);
    expect(findQuantity('duas canecas', 'pt-PT')).toBe(2);
    expect(findQuantity('dos tazas', 'es-ES')).toBe(2);
    expect(findQuantity('due tazze', 'it-IT')).toBe(2);
    expect(findQuantity('twee mokken', 'nl-NL')).toBe(2);
  });

  it('not sizes, order numbers, dates, durations or large numbers', () => {
    expect(findQuantity('size 10 please', 'en-US')).toBeUndefined();
    expect(findQuantity('order #1050', 'en-US')).toBeUndefined();
    expect(findQuantity('it arrived on 11/20', 'en-US')).toBeUndefined();
    expect(findQuantity('it took 3 days', 'en-US')).toBeUndefined();
    expect(findQuantity('I paid 120 for it', 'en-US')).toBeUndefined();
    expect(findQuantity('0 of them', 'en-US')).toBeUndefined();
    expect(findQuantity('nothing', 'en-US')).toBeUndefined();
  });

  it('in an utterance: not an item-name number, not more than the order has', () => {
    expect(understand('the iphone 15 case is cracked').slots.quantity).toBeUndefined();
    expect(understand('swap the shirt for a size 43').slots.quantity).toBeUndefined();
    expect(understand('return 2 mugs').slots.quantity).toBe(2);
    expect(understandUtterance('return 5 mugs', 'en-US', { items: [], today: TODAY }).slots.quantity).toBe(5);
  });
});

describe('issue types, resolutions, yes and no', () => {
  it('finds the issue type, minding negation', () => {
    expect(findIssueType('it was stolen from my porch', 'en-US')).toBe('theft');
    expect(findIssueType('the order is late', 'en-US')).toBe('delay');
    expect(findIssueType("it hasn't arrived yet", 'en-US')).toBe('delay');
    expect(findIssueType('never arrived', 'en-US')).toBe('loss');
    expect(findIssueType("it hasn't shipped", 'en-US')).toBe('noShipped');
    expect(findIssueType('not as described', 'en-US')).toBe('nad');
    expect(findIssueType('stopped working', 'en-US')).toBe('mechanical_breakdown');
    expect(findIssueType('I dropped it', 'en-US')).toBe('accidental_damage');
    expect(findIssueType('wrong size', 'en-US')).toBe('wrongItem');
    expect(findIssueType('is it under warranty', 'en-US')).toBe('extended_warranty');
    expect(findIssueType('nedorazil', 'cs-CZ')).toBe('loss');
    expect(findIssueType('hello', 'en-US')).toBeUndefined();
  });

  it('finds the resolution named first, not a negated one', () => {
    expect(findResolution('a refund please', 'en-US')).toBe('refund');
    expect(findResolution('store credit rather than a refund', 'en-US')).toBe('store_credit');
    expect(findResolution('a refund rather than store credit', 'en-US')).toBe('refund');
    expect(findResolution('exchange it', 'en-US')).toBe('exchange');
    expect(findResolution('Gutschein', 'de-DE')).toBe('store_credit');
    expect(findResolution('no refund', 'en-US')).toBeUndefined();
  });

  it('reads yes and no', () => {
    expect(findYesNo('yes', 'en-US')).toBe('yes');
    expect(findYesNo('ja, gerne', 'de-DE')).toBe('yes');
    expect(findYesNo('ano', 'cs-CZ')).toBe('yes');
    expect(findYesNo('non merci', 'fr-FR')).toBe('no');
    expect(findYesNo('nee', 'nl-NL')).toBe('no');
    expect(findYesNo('where is my order', 'en-US')).toBeUndefined();
    expect(findYesNo('hmm', 'en-US')).toBeUndefined();
  });
});
