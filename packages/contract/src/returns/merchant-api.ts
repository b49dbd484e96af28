// The shapes of the merchant's return settings (issue 11, decision 023): the return policy (the
// domain's ReturnPolicy, checked by returnPolicyProblems on the server) and the catalogue of
// products a shopper may exchange for. The calls are in merchant-calls.ts.
import {
  RETURN_DECISIONS,
  RETURN_METHOD_IDS,
  RETURN_RESOLUTIONS,
  type ReturnMethodId,
} from '@rc/domain/return-policy';
import { z } from 'zod';
import { CurrencySchema, MinorUnitsSchema, text } from '../shared-schemas';

const code = text()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_-]+$/, 'lowercase letters, digits, _ and -');
const label = text().trim().min(1).max(200);
const productId = text().trim().min(1).max(128);
const amount = MinorUnitsSchema.min(0).max(100_000_000);
const percent = z.number().min(0).max(100);
const resolution = z.enum(RETURN_RESOLUTIONS);
const method = z.enum(RETURN_METHOD_IDS as [ReturnMethodId, ...ReturnMethodId[]]);

const selector = z.strictObject({
  productIds: z.array(productId).max(500),
  tags: z.array(label).max(100),
});

const needs = { requiresPhoto: z.boolean().default(false), requiresNote: z.boolean().default(false) };

const reasons = z
  .array(
    z.strictObject({
      code,
      label,
      ...needs,
      subReasons: z
        .array(z.strictObject({ code, label, ...needs }))
        .max(20)
        .default([]),
    }),
  )
  .min(1)
  .max(40);

const rules = z
  .array(
    z.strictObject({
      when: z.strictObject({
        reasons: z.array(code).max(40).optional(),
        subReasons: z.array(code).max(40).optional(),
        productIds: z.array(productId).max(500).optional(),
        tags: z.array(label).max(100).optional(),
        minUnitPriceMinor: amount.optional(),
        maxUnitPriceMinor: amount.optional(),
      }),
      decision: z.enum(RETURN_DECISIONS),
      resolutions: z.array(resolution).max(4).optional(),
    }),
  )
  .max(50);

const methods = z
  .array(z.strictObject({ method, postageMinor: amount }))
  .min(1)
  .max(6);

const fees = {
  returnFeeMinor: amount,
  postagePaidBy: z.enum(['merchant', 'shopper']),
  restockingFeePercent: percent,
  waiveForExchanges: z.boolean(),
};

const cover = { postage: z.boolean(), returnFee: z.boolean(), restockingFee: z.boolean() };

/** A whole return policy, as the server answers it. */
export const ReturnPolicySchema = z
  .object({
    enabled: z.boolean(),
    windowDays: z.number().int(),
    finalSale: selector,
    exchangeOnly: selector,
    reasons,
    rules,
    defaultDecision: z.enum(RETURN_DECISIONS),
    fees: z.object(fees),
    resolutions: z.object({
      originalPayment: z.boolean(),
      storeCredit: z.object({ enabled: z.boolean(), bonusPercent: percent }),
      sameProductVariant: z.object({ enabled: z.boolean(), instant: z.boolean() }),
      anotherProduct: z.boolean(),
      keepItem: z.boolean(),
    }),
    methods,
    returnAssurance: z.object(cover),
  })
  .meta({ id: 'ReturnPolicy' });

/** What a merchant sets: any part of the policy; groups merged key by key, lists replace the default's. */
export const ReturnPolicyOverridesSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    windowDays: z.number().int().min(1).max(365).optional(),
    finalSale: selector.optional(),
    exchangeOnly: selector.optional(),
    reasons: reasons.optional(),
    rules: rules.optional(),
    defaultDecision: z.enum(RETURN_DECISIONS).optional(),
    fees: z.strictObject(fees).partial().optional(),
    resolutions: z
      .strictObject({
        originalPayment: z.boolean(),
        storeCredit: z.strictObject({ enabled: z.boolean(), bonusPercent: percent }).partial(),
        sameProductVariant: z.strictObject({ enabled: z.boolean(), instant: z.boolean() }).partial(),
        anotherProduct: z.boolean(),
        keepItem: z.boolean(),
      })
      .partial()
      .optional(),
    methods: methods.optional(),
    returnAssurance: z.strictObject(cover).partial().optional(),
  })
  .meta({ id: 'ReturnPolicyOverrides' });
export type ReturnPolicyOverridesInput = z.infer<typeof ReturnPolicyOverridesSchema>;

/** The products a shopper may exchange for; prices in the store's currency. */
export const ExchangeCatalogSchema = z
  .strictObject({
    currency: CurrencySchema,
    products: z
      .array(
        z.strictObject({
          productId,
          title: label,
          imageUrl: text().trim().url().max(2048).nullish(),
          description: text().trim().max(2000).nullish(),
          tags: z.array(label).max(50).default([]),
          variants: z
            .array(
              z.strictObject({
                variantId: productId,
                title: label,
                priceMinor: amount,
                available: z.boolean().default(true),
              }),
            )
            .min(1)
            .max(100),
        }),
      )
      .max(1000),
  })
  .meta({ id: 'ExchangeCatalog' });
export type ExchangeCatalog = z.infer<typeof ExchangeCatalogSchema>;
