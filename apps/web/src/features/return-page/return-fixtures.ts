// What the return calls answer, for the feature's tests: #1001's return of a sweater by prepaid
// label, approved and waiting to be sent; the order's list of returns.
import type { ResponseOf } from '@rc/contract/call-types';
import { SWEATER, TOTE } from '../../test/fixtures';
import type { ReturnDetail } from './api/get-order-return-detail';
import type { ReturnSummary } from './api/list-return-items';

export const RETURN_ID = '00000000-0000-4000-8000-0000000ab001';

const NOTHING = { refund: 0, credit: 0, bonus: 0 };

type Method = NonNullable<ReturnDetail['method']>;
type Label = NonNullable<ReturnDetail['label']>;

export const PREPAID_LABEL: Method = {
  method: 'prepaid_label',
  mode: 'return_shipping',
  provider: 'rc_provide_shipping',
  titleKey: 'returnMethod.prepaid_label.title',
  postage: 0,
  hasLabel: true,
  needsTracking: false,
};

/** Ship it yourself: no label, the shopper adds the tracking number. */
export const SHIP_YOURSELF: Method = {
  ...PREPAID_LABEL,
  method: 'ship_yourself',
  titleKey: 'returnMethod.ship_yourself.title',
  hasLabel: false,
  needsTracking: true,
};

export const LABEL: Label = {
  carrier: 'UPS',
  trackingNumber: '1ZRETURN0001',
  labelUrl: '/gateway/returns/label.pdf',
  qrCodeUrl: '/gateway/returns/label-qr.svg',
  provider: 'ups',
  createdAt: '2026-11-20T10:00:00.000Z',
};

export function returnDetail(overrides: Partial<ReturnDetail> = {}): ReturnDetail {
  return {
    returnId: RETURN_ID,
    returnNumber: 'RT-1001-1',
    orderName: '#1001',
    status: 'to_return',
    statusDisplay: { title: 'to_return', titleKey: 'status.to_return', tone: 'cyan' },
    statusReason: null,
    method: PREPAID_LABEL,
    currency: 'USD',
    assured: false,
    lines: [
      {
        item: SWEATER,
        reason: 'too_small',
        subReason: null,
        note: null,
        attachments: [],
        resolution: 'original_payment',
        kept: false,
        instantExchange: false,
        exchange: null,
        received: 0,
        conditions: {},
        settled: 0,
        due: { ...NOTHING, refund: 8900 },
        paid: NOTHING,
      },
    ],
    quote: {
      itemsTotal: 8900,
      restockingFee: 0,
      returnFee: 0,
      postage: 0,
      assuranceCovered: 0,
      exchangeItems: 0,
      refund: 8900,
      storeCredit: 0,
      storeCreditBonus: 0,
      balanceDue: 0,
    },
    balancePaid: 0,
    paid: NOTHING,
    label: LABEL,
    storeCode: null,
    tracking: [],
    timeline: [
      {
        at: '2026-11-20T10:00:00.000Z',
        type: 'status_changed',
        status: 'to_return',
        actor: 'rules',
        reason: null,
        data: {},
      },
    ],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    can: { addTracking: false, cancel: false, payBalance: false },
    ...overrides,
  };
}

/** The method's page for the return: its instructions and where the parcel goes. */
export function methodDetail(): ResponseOf<'user/get-return-method-detail'> {
  return {
    option: PREPAID_LABEL,
    instructionsKey: 'returnMethod.prepaid_label.instructions',
    returnAddress: { name: 'Northwind Returns', lines: ['1 Harbour Way', 'Portland, OR 97201'] },
    label: LABEL,
  };
}

export function transactions(): ResponseOf<'user/get-transaction-detail'> {
  return {
    returnId: RETURN_ID,
    currency: 'USD',
    transactions: [],
    due: { ...NOTHING, refund: 8900 },
    paid: NOTHING,
    balancePaid: 0,
  };
}

export function returnSummary(overrides: Partial<ReturnSummary> = {}): ReturnSummary {
  return {
    returnId: RETURN_ID,
    returnNumber: 'RT-1001-1',
    orderName: '#1001',
    status: 'to_return',
    statusDisplay: { title: 'to_return', titleKey: 'status.to_return', tone: 'cyan' },
    currency: 'USD',
    refund: 8900,
    storeCredit: 0,
    items: [{ item: SWEATER, resolution: 'original_payment', received: 0, settled: 0 }],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** list-items-coverage: the tote can still go back (returnable 0 makes nothing returnable). */
export function coverage(returnable = 2): ResponseOf<'list-items-coverage'> {
  return {
    currency: 'USD',
    hasReturnAssurance: false,
    items: [
      {
        ...TOTE,
        boughtQuantity: 2,
        returnedQuantity: 2 - returnable,
        claimedQuantity: 0,
        returnableQuantity: returnable,
        windowFrom: 'delivery',
        windowClosesAt: '2026-12-20T00:00:00.000Z',
        finalSale: false,
        exchangeOnly: false,
        assured: false,
        resolutions: ['original_payment'],
        ineligibleReason: null,
        ineligibleReasonKey: null,
      },
    ],
  };
}
