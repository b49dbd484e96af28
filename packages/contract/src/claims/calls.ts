// Claims: report an issue, keep a draft, add evidence, review, submit, follow, get paid (spec 3
// "Claim review body", 7). Money is in minor units with the claim's currency.
import { CLAIM_STATUSES } from '@rc/domain/claim-lifecycle';
import { ISSUE_TYPES } from '@rc/domain/enums';
import { z } from 'zod';
import { defineApiCall, defineCall } from '../define-call';
import { SERVICE_ROOTS } from '../routes';
import {
  CurrencySchema,
  FulfillmentSchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  OrderItemSchema,
  text,
} from '../shared-schemas';

export const IssueTypeSchema = z.enum(ISSUE_TYPES);
export const ClaimStatusSchema = z.enum(CLAIM_STATUSES);
export const PAYOUT_METHODS = ['virtual_card', 'paypal'] as const;
export const PayoutMethodSchema = z.enum(PAYOUT_METHODS).meta({
  description:
    'virtual_card: a virtual Visa gift card (the default); paypal: to the PayPal account of the e-mail.',
});

const ClaimLineSchema = z.strictObject({
  itemId: z.uuid(),
  quantity: z.number().int().min(1).max(1000),
});

export const PaymentMethodSchema = z
  .strictObject({
    paymentMethod: PayoutMethodSchema,
    payAccount: z.email().max(254).meta({ description: 'Where the card or PayPal payment goes.' }),
  })
  .meta({ id: 'PaymentMethod' });

/** Package information (the add-dimensions step). */
export const PackInfoSchema = z
  .strictObject({
    packageCondition: z.enum(['intact', 'damaged', 'opened', 'missing']).nullish(),
    weightGrams: z.number().int().min(1).max(1_000_000).nullish(),
    lengthCm: z.number().min(0.1).max(1000).nullish(),
    widthCm: z.number().min(0.1).max(1000).nullish(),
    heightCm: z.number().min(0.1).max(1000).nullish(),
  })
  .meta({ id: 'PackInfo' });

/** What happened (the issue-details step). A theft needs a police report number (200010). */
export const IssueDetailsSchema = z
  .strictObject({
    description: text().trim().max(2000).nullish(),
    noticedAt: IsoDateTimeSchema.nullish(),
    policeReportNumber: text().trim().max(64).nullish(),
  })
  .meta({ id: 'IssueDetails' });

const reviewFields = {
  claimId: z.uuid().nullish().meta({ description: 'The draft this continues, if any.' }),
  policyId: z.uuid(),
  fulfillmentId: z
    .uuid()
    .nullish()
    .meta({ description: 'The package; null for items not shipped yet (noShipped).' }),
  issueType: IssueTypeSchema,
  items: z.array(ClaimLineSchema).min(1).max(100),
  addedItem: z
    .array(ClaimLineSchema)
    .max(100)
    .nullish()
    .meta({ description: 'Items added to the claim later.' }),
  applicantEmail: z.email().max(254),
  attachments: z.array(z.uuid()).max(20).default([]),
  comment: text().trim().max(2000).nullish(),
  includeBp: z.boolean().nullish().meta({ description: 'Extra coverage; by default on above 50 (spec 9).' }),
  packInfo: PackInfoSchema.nullish(),
  details: IssueDetailsSchema.nullish(),
  paymentMethod: PaymentMethodSchema.nullish(),
  useShippingLabel: z.literal(true).nullish(),
};

/** The claim review body (spec 3). */
export const ClaimReviewBodySchema = z.strictObject(reviewFields).meta({ id: 'ClaimReviewBody' });
export type ClaimReviewBody = z.infer<typeof ClaimReviewBodySchema>;

const RequestIdSchema = text()
  .min(8)
  .max(100)
  .regex(/^[\w-]+$/)
  .meta({
    description: 'Idempotency key: the same requestId again returns the first answer and does nothing twice.',
  });

export const ClaimItemViewSchema = OrderItemSchema.extend({
  claimableQuantity: z
    .number()
    .int()
    .meta({ description: 'How many can still be claimed (not in another claim).' }),
}).meta({ id: 'ClaimableItem' });

export const AttachmentSchema = z
  .object({
    attachmentId: z.uuid(),
    kind: z.enum(['image', 'video']),
    fileName: z.string(),
    sizeBytes: z.number().int(),
    url: z.string().meta({ description: 'Served only to the session of the order it belongs to.' }),
  })
  .meta({ id: 'Attachment' });

export const VirtualCardSchema = z
  .object({
    brand: z.literal('Visa'),
    maskedNumber: z.string(),
    expiry: z.string().meta({ description: 'MM/YY' }),
    redemptionUrl: z.string(),
  })
  .meta({ id: 'VirtualCard' });

export const PayoutSchema = z
  .object({
    payoutId: z.uuid(),
    status: z.enum(['sending_payout', 'payout_sent', 'payout_failed']),
    method: PayoutMethodSchema,
    amount: MinorUnitsSchema,
    currency: CurrencySchema,
    card: VirtualCardSchema.nullable(),
    failureReason: z.string().nullable(),
    sentAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'Payout' });

export const ReviewDataSchema = z
  .object({
    issueType: IssueTypeSchema,
    protectionName: z.string(),
    currency: CurrencySchema,
    items: z.array(OrderItemSchema),
    itemsTotal: MinorUnitsSchema,
    shipping: MinorUnitsSchema.meta({
      description: "The order's shipping, which the extra coverage (includeBp) pays back.",
    }),
    includeBp: z.boolean(),
    amount: MinorUnitsSchema.meta({
      description: 'What the claim would pay, capped by the remaining sum insured.',
    }),
    remainSumInsure: MinorUnitsSchema,
    attachments: z.array(AttachmentSchema),
    paymentMethod: PaymentMethodSchema,
    missingEvidence: z.array(z.string()).meta({ description: 'Requirement keys not met yet.' }),
  })
  .meta({ id: 'ReviewData' });

export const TimelineEntrySchema = z
  .object({
    at: IsoDateTimeSchema,
    type: z.enum([
      'created',
      'status_changed',
      'evidence_added',
      'payment_method_changed',
      'items_added',
      'appealed',
      'payout',
    ]),
    status: ClaimStatusSchema.nullable(),
    actor: z.enum(['shopper', 'merchant', 'system']),
    reason: z.string().nullable().meta({ description: "A rule's reason key, or the merchant's words." }),
  })
  .meta({ id: 'TimelineEntry' });

export const ClaimDetailSchema = z
  .object({
    claimId: z.uuid(),
    claimNumber: z.string(),
    status: ClaimStatusSchema,
    statusReason: z.string().nullable(),
    issueType: IssueTypeSchema,
    protectionName: z.string(),
    policyId: z.uuid(),
    fulfillmentId: z.uuid().nullable(),
    items: z.array(OrderItemSchema),
    currency: CurrencySchema,
    amount: MinorUnitsSchema,
    includeBp: z.boolean(),
    shipping: MinorUnitsSchema.meta({ description: "The order's shipping, paid back when includeBp is on." }),
    comment: z.string().nullable(),
    details: IssueDetailsSchema,
    packInfo: PackInfoSchema,
    attachments: z.array(AttachmentSchema),
    paymentMethod: PaymentMethodSchema.nullable(),
    payout: PayoutSchema.nullable(),
    timeline: z.array(TimelineEntrySchema),
    createdAt: IsoDateTimeSchema,
    submittedAt: IsoDateTimeSchema.nullable(),
    can: z.object({
      editDraft: z.boolean(),
      withdraw: z.boolean(),
      addEvidence: z.boolean(),
      changePaymentMethod: z.boolean(),
      cashOut: z.boolean(),
    }),
    appeal: z
      .object({
        open: z.boolean().meta({ description: 'The shopper may appeal the refusal now (appeal-claim).' }),
        until: IsoDateTimeSchema.nullable().meta({
          description: "The end of the merchant's appeal window; null when no window runs.",
        }),
        appealed: z.boolean().meta({ description: 'The claim was appealed (allowed once).' }),
      })
      .meta({ id: 'ClaimAppeal' }),
  })
  .meta({ id: 'ClaimDetail' });
export type ClaimDetail = z.infer<typeof ClaimDetailSchema>;

export const ClaimSummarySchema = z
  .object({
    claimId: z.uuid(),
    claimNumber: z.string(),
    status: ClaimStatusSchema,
    issueType: IssueTypeSchema,
    amount: MinorUnitsSchema,
    currency: CurrencySchema,
    itemCount: z.number().int(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ClaimSummary' });

const ClaimIdSchema = z.strictObject({ claimId: z.uuid() });

export const getProtectedItem = defineCall('get-protected-item', {
  summary: "One package's protected items (or the unshipped ones) with how many can still be claimed.",
  request: z.strictObject({
    policyId: z.uuid().nullish(),
    fulfillmentId: z.uuid().nullish(),
    claimId: z
      .uuid()
      .nullish()
      .meta({ description: 'A draft being continued: its own items count as claimable.' }),
  }),
  response: z.object({ fulfillment: FulfillmentSchema.nullable(), items: z.array(ClaimItemViewSchema) }),
  errors: [100009, 200020],
});

export const getRequiredDocument = defineCall('get-required-document', {
  summary: 'The evidence an issue type needs, and whether it needs a police report number.',
  request: z.strictObject({ issueType: IssueTypeSchema }),
  response: z.object({
    documents: z.array(
      z.object({ key: z.string(), kind: z.enum(['image', 'image-or-video']), min: z.number().int() }),
    ),
    policeReport: z.boolean(),
    accept: z.string().meta({ description: 'File extensions accepted (spec 5).' }),
    maxFiles: z.number().int(),
    maxImageBytes: z.number().int(),
    maxVideoBytes: z.number().int(),
  }),
});

export const verifyAttachment = defineCall('verify-attachment', {
  summary:
    'Uploads one photo or video (multipart field "file"). The type is read from the content; images are re-encoded without their metadata.',
  request: z.strictObject({}),
  response: AttachmentSchema,
  errors: [100003, 100006, 100002, 100007, 100021],
});

export const removeAttachment = defineCall('remove-attachment', {
  summary:
    'Deletes an upload no claim uses yet (the shopper took it back before submitting). Ours, not in the spec.',
  request: z.strictObject({ attachmentId: z.uuid() }),
  response: z.object({}),
  errors: [100009, 100016],
});

export const claimApplyReview = defineCall('claim-apply-review', {
  summary: 'Checks a claim review body and answers what the claim would be (reviewData), without saving.',
  request: ClaimReviewBodySchema,
  response: ReviewDataSchema,
  errors: [100009, 200010, 200020],
});

export const submitClaim = defineCall('submit-claim', {
  summary: 'Submits a claim; the rules decide at once what they can. Idempotent by requestId.',
  request: ClaimReviewBodySchema.extend({ requestId: RequestIdSchema }).meta({ id: 'SubmitClaimRequest' }),
  response: ClaimDetailSchema,
  errors: [100009, 200010, 200020],
});

export const saveClaimAsDraft = defineCall('save-claim-as-draft', {
  summary: 'Saves a claim as a draft, to resume from any device after signing in. Idempotent by requestId.',
  request: z
    .strictObject({
      ...reviewFields,
      items: z.array(ClaimLineSchema).max(100).default([]),
      applicantEmail: z.email().max(254).nullish(),
      requestId: RequestIdSchema,
    })
    .meta({ id: 'SaveClaimAsDraftRequest' }),
  response: ClaimDetailSchema,
  errors: [100009, 100022],
});

export const withdrawClaimDraft = defineCall('withdraw-claim-draft', {
  summary: 'Withdraws a draft.',
  request: ClaimIdSchema,
  response: ClaimDetailSchema,
  errors: [100009],
});

export const getClaimDetail = defineCall('get-claim-detail', {
  summary: 'A claim of the signed-in order, with its history as a timeline and its payout.',
  request: ClaimIdSchema,
  response: ClaimDetailSchema,
  errors: [100009],
});

export const getClaimList = defineCall('get-claim-list', {
  summary: "The signed-in order's claims, newest first (drafts included).",
  request: z.strictObject({}),
  response: z.object({ claims: z.array(ClaimSummarySchema) }),
});

export const editClaimMaterial = defineCall('edit-claim-material', {
  summary: 'Adds evidence (and a note) while the claim is under review or action is required.',
  request: z.strictObject({
    claimId: z.uuid(),
    attachments: z.array(z.uuid()).min(1).max(20),
    comment: text().trim().max(2000).nullish(),
  }),
  response: ClaimDetailSchema,
  errors: [100009],
});

export const appealClaim = defineCall('appeal-claim', {
  summary:
    "Appeals a refused claim, once, within the merchant's window: a note and new evidence; the claim goes back to review. Sending the same requestId again answers the claim as it is.",
  request: z.strictObject({
    claimId: z.uuid(),
    requestId: RequestIdSchema,
    note: text().trim().min(1).max(2000).meta({ description: 'Why the decision should change.' }),
    attachments: z.array(z.uuid()).max(20).default([]),
  }),
  response: ClaimDetailSchema,
  errors: [100009, 100050, 100051],
});

export const editPaymentMethod = defineCall('edit-payment-method', {
  summary: 'Changes where the payout goes, until it has been sent.',
  request: z.strictObject({ claimId: z.uuid(), paymentMethod: PaymentMethodSchema }),
  response: ClaimDetailSchema,
  errors: [100009],
});

export const addClaimItem = defineCall('add-claim-item', {
  summary: 'Adds items (from the same package) to a draft.',
  request: z.strictObject({ claimId: z.uuid(), items: z.array(ClaimLineSchema).min(1).max(100) }),
  response: ClaimDetailSchema,
  errors: [100009],
});

export const replenishFulfillment = defineCall('replenish-fulfillment', {
  summary: 'Adds the carrier and tracking number of a package the store did not give one for.',
  request: z.strictObject({
    fulfillmentId: z.uuid(),
    carrier: text().trim().min(1).max(100),
    trackingNumber: text()
      .trim()
      .min(4)
      .max(100)
      .regex(/^[\w -]+$/),
  }),
  response: FulfillmentSchema,
  errors: [100009],
});

export const reportEvent = defineCall('report-event', {
  summary: 'Records a step of the journey for the merchant (event tracking).',
  request: z.strictObject({
    event: text()
      .min(1)
      .max(64)
      .regex(/^[\w.:-]+$/),
    data: z.record(text(), z.union([text().max(500), z.number(), z.boolean(), z.null()])).nullish(),
  }),
  response: z.object({}),
});

export const rcCashWithdraw = defineCall('rc-cash-withdraw', {
  summary:
    'Pays an approved claim out (a virtual Visa gift card by default). Idempotent: a retry, a double click or two tabs never pay twice.',
  request: z.strictObject({ claimId: z.uuid(), requestId: RequestIdSchema }),
  response: PayoutSchema,
  errors: [100009, 100015, 100019],
});

/** An uploaded photo or video (not a named call: its id is in the path and it answers the file). */
export const getAttachment = defineApiCall({
  name: 'get-attachment',
  surface: 'shopper',
  method: 'GET',
  path: `${SERVICE_ROOTS.rc}/attachment/:attachmentId`,
  auth: 'session',
  summary:
    'An uploaded photo or video (see verify-attachment), served only to the session of the order it belongs to. Images are our re-encoding (inline); videos are sent as attachments. Byte ranges are supported.',
  params: z.strictObject({ attachmentId: text().meta({ description: "The attachment's id (a UUID)." }) }),
  request: z.object({}),
  response: z.unknown(),
  answer: 'file',
  statuses: { 200: 'The file, with its content type.', 206: 'The asked range of the file.' },
  errors: [100009],
});
