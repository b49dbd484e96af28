// Claims shaped like the server's answers (contract types), for the web tests.
import type { ResponseOf } from '@rc/contract/call-types';
import type { OrderItem } from '@rc/contract/shared-schemas';
import type { UserInfo } from '../lib/session-store';

/** The signed-in shopper of #1001 at the demo store (version 4, no new interface); override what a test needs. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    merchantId: '00000000-0000-4000-8000-000000000001',
    platform: 'shopify',
    email: 'shopper@example.com',
    loginEmail: 'shopper@example.com',
    orderNumber: '#1001',
    orderId: '00000000-0000-4000-8000-00000000a001',
    firstName: null,
    lastName: null,
    sessionId: 'session',
    subPath: '/demo',
    shopDomain: null,
    rc4Channel: null,
    enableNewRc: false,
    currentVersion: '4',
    fromUS: false,
    ...overrides,
  };
}

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

type HubOrder = ResponseOf<'user/query-order-list'>['orders'][number];
type HubPackage = HubOrder['packages'][number];

export const HUB_ORDER_ID = '00000000-0000-4000-8000-0000000f0001';
export const HUB_OTHER_ORDER_ID = '00000000-0000-4000-8000-0000000f0002';

/** A product line of the hub (HubProduct): the item with its line total, package and comments. */
export function hubProduct(product: OrderItem, overrides: Partial<HubOrder['products'][number]> = {}) {
  return {
    ...product,
    lineTotal: product.unitPrice * product.quantity,
    fulfillmentId: FULFILLMENT_ID,
    claimableQuantity: product.quantity,
    comments: [],
    ...overrides,
  };
}

/** A package of the hub (HubPackage), delivered, with tracking and something left to claim. */
export function hubPackage(overrides: Partial<HubPackage> = {}): HubPackage {
  return {
    fulfillmentId: FULFILLMENT_ID,
    status: 'delivered',
    packageStatus: 'delivered',
    statusDisplay: { title: 'delivered', titleKey: 'status.delivered', tone: 'green' },
    carrier: { code: 'ups', name: 'UPS', trackingUrl: null },
    trackingNumber: '1Z999AA10123456784',
    estimatedDeliveryAt: null,
    lastEventAt: null,
    shippedAt: '2026-11-02T10:00:00.000Z',
    deliveredAt: '2026-11-05T10:00:00.000Z',
    delay: { delayed: false, reason: null, days: null, claimable: false },
    coverageCanceled: false,
    itemIds: [SWEATER.itemId],
    itemCount: 1,
    claimableQuantity: 1,
    pendingClaimCount: 0,
    canReportIssue: true,
    canTrack: true,
    ...overrides,
  };
}

/** One order of the hub (HubOrder): the sweater in one delivered package, nothing to do yet. */
export function hubOrder(overrides: Partial<HubOrder> = {}): HubOrder {
  return {
    orderId: HUB_ORDER_ID,
    orderName: '#1001',
    channel: null,
    orderIdLabel: { label: 'Order number', key: 'orderIdLabel.order_number' },
    signedIn: true,
    placedAt: '2026-11-01T10:00:00.000Z',
    currency: 'USD',
    total: SWEATER.unitPrice,
    products: [hubProduct(SWEATER)],
    unfulfilledItemIds: [],
    packages: [hubPackage()],
    protection: null,
    protections: [],
    claims: [],
    returns: [],
    pendingClaimCount: 0,
    actions: { reportIssue: true, returnOrExchange: false, track: true, getPaid: false },
    nextStep: null,
    comments: [],
    ...overrides,
  };
}
