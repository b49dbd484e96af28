// The EU withdrawal function (Directive 2011/83/EU Article 11a, issue 15): the shopper's
// "withdraw from contract here" for an order within its withdrawal period. The statement step
// reads what the function offers; the confirmation records the withdrawal once per requestId and
// e-mails the acknowledgement at once.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { IsoDateTimeSchema, text } from '../shared-schemas';

export const WithdrawalItemSchema = z
  .object({
    orderItemId: z.uuid(),
    title: z.string(),
    quantity: z.number().int().min(1),
  })
  .meta({ id: 'WithdrawalItem' });

export const WithdrawalSchema = z
  .object({
    withdrawalId: z.uuid(),
    orderName: z.string(),
    name: z.string().meta({ description: "The shopper's name as stated." }),
    email: z.string().meta({ description: 'Where the acknowledgement was sent.' }),
    partial: z.boolean().meta({ description: 'False: the whole order; true: only `items`.' }),
    items: z.array(WithdrawalItemSchema),
    receivedAt: IsoDateTimeSchema.meta({
      description: 'When the statement was received (the legal record).',
    }),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const WithdrawalRefusalSchema = z.enum(['disabled', 'market', 'period_ended']).meta({
  description:
    'Why the function is not offered: not enabled by the store, not in its markets, or the period ended.',
});

export const ReturnGoodsSchema = z
  .discriminatedUnion('how', [
    z.object({ how: z.literal('return_flow') }).meta({
      description: "The store's return flow: its methods, and its label where the store offers one.",
    }),
    z
      .object({
        how: z.literal('contact'),
        supportEmail: z.string().nullable(),
      })
      .meta({ description: 'The store takes no returns through the portal: its support contact says how.' }),
  ])
  .meta({ id: 'WithdrawalReturnGoods', description: 'How the shopper sends the withdrawn goods back.' });
export type ReturnGoods = z.infer<typeof ReturnGoodsSchema>;

export const WithdrawalOptionsSchema = z
  .object({
    available: z.boolean(),
    refusal: WithdrawalRefusalSchema.nullable(),
    periodDays: z.number().int(),
    endsAt: IsoDateTimeSchema.nullable().meta({
      description: 'The end of the period; null while goods are on their way.',
    }),
    orderName: z.string(),
    name: z.string().meta({ description: "The order's name on file, to prefill the statement." }),
    email: z.string(),
    items: z.array(
      WithdrawalItemSchema.extend({
        variantTitle: z.string().nullable(),
        imageUrl: z.string().nullable(),
        withdrawn: z
          .number()
          .int()
          .min(0)
          .meta({ description: 'Units already withdrawn from (each unit is withdrawn from once).' }),
      }),
    ),
    withdrawals: z
      .array(WithdrawalSchema)
      .meta({ description: 'Withdrawals already received for the order.' }),
    returnGoods: ReturnGoodsSchema,
  })
  .meta({ id: 'WithdrawalOptions' });
export type WithdrawalOptions = z.infer<typeof WithdrawalOptionsSchema>;

export const getWithdrawalOptions = defineCall('user/get-withdrawal-options', {
  summary:
    "What the signed-in order's withdrawal function offers: whether it is within its withdrawal period, the items, the name and e-mail on file, and withdrawals already received.",
  request: z.strictObject({}),
  response: WithdrawalOptionsSchema,
});

export const SubmitWithdrawalRequestSchema = z.strictObject({
  requestId: text()
    .min(8)
    .max(100)
    .regex(/^[\w-]+$/)
    .meta({ description: 'Idempotency key: the same requestId again answers the withdrawal it recorded.' }),
  name: text().trim().min(1).max(200),
  email: z.email().max(254).meta({ description: 'Where the acknowledgement goes.' }),
  items: z
    .array(z.strictObject({ itemId: z.uuid(), quantity: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(200)
    .nullish()
    .meta({
      description:
        'A partial withdrawal: these items only (itemId: the orderItemId of the options). Absent or null: the whole order, or what of it is not withdrawn yet.',
    }),
});

export const submitWithdrawal = defineCall('user/submit-withdrawal', {
  summary:
    "Confirms the withdrawal (the 'confirm withdrawal' step): records it, e-mails the acknowledgement with its content, date and time, and tells the store (webhook withdrawal.received). Idempotent by requestId; what was already withdrawn is refused (100063), also when two confirmations race.",
  request: SubmitWithdrawalRequestSchema,
  response: WithdrawalSchema,
  errors: [100060, 100061, 100063],
});
