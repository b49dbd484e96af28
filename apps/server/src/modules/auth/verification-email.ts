// Renders the branded, translated verification e-mail (HTML and plain text).
import { matchLanguage } from '@rc/domain/languages';
import { type EmailBrand, fillTemplate, renderBrandedEmail } from '../../adapters/mail/branded-email';
import { VERIFICATION_EMAIL_TEXTS } from './verification-email-texts';

export interface VerificationEmailInput extends EmailBrand {
  language: string;
  firstName: string | null;
  orderName: string;
  link: string;
}

export function renderVerificationEmail(input: VerificationEmailInput) {
  const language = matchLanguage(input.language) ?? 'en-US';
  const texts = VERIFICATION_EMAIL_TEXTS[language];
  const values = { merchant: input.merchantName, order: input.orderName, name: input.firstName ?? '' };
  return renderBrandedEmail({
    language,
    subject: fillTemplate(texts.subject, values),
    merchantName: input.merchantName,
    logoUrl: input.logoUrl,
    buttonColour: input.buttonColour,
    buttonTextColour: input.buttonTextColour,
    ...(input.store ? { store: input.store } : {}),
    paragraphs: [
      input.firstName ? fillTemplate(texts.greetingNamed, values) : texts.greeting,
      fillTemplate(texts.intro, values),
    ],
    button: { label: texts.button, link: input.link },
    fallbackLabel: texts.fallback,
    notes: [texts.expiry, texts.ignore],
  });
}
