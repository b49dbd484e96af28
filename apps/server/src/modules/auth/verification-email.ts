// Renders the branded, translated verification e-mail (HTML and plain text).
import { isCssColour } from '@rc/domain/branding';
import { matchLanguage } from '@rc/domain/languages';
import { VERIFICATION_EMAIL_TEXTS } from './verification-email-texts';

export interface VerificationEmailInput {
  language: string;
  merchantName: string;
  /** Absolute URL of the merchant's logo, or null. */
  logoUrl: string | null;
  buttonColour: string;
  buttonTextColour: string;
  firstName: string | null;
  orderName: string;
  link: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

export function renderVerificationEmail(input: VerificationEmailInput) {
  const texts = VERIFICATION_EMAIL_TEXTS[matchLanguage(input.language) ?? 'en-US'];
  const values = { merchant: input.merchantName, order: input.orderName, name: input.firstName ?? '' };
  const greeting = input.firstName ? fill(texts.greetingNamed, values) : texts.greeting;
  const subject = fill(texts.subject, values);
  const intro = fill(texts.intro, values);
  const text = [
    greeting,
    '',
    intro,
    '',
    `${texts.button}: ${input.link}`,
    '',
    texts.expiry,
    texts.ignore,
    '',
    `— ${input.merchantName}`,
  ].join('\n');

  const html = (template: string) => escapeHtml(fill(template, values));
  const button = isCssColour(input.buttonColour) ? input.buttonColour : '#111111';
  const buttonText = isCssColour(input.buttonTextColour) ? input.buttonTextColour : '#ffffff';
  const link = escapeHtml(input.link);
  const logo = input.logoUrl
    ? `<img src="${escapeHtml(input.logoUrl)}" alt="${escapeHtml(input.merchantName)}" height="40" style="max-height:40px">`
    : `<strong style="font-size:20px">${escapeHtml(input.merchantName)}</strong>`;
  const htmlBody = `<!doctype html>
<html lang="${escapeHtml(matchLanguage(input.language) ?? 'en-US')}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1a1a1a">
  <table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
    <tr><td>${logo}</td></tr>
    <tr><td style="padding-top:24px;font-size:16px;line-height:1.5">
      <p>${html(greeting)}</p>
      <p>${html(intro)}</p>
      <p style="padding:12px 0"><a href="${link}" style="display:inline-block;padding:14px 24px;border-radius:8px;background:${button};color:${buttonText};font-weight:600;text-decoration:none">${html(texts.button)}</a></p>
      <p style="color:#595f66;font-size:14px">${html(texts.expiry)}</p>
      <p style="color:#595f66;font-size:14px">${html(texts.fallback)}<br><a href="${link}" style="word-break:break-all">${link}</a></p>
      <p style="color:#595f66;font-size:14px">${html(texts.ignore)}</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { subject, text, html: htmlBody };
}
