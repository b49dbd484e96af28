import { describe, expect, test } from 'vitest';
import { exchangePriceBody, lineProblems, reasonNeeds, returnRequestBody } from './return-request';
import { EMPTY_LINE, type ReturnLineDraft, type StartedReturnItem } from './stores/return-flow-store';

const reasons: StartedReturnItem['reasons'] = [
  {
    code: 'changed_mind',
    label: 'Changed my mind',
    requiresPhoto: false,
    requiresNote: false,
    subReasons: [],
  },
  {
    code: 'not_as_described',
    label: 'Not as described',
    requiresPhoto: true,
    requiresNote: false,
    subReasons: [],
  },
  {
    code: 'damaged_or_defective',
    label: 'Damaged or defective',
    requiresPhoto: false,
    requiresNote: false,
    subReasons: [
      { code: 'arrived_damaged', label: 'Arrived damaged', requiresPhoto: true, requiresNote: false },
      { code: 'stopped_working', label: 'Stopped working', requiresPhoto: false, requiresNote: true },
    ],
  },
];
const item = { reasons };
const photo = {
  attachmentId: '6f0b1f8e-4a55-4c1e-9a39-0e2b1f0c8a11',
  kind: 'image',
  fileName: 'a.jpg',
  sizeBytes: 1,
  url: '/x',
} as const;
const line = (values: Partial<ReturnLineDraft>): ReturnLineDraft => ({ ...EMPTY_LINE, ...values });

describe('reasonNeeds', () => {
  test('reads the photo and note needs of the reason and of the chosen sub-reason', () => {
    expect(reasonNeeds(item, line({ reason: 'not_as_described' }))).toEqual({
      subReasons: false,
      photo: true,
      note: false,
    });
    expect(reasonNeeds(item, line({ reason: 'damaged_or_defective' }))).toEqual({
      subReasons: true,
      photo: false,
      note: false,
    });
    expect(reasonNeeds(item, line({ reason: 'damaged_or_defective', subReason: 'stopped_working' }))).toEqual(
      {
        subReasons: true,
        photo: false,
        note: true,
      },
    );
    expect(reasonNeeds(item, line({ reason: 'unknown' }))).toEqual({
      subReasons: false,
      photo: false,
      note: false,
    });
  });
});

describe('lineProblems', () => {
  test('a line without a reason lacks the reason and the resolution, a kept one only the reason', () => {
    expect(lineProblems(item, line({}), { kept: false })).toEqual(['reason', 'resolution']);
    expect(lineProblems(item, line({}), { kept: true })).toEqual(['reason']);
  });

  test('asks for the sub-reason, the photo and the note the reasons ask for', () => {
    expect(
      lineProblems(item, line({ reason: 'damaged_or_defective', resolution: 'store_credit' }), {
        kept: false,
      }),
    ).toEqual(['subReason']);
    expect(
      lineProblems(
        item,
        line({ reason: 'damaged_or_defective', subReason: 'arrived_damaged', resolution: 'store_credit' }),
        {
          kept: false,
        },
      ),
    ).toEqual(['photo']);
    expect(
      lineProblems(
        item,
        line({
          reason: 'damaged_or_defective',
          subReason: 'arrived_damaged',
          attachments: [photo],
          resolution: 'original_payment',
        }),
        { kept: false },
      ),
    ).toEqual([]);
    expect(
      lineProblems(
        item,
        line({
          reason: 'damaged_or_defective',
          subReason: 'stopped_working',
          note: '  ',
          resolution: 'original_payment',
        }),
        {
          kept: false,
        },
      ),
    ).toEqual(['note']);
  });

  test('an exchange needs its variant or product', () => {
    expect(
      lineProblems(item, line({ reason: 'changed_mind', resolution: 'same_price_variant' }), { kept: false }),
    ).toEqual(['variant']);
    expect(
      lineProblems(item, line({ reason: 'changed_mind', resolution: 'anything' }), { kept: false }),
    ).toEqual(['product']);
    const exchange = { productId: 'p-1', variantId: 'v-2', title: 'T', variantTitle: 'L', unitPrice: 100 };
    expect(
      lineProblems(item, line({ reason: 'changed_mind', resolution: 'anything', exchange }), { kept: false }),
    ).toEqual([]);
  });
});

describe('returnRequestBody', () => {
  const started = (itemId: string, chosenQuantity: number) =>
    ({ itemId, chosenQuantity, productId: 'p-1', variantId: 'v-1', reasons }) as unknown as StartedReturnItem;
  const a = '11111111-1111-4111-8111-111111111111';
  const b = '22222222-2222-4222-8222-222222222222';

  test('sends each chosen item with its quantity, reason, photos and resolution; an exchange only with an exchange resolution', () => {
    const exchange = { productId: 'p-1', variantId: 'v-2', title: 'T', variantTitle: 'L', unitPrice: 100 };
    const body = returnRequestBody(
      {
        items: [started(a, 2), started(b, 1)],
        quantities: { [a]: 2, [b]: 1 },
        lines: {
          [a]: line({
            reason: 'not_as_described',
            note: ' torn ',
            attachments: [photo],
            resolution: 'store_credit',
            exchange,
          }),
          [b]: line({ reason: 'changed_mind', resolution: 'same_price_variant', exchange }),
        },
      },
      'prepaid_label',
    );
    expect(body).toEqual({
      method: 'prepaid_label',
      items: [
        {
          itemId: a,
          quantity: 2,
          reason: 'not_as_described',
          subReason: null,
          note: 'torn',
          attachments: [photo.attachmentId],
          resolution: 'store_credit',
          exchange: null,
        },
        {
          itemId: b,
          quantity: 1,
          reason: 'changed_mind',
          subReason: null,
          note: null,
          attachments: [],
          resolution: 'same_price_variant',
          exchange: { productId: 'p-1', variantId: 'v-2', quantity: 1 },
        },
      ],
    });
  });
});

describe('exchangePriceBody', () => {
  test("is the spec's payload: the original item by product, variant and outReturnItemId, the new one by productId and variantId", () => {
    expect(
      exchangePriceBody(
        { itemId: 'i-1', productId: 'p-1', variantId: 'v-1' },
        2,
        { productId: 'p-9', variantId: 'v-9' },
        { returnFlowRequestId: 'req-12345678', merchantId: 'm-1', orderId: 'o-1', subDomain: 'demo' },
      ),
    ).toEqual({
      subDomain: 'demo',
      merchantId: 'm-1',
      orderId: 'o-1',
      returnFlowRequestId: 'req-12345678',
      exchangeOriginalItemList: [
        { product_id: 'p-1', variant_id: 'v-1', outReturnItemId: 'i-1', quantity: 2 },
      ],
      exchangeNewItemList: [{ productId: 'p-9', variantId: 'v-9', quantity: 2 }],
    });
  });
});
