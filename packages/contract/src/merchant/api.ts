// The shapes of the merchant integration API (how orders come in from a merchant's store; not in
// the spec, needed for real use) and of the operator's admin API. The calls themselves are
// declared in merchant-calls.ts and admin-calls.ts.
import { isBrandImageUrl, isCssColour, isFontFamily, isFontUrl } from '@rc/domain/branding';
import { z } from 'zod';
import {
  CurrencySchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  PostalAddressSchema,
  ShopSlugSchema,
  storableText,
  text,
} from '../shared-schemas';

export const MERCHANT_API_ROOT = '/api/merchant/v1';
export const ADMIN_API_ROOT = '/api/admin/v1';

/** Shipment states a merchant may report for a fulfillment. */
export const FULFILLMENT_STATUSES = [
  'pre_transit',
  'in_transit',
  'shipped',
  'delivered',
  'un_delivered',
  'exception',
] as const;

const externalId = text().trim().min(1).max(128);
const optionalText = (max: number) => text().trim().max(max).nullish();
/** An http(s) address: the URL parser would keep a NUL or a lone surrogate, percent-encoded. */
const webUrl = () =>
  z
    .url({ protocol: /^https?$/ })
    .check(storableText)
    .max(2048);

export const MerchantOrderItemSchema = z.strictObject({
  id: externalId.meta({ description: "The line item's id in the merchant's store." }),
  productId: optionalText(128),
  variantId: optionalText(128),
  title: text().trim().min(1).max(500),
  variantTitle: optionalText(500),
  sku: optionalText(128),
  imageUrl: webUrl().nullish(),
  quantity: z.number().int().min(1).max(10_000),
  price: MinorUnitsSchema.min(0)
    .max(100_000_000)
    .meta({ description: 'Unit price actually paid, minor units.' }),
});

export const MerchantFulfillmentSchema = z.strictObject({
  id: externalId,
  status: z.enum(FULFILLMENT_STATUSES),
  carrier: optionalText(100),
  trackingNumber: optionalText(100),
  trackingUrl: webUrl().nullish(),
  shippedAt: IsoDateTimeSchema.nullish(),
  deliveredAt: IsoDateTimeSchema.nullish(),
  coverageCanceled: z
    .boolean()
    .nullish()
    .meta({ description: "Cancel this package's coverage (shoppers see 200020)." }),
  items: z
    .array(z.strictObject({ itemId: externalId, quantity: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(250),
});

export const MerchantPolicySchema = z.strictObject({
  id: externalId,
  productCode: z.enum([
    'shipping_protection',
    'return_assurance',
    'extended_warranty',
    'accidental_damage',
    'delivery_guarantee',
  ]),
  status: z.enum(['active', 'expired', 'canceled']),
  sumInsured: MinorUnitsSchema.min(0).max(100_000_000),
  remaining: MinorUnitsSchema.min(0).max(100_000_000).nullish(),
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema,
  itemIds: z.array(externalId).max(250).meta({ description: 'The line items this policy covers.' }),
});

export const MerchantOrderSchema = z
  .strictObject({
    email: z.email().max(254),
    phone: optionalText(32),
    firstName: optionalText(100),
    lastName: optionalText(100),
    currency: CurrencySchema,
    country: text()
      .regex(/^[A-Z]{2}$/)
      .nullish(),
    shippingAddress: PostalAddressSchema.nullish().meta({
      description: "Where the order went: the sender's address on the built-in return label (decision 053).",
    }),
    totalPrice: MinorUnitsSchema.min(0).nullish(),
    shippingPrice: MinorUnitsSchema.min(0)
      .max(100_000_000)
      .nullish()
      .meta({ description: 'Shipping paid; a claim with the extra coverage (includeBp) pays it back too.' }),
    channel: optionalText(64),
    platform: optionalText(64),
    placedAt: IsoDateTimeSchema,
    items: z.array(MerchantOrderItemSchema).min(1).max(250),
    fulfillments: z.array(MerchantFulfillmentSchema).max(100).default([]),
    policies: z.array(MerchantPolicySchema).max(20).default([]),
  })
  .superRefine((order, ctx) => {
    const quantities = new Map(order.items.map((item) => [item.id, item.quantity]));
    if (quantities.size !== order.items.length) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'item ids must be unique' });
    }
    const shipped = new Map<string, number>();
    order.fulfillments.forEach((fulfillment, f) => {
      fulfillment.items.forEach((line, i) => {
        if (!quantities.has(line.itemId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['fulfillments', f, 'items', i, 'itemId'],
            message: 'unknown item',
          });
        }
        shipped.set(line.itemId, (shipped.get(line.itemId) ?? 0) + line.quantity);
      });
    });
    for (const [itemId, quantity] of shipped) {
      if (quantity > (quantities.get(itemId) ?? Number.POSITIVE_INFINITY)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fulfillments'],
          message: `item ${itemId} is fulfilled more times than ordered`,
        });
      }
    }
    order.policies.forEach((policy, p) => {
      policy.itemIds.forEach((itemId, i) => {
        if (!quantities.has(itemId)) {
          ctx.addIssue({ code: 'custom', path: ['policies', p, 'itemIds', i], message: 'unknown item' });
        }
      });
      if (policy.endsAt < policy.startsAt) {
        ctx.addIssue({
          code: 'custom',
          path: ['policies', p, 'endsAt'],
          message: 'must not be before startsAt',
        });
      }
    });
    for (const key of ['fulfillments', 'policies'] as const) {
      const ids = order[key].map((entry) => entry.id);
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'ids must be unique' });
      }
    }
  })
  .meta({ id: 'MerchantOrder', description: 'An order with its items, fulfillments and policies.' });
export type MerchantOrder = z.infer<typeof MerchantOrderSchema>;

export const OrderNameParamSchema = text().trim().min(1).max(64);

export const MerchantOrderResultSchema = z
  .object({
    orderId: z.uuid(),
    orderName: z.string(),
    result: z.enum(['created', 'updated', 'unchanged']),
  })
  .meta({ id: 'MerchantOrderResult' });

export const CreateMerchantSchema = z.strictObject({
  shop: ShopSlugSchema,
  name: text().trim().min(1).max(200),
});

export const CreatedMerchantSchema = z
  .object({
    merchantId: z.uuid(),
    shop: z.string(),
    apiKey: z.string().meta({ description: 'Shown once; only its hash is stored.' }),
    signingSecret: z.string().meta({ description: "The key of the store's signed sign-in links." }),
  })
  .meta({ id: 'CreatedMerchant' });

const colour = text().trim().refine(isCssColour, 'must be a CSS colour such as #1f4d3a');
const imageUrl = text().trim().refine(isBrandImageUrl, 'must be an https:// URL or a path');

/** The merchant's return configuration and the switches that change the shopper journey. */
export const MerchantBrandingSchema = z
  .strictObject({
    name: text().trim().min(1).max(200).optional(),
    platform: text()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,30}$/, 'must be a platform name such as shopify or woocommerce')
      .optional()
      .meta({
        description:
          "The store's platform (shopify, shopline, woocommerce…); the rc3 login is not offered on shopify.",
      }),
    supportEmail: z.email().max(254).nullish(),
    helpCenterUrl: webUrl().nullish(),
    shopDomain: text().trim().max(255).nullish(),
    returnConfig: z
      .strictObject({
        logo: imageUrl.nullish(),
        favicon: imageUrl.nullish(),
        background: imageUrl.nullish(),
        loginAlignment: z.enum(['left', 'right']).optional(),
        removePoweredBy: z.boolean().optional(),
        fontFamily: text()
          .trim()
          .refine(isFontFamily, 'must be a font-family list of at most 120 characters')
          .nullish()
          .meta({
            description: 'Inter, Lora and DM Sans ship with the portal; other families need fontUrl.',
          }),
        fontUrl: text()
          .trim()
          .refine(isFontUrl, 'must be an https address of a .woff2 or .woff file')
          .nullish()
          .meta({ description: 'A web font the store hosts, declared as "Brand Font" and used first.' }),
        customStyleConfig: z
          .strictObject({
            primaryButtonBackground: colour.nullish(),
            primaryButtonText: colour.nullish(),
            secondaryButtonBackground: colour.nullish(),
            secondaryButtonText: colour.nullish(),
            accentColor: colour.nullish(),
            pageBackground: colour.nullish(),
          })
          .meta({ description: 'Colours merge one by one: one left out keeps its value, null removes it.' })
          .optional(),
      })
      .optional(),
    settings: z
      .strictObject({
        enableNewRc: z.boolean().optional(),
        fromUS: z.boolean().optional(),
        loginType: z.enum(['rc3', 'rc4']).optional(),
        theme: z.enum(['black', 'blue']).optional(),
        emailVerification: z.enum(['off', 'always', 'high-value']).optional(),
        verificationThresholdMinor: z.number().int().min(0).optional(),
        legacyRouter: z.boolean().optional(),
        orderNumberHint: text().trim().min(1).max(32).nullish().meta({
          description:
            "An example of the store's order numbers for the sign-in field, e.g. LA-2001; null: '#1001'.",
        }),
        iosApp: z
          .strictObject({
            name: text().trim().min(1).max(60),
            url: webUrl().meta({ description: 'The App Store page or a universal link.' }),
            iconUrl: imageUrl.nullish(),
            subtitle: text().trim().max(120).nullish(),
          })
          .nullish()
          .meta({
            description: "The store's iOS app for the home screen's banner; null removes the banner.",
          }),
        chatMode: z.boolean().optional().meta({
          description:
            "Puts the store on the chat-mode allow-list (spec 6): its shoppers are offered the assistant's chat first.",
        }),
      })
      .optional(),
  })
  .meta({ id: 'MerchantBranding' });
export type MerchantBranding = z.infer<typeof MerchantBrandingSchema>;

/** Translation overrides for one language: flat i18n keys ('login.title') to text. */
export const MerchantTranslationsSchema = z
  .record(
    text()
      .min(1)
      .max(200)
      .regex(/^[\w.-]+$/, 'must be a dotted key such as login.title'),
    text().max(2000),
  )
  .refine((entries) => Object.keys(entries).length <= 1000, 'at most 1000 keys')
  .meta({ id: 'MerchantTranslations' });

export const SignedLinkRequestSchema = z
  .strictObject({
    orderName: text().trim().min(1).max(64),
    email: z.email().max(254),
    expiresInSeconds: z
      .number()
      .int()
      .min(60)
      .max(90 * 86_400)
      .default(7 * 86_400),
  })
  .meta({ id: 'SignedLinkRequest' });

export const SignedLinkSchema = z
  .object({ url: z.string(), signature: z.string(), expiresAt: z.string() })
  .meta({ id: 'SignedLink' });

/** The merchant's decisions on a claim (merchant API and command). */
export const ClaimApprovalSchema = z
  .strictObject({
    amount: MinorUnitsSchema.min(0)
      .nullish()
      .meta({ description: 'Pay less than claimed; by default the claimed amount.' }),
    note: text().trim().max(500).nullish(),
  })
  .meta({ id: 'ClaimApproval' });

export const ClaimReasonSchema = z
  .strictObject({ reason: text().trim().min(1).max(500).meta({ description: 'Shown to the shopper.' }) })
  .meta({ id: 'ClaimReason' });

export const ClaimRulesSchema = z
  .strictObject({
    autoApproveDelay: z.boolean(),
    autoApproveDamageUpToMinor: MinorUnitsSchema.min(0).max(10_000_000),
  })
  .meta({ id: 'ClaimRules' });

export const MerchantClaimListQuerySchema = z.strictObject({
  status: text()
    .regex(/^[a-z_]+$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const MerchantTranslationsResultSchema = z.object({
  language: z.string(),
  keys: z.number().int().meta({ description: 'How many keys the language now has.' }),
});

export const MerchantClaimSummarySchema = z
  .object({
    claimId: z.uuid(),
    claimNumber: z.string(),
    status: z.string(),
    issueType: z.string(),
    amount: MinorUnitsSchema.meta({ description: 'The approved amount, or the claimed one.' }),
    currency: z.string(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'MerchantClaimSummary' });

export const MerchantClaimListSchema = z.object({ claims: z.array(MerchantClaimSummarySchema) });
