// Claims shaped like the server's answers (contract types), for the web tests.
import type { ResponseOf } from '@rc/contract/call-types';
import type { OrderItem } from '@rc/contract/shared-schemas';

export const POLICY_ID = '00000000-0000-4000-8000-00000000b001';
export const FULFILLMENT_ID = '00000000-0000-4000-8000-00000000c001';
export const CLAIM_ID = '00000000-0000-4000-8000-00000000d001';

export function item(overrides: Partial<OrderItem> & { itemId: string; title: string }): OrderItem {
  return {
    productId: null,
    variantId: null,
    variantTitle: null,
    sku: null,
    imageUrl: null,
    quantity: 1,
    unitPrice: 1000,
    ...overrides,
  };
}

export const SWEATER = item({
  itemId: '00000000-0000-4000-8000-0000000e0001',
  title: 'Merino Wool Sweater',
  unitPrice: 8900,
});
export const TOTE = item({
  itemId: '00000000-0000-4000-8000-0000000e0002',
  title: 'Canvas Tote Bag',
  quantity: 2,
  unitPrice: 2400,
});

export function claimDetail(
  overrides: Partial<ResponseOf<'get-claim-detail'>> = {},
): ResponseOf<'get-claim-detail'> {
  return {
    claimId: CLAIM_ID,
    claimNumber: 'CLM-TEST0001',
    status: 'under_review',
    statusReason: 'merchant_review',
    issueType: 'damage',
    protectionName: 'Shipping Protection',
    policyId: POLICY_ID,
    fulfillmentId: FULFILLMENT_ID,
    items: [{ ...TOTE, quantity: 1 }],
    currency: 'USD',
    amount: 2400,
    includeBp: false,
    shipping: 0,
    comment: null,
    details: { description: 'Torn', noticedAt: null, policeReportNumber: null },
    packInfo: {},
    attachments: [],
    paymentMethod: { paymentMethod: 'virtual_card', payAccount: 'shopper@example.com' },
    payout: null,
    timeline: [
      { at: '2026-05-01T10:00:00.000Z', type: 'created', status: 'draft', actor: 'shopper', reason: null },
      {
        at: '2026-05-01T10:05:00.000Z',
        type: 'status_changed',
        status: 'under_review',
        actor: 'system',
        reason: 'merchant_review',
      },
    ],
    createdAt: '2026-05-01T10:00:00.000Z',
    submittedAt: '2026-05-01T10:05:00.000Z',
    can: {
      editDraft: false,
      withdraw: false,
      addEvidence: false,
      changePaymentMethod: false,
      cashOut: false,
    },
    appeal: { open: false, until: null, appealed: false },
    ...overrides,
  };
}
