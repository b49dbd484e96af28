// The merchant API's side of the EU withdrawal function (issue 15): where it is offered and for how
// long, and the withdrawals received (each also sent as the webhook withdrawal.received).
import { z } from 'zod';
import { defineApiCall } from '../define-call';
import { MERCHANT_API_ROOT } from '../merchant/api';
import { IsoDateTimeSchema, text } from '../shared-schemas';
import { WithdrawalSchema } from './calls';

const merchantCall = { surface: 'merchant', auth: 'merchant' } as const;

export const WithdrawalSettingsSchema = z
  .object({
    enabled: z.boolean().meta({ description: 'Offer the "withdraw from contract here" function.' }),
    periodDays: z
      .number()
      .int()
      .min(14)
      .max(365)
      .meta({ description: 'Days from delivery (the statutory 14 at least).' }),
    countries: z
      .array(
        text()
          .regex(/^[A-Za-z]{2}$/)
          .transform((code) => code.toUpperCase()),
      )
      .max(300)
      .meta({
        description:
          "ISO 3166-1 alpha-2 codes of the orders' countries it is offered for (EU and EEA by default).",
      }),
  })
  .meta({ id: 'WithdrawalSettings' });

export const merchantPutWithdrawalSettings = defineApiCall({
  ...merchantCall,
  name: 'merchant-put-withdrawal-settings',
  method: 'PUT',
  path: `${MERCHANT_API_ROOT}/withdrawal-settings`,
  summary:
    'Turns the withdrawal function on or off, and sets its period and markets; fields left out keep their value.',
  request: WithdrawalSettingsSchema.partial(),
  response: WithdrawalSettingsSchema,
});

export const merchantGetWithdrawalSettings = defineApiCall({
  ...merchantCall,
  name: 'merchant-get-withdrawal-settings',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/withdrawal-settings`,
  summary:
    'Whether the withdrawal function is offered, for how many days after delivery, and in which markets.',
  request: z.strictObject({}),
  response: WithdrawalSettingsSchema,
});

export const MerchantWithdrawalSchema = WithdrawalSchema.extend({
  orderId: z.uuid(),
  country: z.string().nullable(),
  language: z.string(),
}).meta({ id: 'MerchantWithdrawal' });

export const merchantListWithdrawals = defineApiCall({
  ...merchantCall,
  name: 'merchant-list-withdrawals',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/withdrawals`,
  summary: "The store's withdrawals received, newest first (optionally since a time, or of one order).",
  request: z.strictObject({
    since: IsoDateTimeSchema.optional().meta({ description: 'Only those received after this time.' }),
    orderName: text().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  response: z.object({ withdrawals: z.array(MerchantWithdrawalSchema) }),
});
