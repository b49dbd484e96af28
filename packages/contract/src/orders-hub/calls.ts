// The version 5 orders hub (issue 13, decision 030): every order of the shopper at this store in
// one call, one order's details, what its protection covers, the order the session acts on, and
// the iOS app banner's view and click. Who sees which orders: the signed-in order always; the
// shopper's other orders at the same store (same e-mail) only once the session proved the e-mail
// (a verification e-mail's access token or a merchant-signed link).
import { CLAIM_STATUSES } from '@rc/domain/claim-lifecycle';
import { ISSUE_TYPES } from '@rc/domain/enums';
import { RETURN_STATUSES } from '@rc/domain/return-lifecycle';
import { z } from 'zod';
import { defineCall } from '../define-call';
import {
  CurrencySchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  OrderItemSchema,
  text,
} from '../shared-schemas';
import { CarrierSchema, DelaySchema, PackageStatusSchema, TrackingStatusSchema } from '../tracking/calls';

const ToneSchema = z.enum(['yellow', 'green', 'orange', 'grey', 'cyan', 'red']);

/** How a status is shown (spec 4): English title, its i18n key, and its colour. */
export const HubStatusDisplaySchema = z
  .object({ title: z.string(), titleKey: z.string(), tone: ToneSchema })
  .meta({ id: 'HubStatusDisplay' });

/** A shopper's comment on an order or on one of its product lines. */
export const OrderCommentSchema = z
  .object({
    commentId: z.uuid(),
    orderId: z.uuid(),
    itemId: z.uuid().nullable().meta({ description: 'The product line; null for a comment on the order.' }),
    body: z.string(),
    language: z.string().meta({ description: 'The shopper’s language when written (e.g. de-DE).' }),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
    editable: z.boolean().meta({ description: 'This session may update it (its author, an order it sees).' }),
  })
  .meta({ id: 'OrderComment' });
export type OrderComment = z.infer<typeof OrderCommentSchema>;

/** The protection's name per spec section 1, with its i18n key. */
export const ProtectionNameSchema = z
  .object({
    name: z.enum(['Delivery Guarantee', 'Return Assurance', 'Product Protection', 'Shipping Protection']),
    nameKey: z.string().meta({ description: 'e.g. protection.shipping_protection' }),
  })
  .meta({ id: 'ProtectionName' });

/** One policy of an order, as the hub shows it. */
export const HubProtectionSchema = ProtectionNameSchema.extend({
  policyId: z.uuid(),
  productCode: z.string().meta({ description: 'Coverage kind, e.g. shipping_protection.' }),
  status: z.enum(['active', 'expired', 'canceled']),
  coveredUntil: IsoDateTimeSchema,
  currency: CurrencySchema,
  sumInsured: MinorUnitsSchema,
  remaining: MinorUnitsSchema,
}).meta({ id: 'HubProtection' });

/** A product line of an order, with its image and where it stands. */
export const HubProductSchema = OrderItemSchema.extend({
  lineTotal: MinorUnitsSchema.meta({ description: 'unitPrice × quantity.' }),
  fulfillmentId: z
    .uuid()
    .nullable()
    .meta({ description: 'The package it travels in (the first, if split); null when not shipped yet.' }),
  claimableQuantity: z.number().int().meta({ description: 'How many can still be claimed.' }),
  comments: z.array(OrderCommentSchema).meta({ description: 'Oldest first.' }),
}).meta({ id: 'HubProduct' });

/** A package of an order: tracking summary and what is left to do about it. */
export const HubPackageSchema = z
  .object({
    fulfillmentId: z.uuid(),
    status: TrackingStatusSchema,
    packageStatus: PackageStatusSchema,
    statusDisplay: HubStatusDisplaySchema,
    carrier: CarrierSchema.nullable(),
    trackingNumber: z.string().nullable(),
    estimatedDeliveryAt: IsoDateTimeSchema.nullable(),
    lastEventAt: IsoDateTimeSchema.nullable(),
    shippedAt: IsoDateTimeSchema.nullable(),
    deliveredAt: IsoDateTimeSchema.nullable(),
    delay: DelaySchema,
    coverageCanceled: z.boolean(),
    itemIds: z.array(z.uuid()),
    itemCount: z.number().int().meta({ description: 'Units in the package.' }),
    claimableQuantity: z
      .number()
      .int()
      .meta({ description: 'Units still claimable; 0 means nothing is left to claim.' }),
    pendingClaimCount: z.number().int().meta({
      description: 'Claims of this package not decided yet (submitted, under review, action required).',
    }),
    canReportIssue: z
      .boolean()
      .meta({ description: 'Offer "Report an issue": covered, not canceled, something left to claim.' }),
    canTrack: z.boolean(),
  })
  .meta({ id: 'HubPackage' });

export const HubClaimSchema = z
  .object({
    claimId: z.uuid(),
    claimNumber: z.string(),
    status: z.enum(CLAIM_STATUSES),
    statusDisplay: HubStatusDisplaySchema,
    issueType: z.enum(ISSUE_TYPES),
    fulfillmentId: z.uuid().nullable(),
    currency: CurrencySchema,
    amount: MinorUnitsSchema,
    itemCount: z.number().int(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
    actionRequired: z.boolean().meta({ description: 'The store waits for the shopper (evidence).' }),
    canGetPaid: z.boolean().meta({ description: 'Accepted and not paid yet: "Get paid".' }),
  })
  .meta({ id: 'HubClaim' });

export const HubReturnSchema = z
  .object({
    returnId: z.uuid(),
    returnNumber: z.string(),
    status: z.enum(RETURN_STATUSES),
    statusDisplay: HubStatusDisplaySchema,
    itemCount: z.number().int(),
    currency: CurrencySchema,
    refund: MinorUnitsSchema,
    storeCredit: MinorUnitsSchema,
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
    canAddTracking: z.boolean(),
  })
  .meta({ id: 'HubReturn' });

/** The first thing to do on an order, most urgent first; null when nothing waits for the shopper. */
export const NextStepSchema = z
  .object({
    kind: z.enum([
      'claim_action_required',
      'get_paid',
      'continue_draft',
      'add_return_tracking',
      'report_issue',
      'track_package',
    ]),
    claimId: z.uuid().nullable(),
    returnId: z.uuid().nullable(),
    fulfillmentId: z.uuid().nullable(),
  })
  .meta({ id: 'NextStep' });

/** What the shopper can do on an order (the hub's buttons). */
export const OrderActionsSchema = z
  .object({
    reportIssue: z
      .boolean()
      .meta({ description: 'Some package (or unshipped item) has something left to claim.' }),
    returnOrExchange: z.boolean().meta({ description: 'The store takes returns of some item of it.' }),
    track: z.boolean().meta({ description: 'Some package has tracking.' }),
    getPaid: z.boolean().meta({ description: 'An accepted claim waits to be paid out.' }),
  })
  .meta({ id: 'OrderActions' });

/** One order as the hub shows it. */
export const HubOrderSchema = z
  .object({
    orderId: z.uuid(),
    orderName: z.string(),
    channel: z.string().nullable(),
    orderIdLabel: z.object({ label: z.string(), key: z.string() }).meta({
      description: "The channel's name for the order id (e.g. 'Worry-Free Purchase ID'), with its i18n key.",
    }),
    signedIn: z.boolean().meta({ description: 'The order the session acts on.' }),
    placedAt: IsoDateTimeSchema,
    currency: CurrencySchema,
    total: MinorUnitsSchema.meta({ description: 'Sum of the lines (before shipping).' }),
    products: z.array(HubProductSchema),
    unfulfilledItemIds: z.array(z.uuid()),
    packages: z.array(HubPackageSchema),
    protection: HubProtectionSchema.nullable().meta({
      description: 'The main protection (shipping or delivery first), or null when the order has none.',
    }),
    protections: z.array(HubProtectionSchema),
    claims: z.array(HubClaimSchema).meta({ description: 'Newest first; drafts included.' }),
    returns: z.array(HubReturnSchema).meta({ description: 'Newest first.' }),
    pendingClaimCount: z.number().int(),
    actions: OrderActionsSchema,
    nextStep: NextStepSchema.nullable(),
    comments: z
      .array(OrderCommentSchema)
      .meta({ description: 'Comments on the order itself, oldest first.' }),
  })
  .meta({ id: 'HubOrder' });
export type HubOrder = z.infer<typeof HubOrderSchema>;

export const queryOrderList = defineCall('user/query-order-list', {
  summary:
    "The orders hub in one call: the signed-in order first, then (once the e-mail is proven) the shopper's other orders at this store, newest first, each with products, packages, protection, claims, returns, actions and the next step. Paginated.",
  request: z.strictObject({
    page: z.number().int().min(1).max(1000).default(1),
    pageSize: z.number().int().min(1).max(20).default(10),
  }),
  response: z
    .object({
      emailVerified: z
        .boolean()
        .meta({ description: 'The session proved the e-mail: other orders of it at this store are listed.' }),
      signedInOrderId: z.uuid(),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
      hasMore: z.boolean(),
      orders: z.array(HubOrderSchema),
    })
    .meta({ id: 'OrderList' }),
  errors: [100008],
});

export const getOrderDetail = defineCall('user/get-order-detail', {
  summary:
    'One order of the hub with everything the details page shows; an order the session may not see answers 100009.',
  request: z.strictObject({ orderId: z.uuid() }),
  response: HubOrderSchema.extend({
    shipping: MinorUnitsSchema,
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }).meta({ id: 'OrderDetail' }),
  errors: [100008, 100009],
});

export const CoverageSchema = ProtectionNameSchema.extend({
  policyId: z.uuid(),
  productCode: z.string(),
  status: z.enum(['active', 'expired', 'canceled']),
  coveredFrom: IsoDateTimeSchema,
  coveredUntil: IsoDateTimeSchema,
  currency: CurrencySchema,
  sumInsured: MinorUnitsSchema,
  remaining: MinorUnitsSchema,
  issueTypes: z.array(z.enum(ISSUE_TYPES)).meta({ description: 'What it covers.' }),
  itemIds: z.array(z.uuid()).meta({ description: 'The lines it protects.' }),
}).meta({ id: 'Coverage' });

export const getShippingProtection = defineCall('get-shipping-protection', {
  summary:
    'What the protection of an order covers (issue types, items), until when, and its name (spec 1). Without orderId, the signed-in order.',
  request: z.strictObject({ orderId: z.uuid().nullish() }),
  response: z
    .object({
      orderId: z.uuid(),
      protection: CoverageSchema.nullable().meta({
        description: 'The main one; null when the order has none.',
      }),
      coverages: z.array(CoverageSchema),
    })
    .meta({ id: 'ShippingProtection' }),
  errors: [100008, 100009],
});

export const switchOrder = defineCall('user/switch-order', {
  summary:
    'Makes another order of the hub the one the session acts on (claims, returns, tracking); only an order the session may see (100009 otherwise).',
  request: z.strictObject({ orderId: z.uuid() }),
  response: z
    .object({
      orderId: z.uuid(),
      orderName: z.string(),
      channel: z.string().nullable(),
      platform: z.string().nullable(),
      applicantEmail: z.string(),
    })
    .meta({ id: 'SwitchedOrder' }),
  errors: [100008, 100009],
});

/** The spec's banner payload (section 7). The server keeps what it knows itself (session, store). */
export const BannerEventSchema = z
  .strictObject({
    timestamp: z.number().int().min(0).meta({ description: 'Milliseconds since 1970 on the device.' }),
    isIOSDevice: z.boolean(),
    userAgent: text().max(512),
    host: text().max(255),
    email: text().max(254).nullish(),
    orderId: text().max(64).nullish(),
    merchantId: text().max(64).nullish(),
  })
  .meta({ id: 'BannerEvent' });

export const bannerView = defineCall('user/banner-view', {
  summary:
    'The iOS app banner was shown: recorded once per session (a repeat answers recorded false). Nothing is recorded when the store has no app.',
  request: BannerEventSchema,
  response: z.object({ recorded: z.boolean() }),
  errors: [100008],
});

export const bannerClick = defineCall('user/banner-click', {
  summary: "The banner's Explore was clicked: recorded each time (the web only logs a failure).",
  request: BannerEventSchema,
  response: z.object({ recorded: z.boolean() }),
  errors: [100008],
});
