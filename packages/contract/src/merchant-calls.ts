// The merchant API: a merchant's store sends orders, branding and translations, makes signed
// sign-in links and decides claims. Every call needs the merchant's API key as a bearer token.
import { matchLanguage } from '@rc/domain/languages';
import { z } from 'zod';
import { ClaimDetailSchema } from './calls/claims';
import { defineApiCall } from './define-call';
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
} from './merchant-api';
import { LoginStyleSchema, text } from './shared-schemas';

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
