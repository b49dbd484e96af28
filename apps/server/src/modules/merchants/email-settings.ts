// A store's e-mail settings (issue 15 white label): its sender, its own SMTP server, a PNG logo and
// its claim e-mails. A sender address is taken only where it can be sent from honestly: through the
// store's own SMTP server, or on a domain verified for the portal's sending (MAIL_VERIFIED_DOMAINS);
// anything else would be refused or spam-foldered by the receiving servers.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { emailBrandOf } from '../../adapters/mail/branded-email';
import { senderOf } from '../../adapters/mail/mailer';
import { AppError } from '../../lib/app-error';
import type { MerchantRow } from './repository';
import type { MerchantsService } from './service';
import type { EmailSettings } from './tables';

export interface EmailSettingsOptions {
  portalFrom: string;
  verifiedDomains: readonly string[];
  publicUrl: string;
}

/** The settings as the merchant API answers them: the SMTP server by its host only. */
export function emailSettingsView(merchant: MerchantRow, options: EmailSettingsOptions) {
  const emails = merchant.settings.emails ?? {};
  const brand = emailBrandOf(merchant, options.publicUrl);
  const ownServer = Boolean(emails.smtpUrl && emails.senderAddress);
  return {
    senderName: emails.senderName ?? null,
    senderAddress: emails.senderAddress ?? null,
    smtpHost: emails.smtpUrl ? new URL(emails.smtpUrl).host : null,
    logoPngUrl: emails.logoPngUrl ?? null,
    claimEmails: {
      disabled: (emails.claimEmails?.disabled ?? []) as never[],
      texts: (emails.claimEmails?.texts ?? {}) as never,
    },
    from: senderOf(brand.store, options.portalFrom, new Set(options.verifiedDomains), ownServer),
    emailLogoUrl: brand.logoUrl,
  };
}

export async function changeEmailSettings(
  merchants: MerchantsService,
  merchantId: string,
  input: Partial<EmailSettings>,
  options: EmailSettingsOptions,
) {
  const updated = await merchants.changeMerchant(merchantId, (current) => {
    const next: EmailSettings = {
      ...(current.settings.emails ?? {}),
      ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
    };
    const domain = next.senderAddress?.split('@')[1]?.toLowerCase();
    if (next.senderAddress && !next.smtpUrl && !(domain && options.verifiedDomains.includes(domain))) {
      throw new AppError(ERROR_CODES.SENDER_NOT_VERIFIED, { httpStatus: 422 });
    }
    return { settings: { ...current.settings, emails: next } };
  });
  if (!updated) throw new AppError(ERROR_CODES.UNEXPECTED_ERROR);
  return emailSettingsView(updated, options);
}
