// Shapes that several calls share. Money is always integer minor units with an ISO 4217 currency.
import { isCountryCode } from '@rc/domain/postal-address';
import { z } from 'zod';

/** A UTF-16 surrogate without its partner: not a character, and not valid UTF-8 once encoded. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the string: no NUL character (text and jsonb refuse it), no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export const UNSTORABLE_TEXT_PROBLEM = 'must not contain a NUL character or an unpaired surrogate';

/**
 * The check every string of a request carries (the contract's tests find it on each one): without
 * it a NUL or a lone surrogate reaches the database and fails there, as a 500.
 */
export const storableText = z.refine<string>(isStorableText, {
  message: UNSTORABLE_TEXT_PROBLEM,
  abort: true,
});

/** A string of a request (free text or an identifier): refused with 100002 when it cannot be stored. */
export function text() {
  return z.string().check(storableText);
}

export const MinorUnitsSchema = z.number().int().meta({ description: 'Integer minor units (cents).' });
export const CurrencySchema = text()
  .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
  .meta({ description: 'ISO 4217 currency code.' });
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });
export const ShopSlugSchema = text()
  .min(1)
  .max(63)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'must be lowercase letters, digits and hyphens');

/** The store's iOS app, advertised by the home screen's banner (spec sections 1 and 4). */
export const IosAppSchema = z
  .object({
    name: z.string(),
    url: z
      .string()
      .meta({ description: 'Where Explore leads: the App Store page or a universal link (https).' }),
    iconUrl: z.string().nullable(),
    subtitle: z.string().nullable(),
  })
  .meta({ id: 'IosApp' });

export const LoginStyleSchema = z
  .object({
    merchantId: z.uuid(),
    merchantName: z.string(),
    shop: z.string(),
    platform: z.string(),
    logo: z.string().nullable(),
    favicon: z.string().nullable(),
    background: z.string().nullable(),
    loginAlignment: z.enum(['left', 'right']),
    removePoweredBy: z.boolean(),
    fontFamily: z
      .string()
      .nullable()
      .meta({ description: 'A font-family list; Inter, Lora and DM Sans ship with the portal.' }),
    fontUrl: z
      .string()
      .nullable()
      .meta({ description: "The merchant's own web font (https .woff2/.woff), used before fontFamily." }),
    customStyleConfig: z.record(z.string(), z.string()),
    loginType: z.enum(['rc3', 'rc4']),
    theme: z.enum(['black', 'blue']).meta({ description: 'Page frame of the version 4 layout.' }),
    enableNewRc: z.boolean(),
    fromUS: z.boolean(),
    supportEmail: z.string().nullable(),
    helpCenterUrl: z.string().nullable(),
    legacySiteUrl: z
      .string()
      .meta({ description: 'The legacy resolution site (17track, garmentory, treet).' }),
    translationsVersion: z
      .string()
      .nullable()
      .meta({ description: "Changes when the merchant's translations change; null when it has none." }),
    // Optional in the type only (the server always sends both), so pages built before issue 13
    // and their fixtures keep compiling.
    orderNumberHint: z.string().optional().meta({
      description:
        "An example of the store's own order numbers for the sign-in field (e.g. LA-2001); '#1001' by default.",
    }),
    iosApp: IosAppSchema.nullish().meta({
      description: "The store's iOS app for the home screen's banner (iOS devices only); null: no banner.",
    }),
  })
  .meta({ id: 'LoginStyle', description: "The merchant's return configuration: branding for every page." });
export type LoginStyle = z.infer<typeof LoginStyleSchema>;

export const PolicySchema = z
  .object({
    policyId: z.uuid(),
    merchantId: z.uuid(),
    merchantName: z.string(),
    productCode: z.string().meta({ description: 'Coverage kind, e.g. shipping_protection.' }),
    status: z.enum(['active', 'expired', 'canceled']),
    currency: CurrencySchema,
    sumInsured: MinorUnitsSchema,
    remaining: MinorUnitsSchema,
    startsAt: IsoDateTimeSchema,
    endsAt: IsoDateTimeSchema,
  })
  .meta({ id: 'Policy' });
export type Policy = z.infer<typeof PolicySchema>;

export const OrderItemSchema = z
  .object({
    itemId: z.uuid(),
    productId: z.string().nullable(),
    variantId: z.string().nullable(),
    title: z.string(),
    variantTitle: z.string().nullable(),
    sku: z.string().nullable(),
    imageUrl: z.string().nullable(),
    quantity: z.number().int(),
    unitPrice: MinorUnitsSchema,
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const FulfillmentSchema = z
  .object({
    fulfillmentId: z.uuid(),
    status: z.string().meta({ description: 'Shipment status, e.g. in_transit or delivered.' }),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    shippedAt: IsoDateTimeSchema.nullable(),
    deliveredAt: IsoDateTimeSchema.nullable(),
    coverageCanceled: z
      .boolean()
      .meta({ description: "The merchant canceled this package's coverage (200020)." }),
    items: z.array(OrderItemSchema),
  })
  .meta({ id: 'Fulfillment' });
export type Fulfillment = z.infer<typeof FulfillmentSchema>;

const addressPart = (max: number) => text().trim().min(1, 'must not be empty').max(max);
const optionalAddressPart = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * A postal address a carrier can deliver to (decision 053): the store's return address and the
 * shopper's shipping address on an order. Lines are those of a label (at most 60 characters each).
 */
export const PostalAddressSchema = z
  .strictObject({
    name: addressPart(60).meta({ description: 'Who receives the parcel: a person or a desk ("Returns").' }),
    company: optionalAddressPart(60),
    line1: addressPart(60).meta({ description: 'Street and number.' }),
    line2: optionalAddressPart(60),
    city: addressPart(60),
    region: optionalAddressPart(60).meta({ description: 'State, province or county, where used.' }),
    postalCode: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9 -]{1,10}$/, 'must be a postal code such as 10115, SW1A 1AA or 30-001'),
    country: text()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code such as DE or US'),
    phone: text()
      .trim()
      .regex(/^\+?[0-9][0-9 ()./-]{3,30}$/, 'must be a phone number such as +49 40 123456')
      .nullish()
      .transform((value) => value || null),
  })
  .meta({ id: 'PostalAddress' });
export type PostalAddressInput = z.input<typeof PostalAddressSchema>;

/** A postal address as the API answers it (every part present, null where not given). */
export const PostalAddressViewSchema = z
  .object({
    name: z.string(),
    company: z.string().nullable(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    region: z.string().nullable(),
    postalCode: z.string(),
    country: z.string(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'PostalAddressView' });
export type PostalAddressView = z.infer<typeof PostalAddressViewSchema>;
