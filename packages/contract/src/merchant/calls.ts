// The merchant API: a merchant's store sends orders, branding and translations, makes signed
// sign-in links and decides claims. Every call needs the merchant's API key as a bearer token.
import { DEFAULT_APPEAL_WINDOW_DAYS, MAX_APPEAL_WINDOW_DAYS } from '@rc/domain/claim-lifecycle';
import { matchLanguage } from '@rc/domain/languages';
import { z } from 'zod';
import { ClaimDetailSchema } from '../claims/calls';
import { defineApiCall } from '../define-call';
import { ReturnDetailSchema, ReturnItemConditionSchema, ReturnSummarySchema } from '../returns/calls';
import {
  ExchangeCatalogSchema,
  ReturnPolicyOverridesSchema,
  ReturnPolicySchema,
} from '../returns/merchant-api';
import { LoginStyleSchema, PostalAddressSchema, PostalAddressViewSchema, text } from '../shared-schemas';
import {
  CheckpointInputSchema,
  PackageStatusSchema,
  PackageStatusSummarySchema,
  TrackingDetailSchema,
  TrackingStatusSchema,
} from '../tracking/calls';
import {
  ClaimApprovalSchema,
  ClaimReasonSchema,
  ClaimRulesSchema,
  MERCHANT_API_ROOT,
  MerchantBrandingSchema,
  MerchantClaimListQuerySchema,
  MerchantClaimListSchema,
  MerchantOrderResultSchema,
  MerchantOrderSchema,
  MerchantTranslationsResultSchema,
  MerchantTranslationsSchema,
  OrderNameParamSchema,
  SignedLinkRequestSchema,
  SignedLinkSchema,
} from './api';

const merchantCall = { surface: 'merchant', auth: 'merchant' } as const;

export const merchantPutOrder = defineApiCall({
  ...merchantCall,
  name: 'merchant-put-order',
  method: 'PUT',
  path: `${MERCHANT_API_ROOT}/orders/:orderName`,
  summary:
    'Creates or replaces an order with its items, fulfillments and policies. Idempotent: replaying the same body changes nothing.',
  params: z.strictObject({
    orderName: OrderNameParamSchema.meta({
      description: "The order's name as the shopper knows it, URL-encoded (#1001 is %231001).",
    }),
  }),
  request: MerchantOrderSchema,
  response: MerchantOrderResultSchema,
  statuses: { 200: 'Updated or unchanged.', 201: 'Created.' },
  errors: [100052],
});

export const merchantPutBranding = defineApiCall({
  ...merchantCall,
  name: 'merchant-put-branding',
  method: 'PUT',
  path: `${MERCHANT_API_ROOT}/branding`,
  summary:
    'Sets the return configuration (logo, favicon, background, alignment, font, button colours, powered-by) and journey settings; fields left out keep their value. Answers the login style shoppers now see.',
  request: MerchantBrandingSchema,
  response: LoginStyleSchema,
});

export const merchantPutTranslations = defineApiCall({
  ...merchantCall,
  name: 'merchant-put-translations',
  method: 'PUT',
  path: `${MERCHANT_API_ROOT}/translations/:language`,
  summary:
    "Replaces the store's own wording for one language (flat i18n keys such as login.title), merged over the common translations.",
  params: z.strictObject({
    language: text()
      .refine(
        (language) => matchLanguage(language) === language,
        'must be one of the nine language codes, e.g. de-DE',
      )
      .meta({ description: 'One of en-US, es-ES, pl-PL, pt-PT, it-IT, nl-NL, de-DE, cs-CZ, fr-FR.' }),
  }),
  request: MerchantTranslationsSchema,
  response: MerchantTranslationsResultSchema,
});

export const merchantPostSignedLink = defineApiCall({
  ...merchantCall,
  name: 'merchant-post-signed-link',
  method: 'POST',
  path: `${MERCHANT_API_ROOT}/signed-links`,
  summary:
    "Makes a merchant-signed sign-in link for one order and e-mail. The signature is `{expires}.{hex HMAC-SHA-256}` keyed with the store's signing secret over `order name\\n e-mail in lower case\\n expires` (Unix seconds); merchants may compute it themselves.",
  request: SignedLinkRequestSchema,
  response: SignedLinkSchema,
});

export const merchantPutClaimRules = defineApiCall({
  ...merchantCall,
  name: 'merchant-put-claim-rules',
  method: 'PUT',
  path: `${MERCHANT_API_ROOT}/claim-rules`,
  summary:
    "The store's decision rules: approve delay claims at once, and damage claims up to an amount (minor units; 0 approves none).",
  request: ClaimRulesSchema,
  response: ClaimRulesSchema,
});

export const merchantGetClaimRules = defineApiCall({
  ...merchantCall,
  name: 'merchant-get-claim-rules',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/claim-rules`,
  summary: "The store's decision rules as they apply now (the defaults until set).",
  request: z.strictObject({}),
  response: ClaimRulesSchema,
});

export const AppealSettingsSchema = z
  .strictObject({
    windowDays: z.number().int().min(0).max(MAX_APPEAL_WINDOW_DAYS).meta({
      description: 'Days after a refusal in which the shopper may appeal it once; 0 turns appeals off.',
    }),
  })
  .meta({ id: 'AppealSettings' });

export const merchantPutAppealSettings = defineApiCall({
  ...merchantCall,
  name: 'merchant-put-appeal-settings',
  method: 'PUT',
  path: `${MERCHANT_API_ROOT}/appeal-settings`,
  summary: `How long a shopper may appeal a refused claim (once; ${DEFAULT_APPEAL_WINDOW_DAYS} days until set). An appeal sends the claim back to review with the shopper's note and evidence; decide it again with approve or reject.`,
  request: AppealSettingsSchema,
  response: AppealSettingsSchema,
});

export const merchantGetAppealSettings = defineApiCall({
  ...merchantCall,
  name: 'merchant-get-appeal-settings',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/appeal-settings`,
  summary: `How long a shopper may appeal a refused claim (${DEFAULT_APPEAL_WINDOW_DAYS} days until set; 0: appeals off).`,
  request: z.strictObject({}),
  response: AppealSettingsSchema,
});

const claimParams = z.strictObject({
  claim: text().meta({ description: "The claim's number (as the shopper sees it) or its id." }),
});

export const merchantListClaims = defineApiCall({
  ...merchantCall,
  name: 'merchant-list-claims',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/claims`,
  summary: "The store's claims, newest first, optionally of one status.",
  request: MerchantClaimListQuerySchema,
  response: MerchantClaimListSchema,
});

export const merchantGetClaim = defineApiCall({
  ...merchantCall,
  name: 'merchant-get-claim',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/claims/:claim`,
  summary: 'One claim of the store, with its items, evidence, timeline and payout.',
  params: claimParams,
  request: z.object({}),
  response: ClaimDetailSchema,
  errors: [100009],
});

export const merchantApproveClaim = defineApiCall({
  ...merchantCall,
  name: 'merchant-approve-claim',
  method: 'POST',
  path: `${MERCHANT_API_ROOT}/claims/:claim/approve`,
  summary: 'Approves a claim, for the claimed amount or less; the shopper may then cash it out.',
  params: claimParams,
  request: ClaimApprovalSchema,
  body: 'optional-json',
  response: ClaimDetailSchema,
  errors: [100009, 100016, 100020],
});

export const merchantRejectClaim = defineApiCall({
  ...merchantCall,
  name: 'merchant-reject-claim',
  method: 'POST',
  path: `${MERCHANT_API_ROOT}/claims/:claim/reject`,
  summary: 'Refuses a claim with a reason the shopper sees.',
  params: claimParams,
  request: ClaimReasonSchema,
  response: ClaimDetailSchema,
  errors: [100009, 100016],
});

export const merchantRequestEvidence = defineApiCall({
  ...merchantCall,
  name: 'merchant-request-evidence',
  method: 'POST',
  path: `${MERCHANT_API_ROOT}/claims/:claim/request-evidence`,
  summary: 'Asks the shopper for more evidence, saying what is needed; the claim waits for them.',
  params: claimParams,
  request: ClaimReasonSchema,
  response: ClaimDetailSchema,
  errors: [100009, 100016],
});

// Returns (issue 11, decision 023): the store's policy and exchange catalogue, its returns and the
// commands that move them. A command's Idempotency-Key header is its command id: the same key
// again changes nothing and answers the return as it is.
const returnParams = z.strictObject({
  return: text().meta({ description: "The return's number (as the shopper sees it) or its id." }),
});

const returnItemUnits = z.strictObject({
  itemId: z.uuid(),
  quantity: z.number().int().min(1).max(1000),
});

const returnReasonText = z
  .strictObject({ reason: text().trim().min(1).max(500).nullish() })
  .meta({ description: 'Shown to the shopper.' });

const returnCommandStatuses = {
  200: 'Done, or already done (the same Idempotency-Key again).',
} as const;

export const merchantGetReturnPolicy = defineApiCall({
  ...merchantCall,
  name: 'merchant-get-return-policy',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/return-policy`,
  summary: "The store's return policy in full (the default until it sets its own).",
  request: z.object({}),
  response: ReturnPolicySchema,
});

export const merchantPutReturnPolicy = defineApiCall({
  ...merchantCall,
  name: 'merchant-put-return-policy',
  method: 'PUT',
  path: `${MERCHANT_API_ROOT}/return-policy`,
  summary:
    "Sets the store's return policy over the defaults (groups merged key by key; lists replace the default's). Applies to new returns only. Answers the whole policy.",
  request: ReturnPolicyOverridesSchema,
  response: ReturnPolicySchema,
});

export const ReturnAddressAnswerSchema = z
  .object({
    returnAddress: PostalAddressViewSchema.nullable().meta({
      description: 'Null until the store sets one; label-making return methods are offered only once it has.',
    }),
  })
  .meta({ id: 'ReturnAddressAnswer' });

export const merchantGetReturnAddress = defineApiCall({
  ...merchantCall,
  name: 'merchant-get-return-address',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/return-address`,
  summary: 'Where returned parcels go: the recipient printed on the built-in return label (null until set).',
  request: z.object({}),
  response: ReturnAddressAnswerSchema,
});

export const merchantPutReturnAddress = defineApiCall({
  ...merchantCall,
  name: 'merchant-put-return-address',
  method: 'PUT',
  path: `${MERCHANT_API_ROOT}/return-address`,
  summary:
    "Sets the store's return address (name or desk, company, street lines, city, region, postal code, ISO 3166-1 alpha-2 country, phone). Until a store has one, its shoppers are not offered a return label (decision 053).",
  request: PostalAddressSchema,
  response: ReturnAddressAnswerSchema,
});

export const merchantPutExchangeCatalog = defineApiCall({
  ...merchantCall,
  name: 'merchant-put-exchange-catalog',
  method: 'PUT',
  path: `${MERCHANT_API_ROOT}/exchange-catalog`,
  summary:
    'Replaces the products shoppers may exchange for (other variants of the same product, or anything), with prices in minor units and availability.',
  request: ExchangeCatalogSchema,
  response: ExchangeCatalogSchema,
});

export const merchantListReturns = defineApiCall({
  ...merchantCall,
  name: 'merchant-list-returns',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/returns`,
  summary: "The store's returns, newest first, optionally of one status.",
  request: MerchantClaimListQuerySchema,
  response: z.object({ returns: z.array(ReturnSummarySchema) }),
});

/** What was carried out on the store's platform for a return: a refund, store credit or an exchange order. */
export const StoreActionSchema = z
  .object({
    actionId: z.uuid(),
    kind: z.enum(['refund', 'store_credit', 'exchange_order']),
    itemId: z.uuid(),
    amount: z.number().int(),
    bonus: z.number().int(),
    quantity: z.number().int().nullable(),
    platform: z.string().meta({ description: 'builtin (recorded by the portal) or shopify.' }),
    status: z.enum(['pending', 'done', 'retrying', 'failed']).meta({
      description:
        'pending (queued), done (reference set), retrying (the platform could not be reached; asked again with backoff, lastError says why), failed (the platform refused; lastError says why).',
    }),
    reference: z.string().nullable(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    doneAt: z.string().nullable(),
  })
  .meta({ id: 'StoreAction' });

export const merchantGetReturn = defineApiCall({
  ...merchantCall,
  name: 'merchant-get-return',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/returns/:return`,
  summary:
    'One return of the store with its lines, money, label, tracking and timeline, and what was carried out on the store platform (storeActions).',
  params: returnParams,
  request: z.object({}),
  response: ReturnDetailSchema.extend({ storeActions: z.array(StoreActionSchema) }),
  errors: [100009],
});

function returnCommand(spec: {
  name: string;
  segment: string;
  summary: string;
  request: z.ZodType;
  body?: 'json' | 'optional-json';
}) {
  return defineApiCall({
    ...merchantCall,
    name: spec.name,
    method: 'POST',
    path: `${MERCHANT_API_ROOT}/returns/:return/${spec.segment}`,
    summary: `${spec.summary} Idempotent by the Idempotency-Key header.`,
    params: returnParams,
    request: spec.request,
    body: spec.body ?? 'json',
    response: ReturnDetailSchema,
    statuses: returnCommandStatuses,
    errors: [100009, 100023],
  });
}

export const merchantApproveReturn = returnCommand({
  name: 'merchant-approve-return',
  segment: 'approve',
  summary: 'Approves a requested return: the shopper is told how to send the items back.',
  request: z.strictObject({}),
  body: 'optional-json',
});

export const merchantRejectReturn = returnCommand({
  name: 'merchant-reject-return',
  segment: 'reject',
  summary: 'Refuses a requested return, with a reason the shopper sees; its items are free again.',
  request: returnReasonText,
  body: 'optional-json',
});

export const merchantCancelReturn = returnCommand({
  name: 'merchant-cancel-return',
  segment: 'cancel',
  summary: 'Cancels a return before anything is back or settled; its items are free again.',
  request: returnReasonText,
  body: 'optional-json',
});

export const merchantReceiveReturnItems = returnCommand({
  name: 'merchant-receive-return-items',
  segment: 'receive',
  summary:
    'Records units that arrived, per item with their condition; partial receipts add up. Money earned by units back and settled is paid.',
  request: z.strictObject({
    items: z
      .array(returnItemUnits.extend({ condition: ReturnItemConditionSchema }))
      .min(1)
      .max(100),
  }),
});

const settleRequest = z.strictObject({ items: z.array(returnItemUnits).min(1).max(100) });

export const merchantRefundReturnItems = returnCommand({
  name: 'merchant-refund-return-items',
  segment: 'refund',
  summary: 'Refunds units of original_payment lines that are back (or kept), pro rata of the quote.',
  request: settleRequest,
});

export const merchantCreditReturnItems = returnCommand({
  name: 'merchant-credit-return-items',
  segment: 'credit',
  summary: 'Issues store credit (with its bonus) for units of store_credit lines that are back (or kept).',
  request: settleRequest,
});

export const merchantShipReturnExchange = returnCommand({
  name: 'merchant-ship-return-exchange',
  segment: 'ship-exchange',
  summary: 'Ships the new item of exchange lines: units back, or before for an instant exchange.',
  request: settleRequest,
});

export const merchantCloseReturn = returnCommand({
  name: 'merchant-close-return',
  segment: 'close',
  summary:
    'Ends a received return: units back but not settled are withheld, units never back are not returned; also ends an instant exchange whose item never came back (its units listed as exchangedNotReturned, decision 034).',
  request: returnReasonText,
  body: 'optional-json',
});

export const merchantRetryStoreAction = defineApiCall({
  ...merchantCall,
  name: 'merchant-retry-return-store-action',
  method: 'POST',
  path: `${MERCHANT_API_ROOT}/returns/:return/store-actions/:action/retry`,
  summary:
    "Asks the store platform again, now, for an action it refused (status failed; lastError says why), once fixed on the store's side (the order found, a payment to refund). The action is queued again (pending) once: a second retry while it is on its way, or a retry of an action done, answers 409 with 100073 and the action's status. Idempotent by the Idempotency-Key header.",
  params: z.strictObject({
    return: text().meta({ description: "The return's number or id." }),
    action: z.uuid().meta({ description: 'The actionId from storeActions.' }),
  }),
  request: z.object({}),
  body: 'optional-json',
  response: StoreActionSchema,
  errors: [100009, 100073],
});

// Package tracking (issue 12): the store pushes a package's checkpoints and estimate, and says when
// a package counts as delayed and which tracking e-mails its shoppers get.
export const merchantPostCheckpoints = defineApiCall({
  ...merchantCall,
  name: 'merchant-post-tracking-checkpoints',
  method: 'POST',
  path: `${MERCHANT_API_ROOT}/orders/:orderName/fulfillments/:fulfillment/checkpoints`,
  summary:
    "Adds checkpoints to a package (by its fulfillment id in the store's order, or ours), and optionally its estimated delivery and destination time zone. Each checkpoint is stored once (by its id, else by its time, status, place and message): sending it again changes nothing. Open tracking pages update at once.",
  params: z.strictObject({
    orderName: OrderNameParamSchema.meta({
      description: "The order's name, URL-encoded (#1001 is %231001).",
    }),
    fulfillment: text().meta({
      description: "The package's fulfillment id as the store sent it with the order.",
    }),
  }),
  request: z.strictObject({
    checkpoints: z.array(CheckpointInputSchema).max(200).default([]),
    estimatedDeliveryAt: z.iso.datetime({ offset: true }).nullish(),
    destinationTimeZone: text()
      .max(64)
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as America/Chicago')
      .nullish(),
  }),
  response: PackageStatusSummarySchema.extend({ added: z.number().int() }),
  errors: [100009],
});

export const merchantGetOrderTracking = defineApiCall({
  ...merchantCall,
  name: 'merchant-get-order-tracking',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/orders/:orderName/tracking`,
  summary:
    "Each package of an order as its shopper's tracking page shows it: the status (the fuller one and the spec's), carrier, estimate, delay and every checkpoint, from the store's own checkpoints and the tracking aggregator's. Told of changes by the tracking.* webhooks.",
  params: z.strictObject({
    orderName: OrderNameParamSchema.meta({
      description: "The order's name, URL-encoded (#1001 is %231001).",
    }),
  }),
  request: z.strictObject({}),
  response: z
    .object({ orderName: z.string(), packages: z.array(TrackingDetailSchema) })
    .meta({ id: 'OrderTracking' }),
  errors: [100009],
});

/** The destination's IANA time zone (the estimate is shown as a day there). */
const timeZoneText = () =>
  text()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/Chicago');

// A return's parcel on its way back (issue 12): a store whose own carrier account sees the parcel
// pushes its checkpoints as it does a package's; an aggregator's webhooks find it by its number.
export const merchantPostReturnCheckpoints = defineApiCall({
  ...merchantCall,
  name: 'merchant-post-return-checkpoints',
  method: 'POST',
  path: `${MERCHANT_API_ROOT}/returns/:return/checkpoints`,
  summary:
    "Adds checkpoints to a return's parcel on its way back (the shopper's tracking number or the label's). Each is stored once; the first scan past 'label created' moves a return waiting for its items to return_shipped, and the delivery to the store sends the webhook return.parcel_delivered once. The shopper's open return page updates at once.",
  params: returnParams,
  request: z.strictObject({
    checkpoints: z.array(CheckpointInputSchema).max(200).default([]),
    estimatedDeliveryAt: z.iso.datetime({ offset: true }).nullish(),
    destinationTimeZone: timeZoneText().nullish(),
  }),
  response: z.object({
    returnId: z.uuid(),
    returnStatus: z.string().meta({ description: "The return's status after the checkpoints." }),
    trackingNumber: z.string(),
    status: TrackingStatusSchema,
    packageStatus: PackageStatusSchema,
    lastEventAt: z.string().nullable(),
    added: z.number().int(),
  }),
  errors: [100009],
});

export const TrackingSettingsSchema = z
  .strictObject({
    delayThresholdDays: z.number().int().min(0).max(60),
    stuckAfterDays: z.number().int().min(1).max(60),
    emails: z.strictObject({
      out_for_delivery: z.boolean(),
      delivered: z.boolean(),
      exception: z.boolean(),
      delayed: z.boolean(),
    }),
  })
  .meta({ id: 'TrackingSettings' });

export const merchantGetTrackingSettings = defineApiCall({
  ...merchantCall,
  name: 'merchant-get-tracking-settings',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/tracking-settings`,
  summary: 'When a package counts as delayed and which tracking e-mails shoppers get, as they apply now.',
  request: z.strictObject({}),
  response: TrackingSettingsSchema,
});

export const merchantPutTrackingSettings = defineApiCall({
  ...merchantCall,
  name: 'merchant-put-tracking-settings',
  method: 'PUT',
  path: `${MERCHANT_API_ROOT}/tracking-settings`,
  summary:
    'When a package counts as delayed (days past its estimate, days without a scan) and which tracking e-mails shoppers get (out for delivery, delivered, exception, delayed); fields left out keep their value.',
  request: TrackingSettingsSchema.partial().extend({
    emails: TrackingSettingsSchema.shape.emails.partial().optional(),
  }),
  response: TrackingSettingsSchema,
});
