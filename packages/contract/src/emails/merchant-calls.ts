// The merchant API's e-mail settings (issue 15 white label): who the store's e-mails to shoppers
// are from, through which server, with which PNG logo, and which claim e-mails say what.
import { EMAILED_CLAIM_STATUSES } from '@rc/domain/claim-lifecycle';
import { z } from 'zod';
import { defineApiCall } from '../define-call';
import { MERCHANT_API_ROOT } from '../merchant/api';
import { text } from '../shared-schemas';

const merchantCall = { surface: 'merchant', auth: 'merchant' } as const;

const ClaimEmailTextSchema = z.strictObject({
  subject: text().max(200).optional(),
  body: text().max(2000).optional(),
});

export const EmailSettingsSchema = z
  .object({
    senderName: text()
      .trim()
      .max(100)
      .nullable()
      .meta({ description: 'The From name (the store name when unset).' }),
    senderAddress: z.email().max(254).nullable().meta({
      description:
        "The From address: used with the store's own SMTP server, or on a domain verified for the portal's sending; else e-mails come from the store's name at the portal's neutral address.",
    }),
    smtpUrl: text()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .max(1000)
      .nullable()
      .meta({ description: "The store's own SMTP server (write-only: answered with its host only)." }),
    // Storable text first (no NUL or lone surrogate reaches the database), then a plain https address.
    logoPngUrl: text()
      .max(2048)
      .regex(/^https:\/\/[^\s/?#]+[^\s]*$/, 'must be an https:// URL')
      .nullable()
      .meta({ description: 'A PNG logo for e-mails; unset: the store logo rendered to PNG by the portal.' }),
    claimEmails: z
      .strictObject({
        disabled: z
          .array(z.enum(EMAILED_CLAIM_STATUSES))
          .default([])
          .meta({ description: 'Claim statuses whose e-mail the shopper does not get.' }),
        texts: z
          .record(
            text().regex(/^[a-z]{2}-[A-Z]{2}$/),
            z.partialRecord(z.enum(EMAILED_CLAIM_STATUSES), ClaimEmailTextSchema),
          )
          .default({})
          .meta({
            description:
              "The store's own subject and message per language and status; {{order}}, {{claim}}, {{amount}}, {{merchant}}, {{name}} are filled in.",
          }),
      })
      .meta({ id: 'ClaimEmailSettings' }),
  })
  .meta({ id: 'EmailSettingsInput' });

export const EmailSettingsViewSchema = EmailSettingsSchema.omit({ smtpUrl: true })
  .extend({
    smtpHost: z.string().nullable().meta({ description: "The host of the store's own SMTP server, if any." }),
    from: z.string().meta({ description: 'The From the e-mails go out with now.' }),
    emailLogoUrl: z.string().nullable().meta({ description: 'The PNG logo e-mails show.' }),
  })
  .meta({ id: 'EmailSettings' });

export const merchantPutEmailSettings = defineApiCall({
  ...merchantCall,
  name: 'merchant-put-email-settings',
  method: 'PUT',
  path: `${MERCHANT_API_ROOT}/email-settings`,
  summary:
    "How the store's e-mails to shoppers go out (sender, its own SMTP server, the PNG logo) and which claim e-mails are sent in whose words; fields left out keep their value.",
  request: EmailSettingsSchema.partial(),
  response: EmailSettingsViewSchema,
  errors: [100062],
});

export const merchantGetEmailSettings = defineApiCall({
  ...merchantCall,
  name: 'merchant-get-email-settings',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/email-settings`,
  summary: "The store's e-mail settings and the From its e-mails go out with.",
  request: z.strictObject({}),
  response: EmailSettingsViewSchema,
});
