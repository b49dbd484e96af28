// The signed-in order: its policies and the items they protect.
import { z } from 'zod';
import { defineCall } from '../define-call';
import {
  CurrencySchema,
  FulfillmentSchema,
  MinorUnitsSchema,
  OrderItemSchema,
  PolicySchema,
  text,
} from '../shared-schemas';

const optionalText = text().trim().max(256).nullish();

const RelatedPoliciesSchema = z
  .object({
    applicantEmail: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    orderName: z.string(),
    policyList: z.array(PolicySchema),
  })
  .meta({ id: 'RelatedPolicies' });

export const queryRelatedPolicyWithCheck = defineCall('query-related-policy-with-check', {
  summary:
    "The signed-in order's policies, checked: expired, canceled or no covered items answer with their code.",
  request: z.strictObject({
    channel: optionalText,
    signature: optionalText,
    email: optionalText,
    orderNumber: optionalText,
    accessToken: optionalText,
  }),
  response: RelatedPoliciesSchema,
  errors: [2000002, 2000003, 200006, 200020, 100008, 100009],
});

export const queryRelatedPolicy = defineCall('query-related-policy', {
  summary: "The signed-in order's policies, whatever their state (no check).",
  request: z.strictObject({
    channel: optionalText,
    signature: optionalText,
    email: optionalText,
    orderNumber: optionalText,
  }),
  response: RelatedPoliciesSchema,
  errors: [100008, 100009],
});

export const getAllProtectedItem = defineCall('get-all-protected-item', {
  summary:
    'The protected items of the signed-in order by fulfillment, the unfulfilled ones and the sums insured.',
  request: z.strictObject({ policyId: z.uuid().nullish() }),
  response: z.object({
    currency: CurrencySchema,
    sumInsure: MinorUnitsSchema,
    remainSumInsure: MinorUnitsSchema,
    fulfillments: z.array(FulfillmentSchema),
    unfulfilledList: z.array(OrderItemSchema),
  }),
  errors: [100008, 100009],
});
