// Returns and exchanges (issue 11, decision 023; spec 2 return routes, 3 enumerations, 7 calls).
// Money is integer minor units in the order's currency. Every call needs the shopper's session and
// acts on the signed-in order only (anything else answers 100009).
//
// The calls, and what each answers (`data`):
// - user/get-return-merchant-config → ReturnMerchantConfig: the store's policy as the pages show
//   it (window, reasons with sub-reasons, resolutions, methods with postage, fees, Return Assurance).
// - list-items-coverage → { currency, hasReturnAssurance, items: ReturnableItem[] }: every item of
//   the order, how many units can be returned, why not, its window and whether Return Assurance covers it.
// - user/create-order-return-for-order → ReturnFlow: a fresh returnFlowRequestId (send it as
//   `requestId` when submitting), the config, the items and the order's returns so far.
// - start-return-items → { items: StartedReturnItem[] }: the chosen items checked (quantities),
//   with the reasons and resolutions offered for each and its exchange variants.
// - list-return-items → { returns: ReturnSummary[] }: the order's returns with their items (order-list).
// - user/get-return-item-decision-flow → ItemDecisionFlow: what the rules decide for an item and
//   reason (approve, review, reject, keep), the resolutions left and what evidence is needed.
// - user/get-order-return-apply-decision → ReturnDecision: the decision for a whole request, per
//   item, with the problems found (nothing is saved).
// - user/get-order-return-apply-review → ReturnReview: the review page: lines, method, quote.
//   Answers 100024 with `data.problems` when the request cannot be submitted.
// - return-process-preview → ReturnPreview: the quote as the shopper chooses, never an error for
//   an incomplete request (`ok` false with the problems instead); the methods offered.
// - user/calculate-order-return-postage → ReturnPostage: the label's postage, what the shopper
//   pays and what Return Assurance covers for the chosen items and method.
// - user/calculate-return-exchange-price → ExchangePrice: the spec's payload; the price
//   difference refunded or owed.
// - user/get-return-method-detail → ReturnMethodDetail: how a method works; with a returnId, that
//   return's label, QR code and tracking.
// - user/get-return-product-page-list → { products: ExchangeProduct[], total, page, pageSize }.
// - user/get-return-product-detail → ExchangeProduct (with its variants and prices).
// - user/query-upsell-products → { products: ExchangeProduct[] }: other products to exchange for.
// - user/submit-order-return, submit-return-process → ReturnDetail: opens the return; idempotent
//   by requestId (a retry answers the same return). 100024 problems. A balance the shopper owes
//   (an exchange for something dearer) is paid afterwards: see user/pay-return-balance.
// - user/get-order-return-detail, get-return-detail → ReturnDetail: the return's page with its
//   timeline, label and money.
// - user/get-transaction-detail → ReturnTransactions: every payment of a return (refunds,
//   credits, bonus, balance paid, exchanges shipped) and the totals due and paid.
// - user/pay-return-balance → ReturnBalance: opens (or answers) the payment provider's checkout of
//   what is still owed; the shopper pays there and comes back to the return's page. Once per
//   requestId and one open checkout per return: a retry never charges twice. 100070 nothing owed,
//   100071 the provider cannot be reached.
// - user/get-return-balance → ReturnBalance: the balance and its latest payment, read back from the
//   provider (paid once the shopper paid at the checkout).
// - add-return-tracking, user/save-return-shipping-tracking-info → ReturnDetail: adds the
//   carrier's tracking (ship it yourself); 100023 when the return no longer takes it.
// Files (not named calls): get-return-label (the label PDF, the QR code as SVG).

import { RETURN_INELIGIBLE_REASONS } from '@rc/domain/return-eligibility';
import { RETURN_ITEM_CONDITIONS, RETURN_STATUSES, type ReturnStatus } from '@rc/domain/return-lifecycle';
import {
  RETURN_DECISIONS,
  RETURN_METHOD_IDS,
  RETURN_RESOLUTIONS,
  type ReturnMethodId,
} from '@rc/domain/return-policy';
import { z } from 'zod';
import { defineApiCall, defineCall } from '../define-call';
import { SERVICE_ROOTS } from '../routes';
import {
  CurrencySchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  OrderItemSchema,
  text,
} from '../shared-schemas';

export const ReturnStatusSchema = z.enum(RETURN_STATUSES);
export const ReturnResolutionSchema = z.enum(RETURN_RESOLUTIONS).meta({
  description:
    'Spec refund types: original_payment (money back), store_credit (with the bonus), same_price_variant (another variant of the same product), anything (another product, the difference refunded or paid).',
});
export const ReturnMethodSchema = z.enum(RETURN_METHOD_IDS as [ReturnMethodId, ...ReturnMethodId[]]).meta({
  description:
    'prepaid_label (a PDF label with QR code and barcode), qr_drop_off (a QR code shown at a drop-off point), merchant_label, ship_yourself (tracking added later), assured_label (rsi: paid by Return Assurance), in_store.',
});
export const ReturnDecisionSchema = z.enum(RETURN_DECISIONS);
export const ReturnItemConditionSchema = z.enum(RETURN_ITEM_CONDITIONS);
export const ReturnIneligibleReasonSchema = z.enum(RETURN_INELIGIBLE_REASONS);

const idText = (max = 100) =>
  text()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\w.:/-]+$/);

export const ReturnRequestIdSchema = text()
  .min(8)
  .max(100)
  .regex(/^[\w-]+$/)
  .meta({
    description:
      'Idempotency key (the returnFlowRequestId): the same requestId again answers the return it created and opens no other.',
  });

export const StatusDisplaySchema = z
  .object({
    title: z.string(),
    titleKey: z.string(),
    tone: z.enum(['yellow', 'green', 'orange', 'grey', 'cyan', 'red']),
  })
  .meta({ id: 'StatusDisplay' });

const SubReasonSchema = z.object({
  code: z.string(),
  label: z.string().meta({ description: 'English; the web shows t(returnReason.<reason>.<code>).' }),
  requiresPhoto: z.boolean(),
  requiresNote: z.boolean(),
});

export const ReturnReasonSchema = z
  .object({
    code: z.string(),
    label: z.string().meta({ description: 'English; the web shows t(returnReason.<code>).' }),
    requiresPhoto: z.boolean(),
    requiresNote: z.boolean(),
    subReasons: z.array(SubReasonSchema),
  })
  .meta({ id: 'ReturnReason' });

export const ReturnMethodOptionSchema = z
  .object({
    method: ReturnMethodSchema,
    mode: z.enum(['in_store_shipping', 'return_shipping']).meta({ description: 'Spec shipping mode.' }),
    provider: z
      .string()
      .meta({ description: 'Spec return shipping provider, e.g. rc_provide_shipping, rsi.' }),
    titleKey: z.string().meta({ description: 'i18n key: returnMethod.<method>.title (…description).' }),
    postage: MinorUnitsSchema.meta({ description: "The label's postage; who pays it is postagePaidBy." }),
    hasLabel: z.boolean(),
    needsTracking: z.boolean().meta({ description: 'The shopper adds a tracking number later.' }),
  })
  .meta({ id: 'ReturnMethodOption' });

export const ReturnMerchantConfigSchema = z
  .object({
    enabled: z.boolean(),
    currency: CurrencySchema,
    windowDays: z.number().int(),
    reasons: z.array(ReturnReasonSchema),
    resolutions: z.array(ReturnResolutionSchema).meta({ description: 'Allowed at all, before rules.' }),
    storeCreditBonusPercent: z.number(),
    instantExchange: z.boolean(),
    keepItem: z.boolean(),
    methods: z.array(ReturnMethodOptionSchema),
    fees: z.object({
      returnFee: MinorUnitsSchema,
      restockingFeePercent: z.number(),
      postagePaidBy: z.enum(['merchant', 'shopper']),
      waiveForExchanges: z.boolean(),
    }),
    returnAssurance: z.object({
      active: z.boolean().meta({ description: 'The order has an active Return Assurance policy.' }),
      remaining: MinorUnitsSchema,
      postage: z.boolean(),
      returnFee: z.boolean(),
      restockingFee: z.boolean(),
    }),
  })
  .meta({ id: 'ReturnMerchantConfig' });
export type ReturnMerchantConfig = z.infer<typeof ReturnMerchantConfigSchema>;

export const ReturnableItemSchema = OrderItemSchema.extend({
  boughtQuantity: z.number().int(),
  returnedQuantity: z.number().int().meta({ description: 'Units held by returns.' }),
  claimedQuantity: z.number().int().meta({ description: 'Units held by claims.' }),
  returnableQuantity: z.number().int().meta({ description: '0 whenever ineligibleReason is set.' }),
  windowFrom: z.enum(['delivery', 'fulfillment']).nullable(),
  windowClosesAt: IsoDateTimeSchema.nullable(),
  finalSale: z.boolean(),
  exchangeOnly: z.boolean(),
  assured: z.boolean().meta({ description: "Covered by the order's Return Assurance." }),
  resolutions: z.array(ReturnResolutionSchema),
  ineligibleReason: ReturnIneligibleReasonSchema.nullable(),
  ineligibleReasonKey: z.string().nullable().meta({ description: 'returnIneligible.<reason>' }),
}).meta({ id: 'ReturnableItem' });

export const ExchangeVariantSchema = z
  .object({
    variantId: z.string(),
    title: z.string(),
    price: MinorUnitsSchema,
    available: z.boolean(),
  })
  .meta({ id: 'ExchangeVariant' });

export const ExchangeProductSchema = z
  .object({
    productId: z.string(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    description: z.string().nullable(),
    priceFrom: MinorUnitsSchema,
    currency: CurrencySchema,
    variants: z.array(ExchangeVariantSchema),
  })
  .meta({ id: 'ExchangeProduct' });

export const ExchangeTargetSchema = z
  .object({
    productId: z.string(),
    variantId: z.string().nullable(),
    title: z.string(),
    variantTitle: z.string().nullable(),
    unitPrice: MinorUnitsSchema,
    quantity: z.number().int(),
  })
  .meta({ id: 'ExchangeTarget' });

const AmountsSchema = z.object({
  refund: MinorUnitsSchema,
  credit: MinorUnitsSchema,
  bonus: MinorUnitsSchema,
});

export const ReturnLineSchema = z
  .object({
    item: OrderItemSchema.meta({ description: 'The order item; quantity is the units in this return.' }),
    reason: z.string(),
    subReason: z.string().nullable(),
    note: z.string().nullable(),
    attachments: z.array(z.uuid()),
    resolution: ReturnResolutionSchema,
    kept: z.boolean().meta({ description: 'Refunded without coming back (keep the item).' }),
    instantExchange: z.boolean(),
    exchange: ExchangeTargetSchema.nullable(),
    received: z.number().int(),
    conditions: z.record(z.string(), z.number().int()),
    settled: z.number().int(),
    due: AmountsSchema.meta({ description: 'What the quote promised for every unit.' }),
    paid: AmountsSchema.meta({ description: 'Paid so far (units back and settled, pro rata).' }),
  })
  .meta({ id: 'ReturnLine' });

export const ReturnQuoteSchema = z
  .object({
    itemsTotal: MinorUnitsSchema,
    restockingFee: MinorUnitsSchema,
    returnFee: MinorUnitsSchema,
    postage: MinorUnitsSchema.meta({ description: 'Postage the shopper pays (deducted).' }),
    assuranceCovered: MinorUnitsSchema.meta({ description: 'Fees and postage Return Assurance pays.' }),
    exchangeItems: MinorUnitsSchema,
    refund: MinorUnitsSchema,
    storeCredit: MinorUnitsSchema,
    storeCreditBonus: MinorUnitsSchema,
    balanceDue: MinorUnitsSchema.meta({ description: 'What the shopper pays before the return opens.' }),
  })
  .meta({ id: 'ReturnQuote' });

export const ReturnLabelSchema = z
  .object({
    carrier: z.string(),
    trackingNumber: z.string(),
    labelUrl: z.string().nullable().meta({ description: 'The label PDF (session of the order only).' }),
    qrCodeUrl: z.string().nullable().meta({ description: 'The QR code as SVG, to show at a drop-off.' }),
    provider: z.string().meta({ description: 'builtin, or the configured label provider.' }),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ReturnLabel' });

export const ReturnTimelineEntrySchema = z
  .object({
    at: IsoDateTimeSchema,
    type: z.string().meta({
      description:
        'status_changed, tracking_added, items_received, items_kept, refund_issued, credit_issued, exchange_shipped, closed, label_created',
    }),
    status: ReturnStatusSchema.nullable(),
    actor: z.enum(['shopper', 'merchant', 'rules', 'carrier', 'system']),
    reason: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'ReturnTimelineEntry' });

export const ReturnDetailSchema = z
  .object({
    returnId: z.uuid(),
    returnNumber: z.string(),
    orderName: z.string(),
    status: ReturnStatusSchema,
    statusDisplay: StatusDisplaySchema,
    statusReason: z.string().nullable(),
    method: ReturnMethodOptionSchema.nullable(),
    currency: CurrencySchema,
    assured: z.boolean(),
    lines: z.array(ReturnLineSchema),
    quote: ReturnQuoteSchema,
    balancePaid: MinorUnitsSchema,
    paid: AmountsSchema,
    label: ReturnLabelSchema.nullable(),
    storeCode: z
      .object({
        code: z
          .string()
          .meta({ description: "What the store's counter looks the return up by: its number." }),
        qrCodeUrl: z
          .string()
          .meta({ description: 'The code as a QR code, SVG (session of the order only).' }),
      })
      .nullable()
      .meta({
        description:
          "An in-store return to bring: the code the store's counter scans (get-return-label's store-code.svg); null for every other method and once the items are in.",
      }),
    tracking: z.array(z.object({ carrier: z.string().nullable(), trackingNumber: z.string() })),
    timeline: z.array(ReturnTimelineEntrySchema),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
    can: z.object({
      addTracking: z.boolean(),
      /** The shopper may still cancel it: requested or to return, nothing back or settled yet. */
      cancel: z.boolean(),
      /** The shopper owes part of the balance and the return is open: user/pay-return-balance. */
      payBalance: z.boolean(),
    }),
  })
  .meta({ id: 'ReturnDetail' });
export type ReturnDetail = z.infer<typeof ReturnDetailSchema>;

export const ReturnSummarySchema = z
  .object({
    returnId: z.uuid(),
    returnNumber: z.string(),
    orderName: z.string(),
    status: ReturnStatusSchema,
    statusDisplay: StatusDisplaySchema,
    currency: CurrencySchema,
    refund: MinorUnitsSchema,
    storeCredit: MinorUnitsSchema,
    items: z.array(
      z.object({
        item: OrderItemSchema,
        resolution: ReturnResolutionSchema,
        received: z.number().int(),
        settled: z.number().int(),
      }),
    ),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ReturnSummary' });

export const ReturnProblemSchema = z
  .object({
    code: z
      .string()
      .meta({ description: 'e.g. not_returnable, photo_required; the web shows t(returnProblem.<code>).' }),
    itemId: z.uuid().nullable(),
    ineligibleReason: ReturnIneligibleReasonSchema.nullable(),
  })
  .meta({ id: 'ReturnProblem' });

const ItemQuantitySchema = z.strictObject({
  itemId: z.uuid(),
  quantity: z.number().int().min(1).max(1000),
});

export const ReturnRequestItemSchema = z
  .strictObject({
    itemId: z.uuid(),
    quantity: z.number().int().min(1).max(1000),
    reason: idText(64),
    subReason: idText(64).nullish(),
    note: text().trim().max(2000).nullish(),
    attachments: z
      .array(z.uuid())
      .max(10)
      .default([])
      .meta({ description: 'Photos uploaded with verify-attachment.' }),
    resolution: ReturnResolutionSchema,
    exchange: z
      .strictObject({
        productId: idText(),
        variantId: idText().nullish(),
        quantity: z.number().int().min(1).max(1000),
      })
      .nullish()
      .meta({ description: 'The new item of an exchange; priced by the server from the catalogue.' }),
  })
  .meta({ id: 'ReturnRequestItem' });

export const ReturnRequestBodySchema = z
  .strictObject({
    items: z.array(ReturnRequestItemSchema).min(1).max(100),
    method: ReturnMethodSchema.nullish().meta({ description: 'Null when every item is kept.' }),
  })
  .meta({ id: 'ReturnRequestBody' });
export type ReturnRequestBody = z.infer<typeof ReturnRequestBodySchema>;

const ReturnIdSchema = z.strictObject({ returnId: z.uuid() });

export const returnErrors = {
  notChangeable: 100023,
  itemsNotReturnable: 100024,
  nothingToPay: 100070,
  paymentUnavailable: 100071,
} as const;

export const getReturnMerchantConfig = defineCall('user/get-return-merchant-config', {
  summary: "The store's return policy as the pages show it, for the signed-in order.",
  request: z.strictObject({}),
  response: ReturnMerchantConfigSchema,
});

export const listItemsCoverage = defineCall('list-items-coverage', {
  summary: 'Every item of the order: how many units can be returned, why not, its window, Return Assurance.',
  request: z.strictObject({}),
  response: z.object({
    currency: CurrencySchema,
    hasReturnAssurance: z.boolean(),
    items: z.array(ReturnableItemSchema),
  }),
});

export const ReturnFlowSchema = z
  .object({
    returnFlowRequestId: z.string().meta({ description: 'Send as requestId when submitting.' }),
    orderName: z.string(),
    config: ReturnMerchantConfigSchema,
    items: z.array(ReturnableItemSchema),
    returns: z.array(ReturnSummarySchema),
  })
  .meta({ id: 'ReturnFlow' });

export const createOrderReturnForOrder = defineCall('user/create-order-return-for-order', {
  summary:
    'Starts a return flow for the signed-in order: a request id, the policy, the items, the returns so far.',
  request: z.strictObject({}),
  response: ReturnFlowSchema,
});

export const StartedReturnItemSchema = ReturnableItemSchema.extend({
  chosenQuantity: z.number().int(),
  reasons: z.array(ReturnReasonSchema),
  exchangeVariants: z
    .array(ExchangeVariantSchema)
    .meta({ description: "The product's other variants (same_price_variant)." }),
}).meta({ id: 'StartedReturnItem' });

export const startReturnItems = defineCall('start-return-items', {
  summary:
    'Checks the chosen items and quantities; answers the reasons, resolutions and variants each is offered.',
  request: z.strictObject({
    returnFlowRequestId: ReturnRequestIdSchema.nullish(),
    items: z.array(ItemQuantitySchema).min(1).max(100),
  }),
  response: z.object({ items: z.array(StartedReturnItemSchema) }),
  errors: [100009, 100024],
});

export const listReturnItems = defineCall('list-return-items', {
  summary: "The order's returns with their items, newest first.",
  request: z.strictObject({}),
  response: z.object({ returns: z.array(ReturnSummarySchema) }),
});

export const ItemDecisionFlowSchema = z
  .object({
    itemId: z.uuid(),
    decision: ReturnDecisionSchema,
    resolutions: z.array(ReturnResolutionSchema),
    requiresPhoto: z.boolean(),
    requiresNote: z.boolean(),
    subReasonRequired: z.boolean(),
    instantExchange: z.boolean(),
    problem: z.string().nullable().meta({ description: 'unknown_reason, unknown_sub_reason or null.' }),
  })
  .meta({ id: 'ItemDecisionFlow' });

export const getReturnItemDecisionFlow = defineCall('user/get-return-item-decision-flow', {
  summary:
    'What the rules decide for an item and reason: approve, review, reject or keep; the resolutions left.',
  request: z.strictObject({ itemId: z.uuid(), reason: idText(64), subReason: idText(64).nullish() }),
  response: ItemDecisionFlowSchema,
  errors: [100009],
});

export const ReturnDecisionViewSchema = z
  .object({
    decision: z.enum(['approve', 'review', 'refused']),
    items: z.array(z.object({ itemId: z.uuid(), decision: ReturnDecisionSchema.nullable() })),
    problems: z.array(ReturnProblemSchema),
  })
  .meta({ id: 'ReturnDecision' });

export const getOrderReturnApplyDecision = defineCall('user/get-order-return-apply-decision', {
  summary:
    'The decision for a whole request (approved at once, or reviewed by the store) and its problems. Saves nothing.',
  request: ReturnRequestBodySchema,
  response: ReturnDecisionViewSchema,
  errors: [100009],
});

export const ReturnReviewSchema = z
  .object({
    currency: CurrencySchema,
    decision: z.enum(['approve', 'review']),
    method: ReturnMethodOptionSchema.nullable(),
    assured: z.boolean(),
    lines: z.array(
      z.object({
        item: OrderItemSchema,
        reason: z.string(),
        subReason: z.string().nullable(),
        resolution: ReturnResolutionSchema,
        kept: z.boolean(),
        instantExchange: z.boolean(),
        exchange: ExchangeTargetSchema.nullable(),
        gross: MinorUnitsSchema,
        restockingFee: MinorUnitsSchema,
        due: AmountsSchema,
      }),
    ),
    quote: ReturnQuoteSchema,
  })
  .meta({ id: 'ReturnReview' });

export const getOrderReturnApplyReview = defineCall('user/get-order-return-apply-review', {
  summary:
    'The review page of a request: lines, method and quote. 100024 with data.problems when it cannot be submitted.',
  request: ReturnRequestBodySchema,
  response: ReturnReviewSchema,
  errors: [100009, 100024],
});

export const ReturnPreviewSchema = z
  .object({
    ok: z.boolean(),
    problems: z.array(ReturnProblemSchema),
    methods: z.array(ReturnMethodOptionSchema).meta({ description: 'The methods this request may use.' }),
    review: ReturnReviewSchema.nullable(),
  })
  .meta({ id: 'ReturnPreview' });

export const returnProcessPreview = defineCall('return-process-preview', {
  summary: 'The quote as the shopper chooses; an incomplete request answers ok false with its problems.',
  request: z.strictObject({
    items: z.array(ReturnRequestItemSchema).min(1).max(100),
    method: ReturnMethodSchema.nullish(),
  }),
  response: ReturnPreviewSchema,
  errors: [100009],
});

export const ReturnPostageSchema = z
  .object({
    method: ReturnMethodSchema,
    currency: CurrencySchema,
    labelPostage: MinorUnitsSchema,
    postagePaidBy: z.enum(['merchant', 'shopper']),
    shopperPays: MinorUnitsSchema,
    assuranceCovered: MinorUnitsSchema,
  })
  .meta({ id: 'ReturnPostage' });

export const calculateOrderReturnPostage = defineCall('user/calculate-order-return-postage', {
  summary:
    'The postage of a method for the chosen items: the label, what the shopper pays, what Return Assurance covers.',
  request: z.strictObject({ items: z.array(ItemQuantitySchema).min(1).max(100), method: ReturnMethodSchema }),
  response: ReturnPostageSchema,
  errors: [100009, 100024],
});

export const ExchangePriceSchema = z
  .object({
    currency: CurrencySchema,
    original: MinorUnitsSchema,
    new: MinorUnitsSchema,
    refund: MinorUnitsSchema,
    balanceDue: MinorUnitsSchema,
    newItems: z.array(ExchangeTargetSchema),
  })
  .meta({ id: 'ExchangePrice' });

const looseId = z.union([text().max(100), z.number()]).nullish();

export const calculateReturnExchangePrice = defineCall('user/calculate-return-exchange-price', {
  summary:
    "The price difference of an exchange (the spec's payload): refunded when the new items cost less, owed when more. subDomain, merchantId and orderId must be the session's when given.",
  request: z.strictObject({
    subDomain: text().max(100).nullish(),
    merchantId: looseId,
    orderId: looseId,
    returnFlowRequestId: text().max(100).nullish(),
    exchangeOriginalItemList: z
      .array(
        z.strictObject({
          product_id: text().max(100).nullish(),
          variant_id: text().max(100).nullish(),
          outReturnItemId: z.uuid().meta({ description: 'The order item given back.' }),
          quantity: z.number().int().min(1).max(1000).nullish(),
        }),
      )
      .min(1)
      .max(100),
    exchangeNewItemList: z
      .array(
        z.strictObject({
          productId: idText(),
          variantId: idText().nullish(),
          quantity: z.number().int().min(1).max(1000),
        }),
      )
      .min(1)
      .max(100),
  }),
  response: ExchangePriceSchema,
  errors: [100009, 100024],
});

export const ReturnMethodDetailSchema = z
  .object({
    option: ReturnMethodOptionSchema,
    instructionsKey: z.string().meta({ description: 'i18n key: returnMethod.<method>.instructions' }),
    returnAddress: z.object({ name: z.string(), lines: z.array(z.string()) }).nullable(),
    label: ReturnLabelSchema.nullable().meta({
      description: "The return's label, when a returnId is given.",
    }),
  })
  .meta({ id: 'ReturnMethodDetail' });

export const getReturnMethodDetail = defineCall('user/get-return-method-detail', {
  summary: "How a method works; with a returnId, that return's label, QR code and tracking number.",
  request: z.strictObject({ method: ReturnMethodSchema.nullish(), returnId: z.uuid().nullish() }),
  response: ReturnMethodDetailSchema,
  errors: [100009],
});

export const getReturnProductPageList = defineCall('user/get-return-product-page-list', {
  summary: "The store's products to exchange for, a page at a time, optionally filtered by title.",
  request: z.strictObject({
    page: z.number().int().min(1).max(1000).default(1),
    pageSize: z.number().int().min(1).max(50).default(12),
    query: text().trim().max(100).nullish(),
  }),
  response: z.object({
    products: z.array(ExchangeProductSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const getReturnProductDetail = defineCall('user/get-return-product-detail', {
  summary: 'One product to exchange for, with its variants, prices and availability.',
  request: z.strictObject({ productId: idText() }),
  response: ExchangeProductSchema,
  errors: [100009],
});

export const queryUpsellProducts = defineCall('user/query-upsell-products', {
  summary: 'A few other products to exchange for, not the item given back.',
  request: z.strictObject({ itemId: z.uuid().nullish(), limit: z.number().int().min(1).max(20).default(4) }),
  response: z.object({ products: z.array(ExchangeProductSchema) }),
  errors: [100009],
});

const SubmitReturnRequestSchema = ReturnRequestBodySchema.extend({
  requestId: ReturnRequestIdSchema,
}).meta({ id: 'SubmitReturnRequest' });

export const submitOrderReturn = defineCall('user/submit-order-return', {
  summary:
    'Opens the return; the rules approve at once unless an item needs review. Idempotent by requestId.',
  request: SubmitReturnRequestSchema,
  response: ReturnDetailSchema,
  errors: [100009, 100015, 100024],
});

export const submitReturnProcess = defineCall('submit-return-process', {
  summary: 'Same as user/submit-order-return (the v5 flow names it so). Idempotent by requestId.',
  request: SubmitReturnRequestSchema,
  response: ReturnDetailSchema,
  errors: [100009, 100015, 100024],
});

export const getOrderReturnDetail = defineCall('user/get-order-return-detail', {
  summary: 'A return of the signed-in order: lines, money, label, tracking and timeline.',
  request: ReturnIdSchema,
  response: ReturnDetailSchema,
  errors: [100009],
});

export const getReturnDetail = defineCall('get-return-detail', {
  summary: 'Same as user/get-order-return-detail (order-details?returnId=).',
  request: ReturnIdSchema,
  response: ReturnDetailSchema,
  errors: [100009],
});

export const ReturnTransactionSchema = z
  .object({
    at: IsoDateTimeSchema,
    type: z.enum(['refund', 'store_credit', 'balance_paid', 'exchange_shipped']),
    itemId: z.uuid().nullable(),
    amount: MinorUnitsSchema,
    bonus: MinorUnitsSchema,
    quantity: z.number().int().nullable(),
  })
  .meta({ id: 'ReturnTransaction' });

export const getTransactionDetail = defineCall('user/get-transaction-detail', {
  summary:
    "A return's payments (refunds, credits with their bonus, the balance paid, exchanges shipped), due and paid.",
  request: ReturnIdSchema,
  response: z.object({
    returnId: z.uuid(),
    currency: CurrencySchema,
    transactions: z.array(ReturnTransactionSchema),
    due: AmountsSchema,
    paid: AmountsSchema,
    balancePaid: MinorUnitsSchema,
  }),
  errors: [100009],
});

export const RETURN_PAYMENT_STATUSES = [
  'open',
  'paid',
  'expired',
  'failed',
  'refund_due',
  'refunded',
] as const;

export const ReturnBalanceSchema = z
  .object({
    returnId: z.uuid(),
    currency: CurrencySchema,
    balanceDue: MinorUnitsSchema.meta({
      description: "What the shopper owes in all (the quote's balanceDue).",
    }),
    balancePaid: MinorUnitsSchema,
    outstanding: MinorUnitsSchema.meta({ description: 'What is still to pay.' }),
    payment: z
      .object({
        paymentId: z.uuid(),
        status: z.enum(RETURN_PAYMENT_STATUSES).meta({
          description:
            'open (pay at checkoutUrl), paid, expired (nothing charged; pay again), failed (the provider refused to open it), refund_due and refunded (the return was cancelled or rejected: the payment is given back).',
        }),
        amount: MinorUnitsSchema,
        checkoutUrl: z.string().nullable().meta({
          description:
            "Where the shopper pays while open: the provider's hosted checkout (or the portal's sandbox checkout).",
        }),
        paidAt: IsoDateTimeSchema.nullable(),
      })
      .nullable()
      .meta({ description: 'The latest payment round, or null before the first.' }),
  })
  .meta({ id: 'ReturnBalance' });
export type ReturnBalance = z.infer<typeof ReturnBalanceSchema>;

export const payReturnBalance = defineCall('user/pay-return-balance', {
  summary:
    "Opens the payment provider's checkout of what the shopper still owes on a return (an exchange for something dearer), or answers the open one; the exchange ships once it is paid. Once per requestId; a return has one open checkout at a time, so a retry never charges twice.",
  request: z.strictObject({ returnId: z.uuid(), requestId: ReturnRequestIdSchema }),
  response: ReturnBalanceSchema,
  errors: [100009, 100015, 100070, 100071],
});

export const getReturnBalance = defineCall('user/get-return-balance', {
  summary:
    "A return's balance and its latest payment, read back from the payment provider: paid once the shopper paid at the checkout.",
  request: ReturnIdSchema,
  response: ReturnBalanceSchema,
  errors: [100009],
});

const TrackingRequestSchema = z.strictObject({
  returnId: z.uuid(),
  carrier: text().trim().max(100).nullish(),
  trackingNumber: text()
    .trim()
    .min(4)
    .max(100)
    .regex(/^[\w -]+$/),
});

export const addReturnTracking = defineCall('add-return-tracking', {
  summary: "Adds the carrier's tracking number of the parcel (ship it yourself); the return is then shipped.",
  request: TrackingRequestSchema,
  response: ReturnDetailSchema,
  errors: [100009, 100023],
});

export const saveReturnShippingTrackingInfo = defineCall('user/save-return-shipping-tracking-info', {
  summary: 'Same as add-return-tracking (the v4 flow names it so).',
  request: TrackingRequestSchema,
  response: ReturnDetailSchema,
  errors: [100009, 100023],
});

export const cancelOrderReturn = defineCall('user/cancel-order-return', {
  summary:
    'The shopper cancels an open return before it is sent (requested or to return, nothing back or settled); the items may be returned again. Repeating it answers the cancelled return.',
  request: z.strictObject({
    returnId: z.uuid(),
    reason: text().trim().max(500).nullish(),
  }),
  response: ReturnDetailSchema,
  errors: [100009, 100023],
});

/** A return's label PDF or QR code (not a named call: the return's id is in the path and it answers a file). */
export const getReturnLabel = defineApiCall({
  name: 'get-return-label',
  surface: 'shopper',
  method: 'GET',
  path: `${SERVICE_ROOTS.rc}/return-label/:returnId/:file`,
  auth: 'session',
  summary:
    "A return's label: label.pdf (with QR code and barcode) or qr.svg; for an in-store return store-code.svg (its number as a QR code for the store's counter). To the session of its order only.",
  params: z.strictObject({
    returnId: text().meta({ description: "The return's id (a UUID)." }),
    file: text().meta({ description: 'label.pdf, qr.svg or store-code.svg' }),
  }),
  request: z.object({}),
  response: z.unknown(),
  answer: 'file',
  statuses: { 200: 'The file, with its content type.' },
  errors: [100009],
});

/** Statuses in the order the pages show a return's progress. */
export const RETURN_PROGRESS: readonly ReturnStatus[] = [
  'requested',
  'to_return',
  'return_shipped',
  'return_received',
  'completed',
];
