// The one layout of every e-mail a shopper gets from a store: the merchant's logo (or name), its
// button colours, a few paragraphs, one button, small print, and the same words as plain text.
// Texts arrive translated; everything is escaped here, and a colour that is not a plain CSS
// colour falls back to the default, so merchant settings cannot inject markup.
import { createHash } from 'node:crypto';
import { isCssColour } from '@rc/domain/branding';
import { escapeHtml } from '../../lib/escape-html';
import type { StoreSender } from './mailer';

/** The store's look in an e-mail: its name, its logo as an absolute URL, its button colours. */
export interface EmailBrand {
  merchantName: string;
  /** Absolute URL of the merchant's logo as a PNG (mail clients do not show SVG), or null for its name in bold. */
  logoUrl: string | null;
  buttonColour: string;
  buttonTextColour: string;
  /** Who the e-mail is from: the store, never the portal's own name (issue 15). */
  store?: StoreSender;
}

/** Where a store's e-mail logo is served as PNG; `v` changes with the logo, so caches keep it. */
export function emailLogoPath(shop: string, logo: string): string {
  const version = createHash('sha256').update(logo).digest('hex').slice(0, 12);
  return `/brand/${encodeURIComponent(shop)}/email-logo.png?v=${version}`;
}

/** The e-mail brand of a merchant (its return configuration), logo made absolute against the portal. */
export function emailBrandOf(
  merchant: {
    id?: string;
    name: string;
    shop?: string;
    supportEmail?: string | null;
    settings?: {
      emails?: {
        senderName?: string | null;
        senderAddress?: string | null;
        smtpUrl?: string | null;
        logoPngUrl?: string | null;
      };
    } | null;
    returnConfig: {
      logo?: string | null | undefined;
      customStyleConfig?: {
        primaryButtonBackground?: string | null;
        primaryButtonText?: string | null;
      } | null;
    };
  },
  publicUrl: string,
): EmailBrand {
  const { logo, customStyleConfig } = merchant.returnConfig;
  const emails = merchant.settings?.emails;
  const logoUrl = emails?.logoPngUrl
    ? new URL(emails.logoPngUrl, publicUrl).toString()
    : logo && merchant.shop
      ? new URL(emailLogoPath(merchant.shop, logo), publicUrl).toString()
      : null;
  return {
    merchantName: merchant.name,
    logoUrl,
    buttonColour: customStyleConfig?.primaryButtonBackground ?? '#111111',
    buttonTextColour: customStyleConfig?.primaryButtonText ?? '#ffffff',
    store: {
      storeId: merchant.id ?? null,
      storeName: merchant.name,
      senderName: emails?.senderName ?? null,
      senderAddress: emails?.senderAddress ?? null,
      smtpUrl: emails?.smtpUrl ?? null,
      replyTo: merchant.supportEmail ?? null,
    },
  };
}

export interface BrandedEmailInput extends EmailBrand {
  /** The BCP 47 tag of the texts (the html lang attribute). */
  language: string;
  subject: string;
  /** The message, one entry per paragraph. */
  paragraphs: readonly string[];
  /** Label-and-value lines shown as a small table (an amount, a card number). */
  facts?: readonly { label: string; value: string }[];
  button: { label: string; link: string };
  /** 'If the button does not work, copy this address:' */
  fallbackLabel: string;
  /** Small print under the button. */
  notes?: readonly string[];
}

/** Replaces {{name}} placeholders; a missing value becomes empty, never the placeholder. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

export function renderBrandedEmail(input: BrandedEmailInput): {
  subject: string;
  text: string;
  html: string;
  store?: StoreSender;
} {
  const facts = input.facts ?? [];
  const notes = input.notes ?? [];
  const text = [
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(facts.length > 0 ? [...facts.map((fact) => `${fact.label}: ${fact.value}`), ''] : []),
    `${input.button.label}: ${input.button.link}`,
    '',
    ...(notes.length > 0 ? [...notes, ''] : []),
    `— ${input.merchantName}`,
  ].join('\n');

  const button = isCssColour(input.buttonColour) ? input.buttonColour : '#111111';
  const buttonText = isCssColour(input.buttonTextColour) ? input.buttonTextColour : '#ffffff';
  const link = escapeHtml(input.button.link);
  const logo = input.logoUrl
    ? `<img src="${escapeHtml(input.logoUrl)}" alt="${escapeHtml(input.merchantName)}" height="40" style="max-height:40px">`
    : `<strong style="font-size:20px">${escapeHtml(input.merchantName)}</strong>`;
  const paragraphs = input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n      ');
  const factRows = facts
    .map(
      (fact) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#595f66">${escapeHtml(fact.label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(fact.value)}</td></tr>`,
    )
    .join('');
  const factTable =
    facts.length > 0
      ? `<table role="presentation" style="margin:8px 0;font-size:15px">${factRows}</table>`
      : '';
  const small = (value: string) => `<p style="color:#595f66;font-size:14px">${value}</p>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(input.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1a1a1a">
  <table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
    <tr><td>${logo}</td></tr>
    <tr><td style="padding-top:24px;font-size:16px;line-height:1.5">
      ${paragraphs}
      ${factTable}
      <p style="padding:12px 0"><a href="${link}" style="display:inline-block;padding:14px 24px;border-radius:8px;background:${button};color:${buttonText};font-weight:600;text-decoration:none">${escapeHtml(input.button.label)}</a></p>
      ${notes.map((note) => small(escapeHtml(note))).join('\n      ')}
      ${small(`${escapeHtml(input.fallbackLabel)}<br><a href="${link}" style="word-break:break-all">${link}</a>`)}
    </td></tr>
  </table>
</body>
</html>`;
  return { subject: input.subject, text, html, ...(input.store ? { store: input.store } : {}) };
}
