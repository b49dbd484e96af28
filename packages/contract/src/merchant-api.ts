// The merchant integration API: how orders come in from a merchant's store (not in the spec;
// needed for real use). Authenticated by the merchant's API key as a bearer token.
import { z } from 'zod';
import { CurrencySchema, IsoDateTimeSchema, MinorUnitsSchema, ShopSlugSchema } from './shared-schemas';

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

const externalId = z.string().trim().min(1).max(128);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const MerchantOrderItemSchema = z.strictObject({
  id: externalId.meta({ description: "The line item's id in the merchant's store." }),
  productId: optionalText(128),
  variantId: optionalText(128),
  title: z.string().trim().min(1).max(500),
  variantTitle: optionalText(500),
  sku: optionalText(128),
  imageUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullish(),
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
  trackingUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullish(),
  shippedAt: IsoDateTimeSchema.nullish(),
  deliveredAt: IsoDateTimeSchema.nullish(),
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
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullish(),
    totalPrice: MinorUnitsSchema.min(0).nullish(),
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

export const OrderNameParamSchema = z.string().trim().min(1).max(64);

export const MerchantOrderResultSchema = z
  .object({
    orderId: z.uuid(),
    orderName: z.string(),
    result: z.enum(['created', 'updated', 'unchanged']),
  })
  .meta({ id: 'MerchantOrderResult' });

export const CreateMerchantSchema = z.strictObject({
  shop: ShopSlugSchema,
  name: z.string().trim().min(1).max(200),
});

export const CreatedMerchantSchema = z.object({
  merchantId: z.uuid(),
  shop: z.string(),
  apiKey: z.string().meta({ description: 'Shown once; only its hash is stored.' }),
});
