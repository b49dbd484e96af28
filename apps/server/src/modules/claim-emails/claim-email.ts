// Renders a claim update e-mail: what changed, in the language the shopper filed the claim in,
// in the store's colours, with a button back to the claim (or, once paid, to the card).
import type { EmailedClaimStatus } from '@rc/domain/claim-lifecycle';
import { formatMoney } from '@rc/domain/format';
import { matchLanguage } from '@rc/domain/languages';
import { type EmailBrand, fillTemplate, renderBrandedEmail } from '../../adapters/mail/branded-email';
import { CLAIM_EMAIL_TEXTS } from './claim-email-texts';

export interface ClaimEmailInput extends EmailBrand {
  status: EmailedClaimStatus;
  language: string;
  firstName: string | null;
  orderName: string;
  claimNumber: string;
  amountMinor: number;
  currency: string;
  country: string | null;
  /** The merchant's own words for a rejection or a request for evidence; null for a rule's. */
  merchantReason: string | null;
  /** Where the claim is shown (the store's sign-in page, which then opens the claim). */
  claimLink: string;
  /** The virtual card of a payout_sent, when there is one. */
  card: { maskedNumber: string; expiry: string; redemptionUrl: string } | null;
  /**
   * The store's own words for this status in this language (merchant e-mail settings), over ours;
   * the same {{placeholders}} work in them.
   */
  storeTexts?: { subject?: string; body?: string } | undefined;
}

export function renderClaimEmail(input: ClaimEmailInput) {
  const language = matchLanguage(input.language) ?? 'en-US';
  const texts = CLAIM_EMAIL_TEXTS[language];
  const amount = formatMoney(input.amountMinor, input.currency, language);
  const values = {
    merchant: input.merchantName,
    order: input.orderName,
    claim: input.claimNumber,
    amount,
    name: input.firstName ?? '',
    reason: input.merchantReason ?? '',
  };
  const paragraphs = [
    input.firstName ? fillTemplate(texts.greetingNamed, values) : texts.greeting,
    fillTemplate(input.storeTexts?.body ?? texts.body[input.status], values),
  ];
  if (input.merchantReason) paragraphs.push(fillTemplate(texts.merchantSays, values));

  const facts = [
    { label: texts.claimLabel, value: input.claimNumber },
    { label: texts.orderLabel, value: input.orderName },
    { label: texts.amountLabel, value: amount },
  ];
  const card = input.status === 'payout_sent' ? input.card : null;
  if (card?.maskedNumber) facts.push({ label: texts.cardLabel, value: card.maskedNumber });
  if (card?.expiry) facts.push({ label: texts.expiryLabel, value: card.expiry });

  return renderBrandedEmail({
    language,
    subject: fillTemplate(input.storeTexts?.subject ?? texts.subject[input.status], values),
    merchantName: input.merchantName,
    logoUrl: input.logoUrl,
    buttonColour: input.buttonColour,
    buttonTextColour: input.buttonTextColour,
    ...(input.store ? { store: input.store } : {}),
    paragraphs,
    facts,
    button: card?.redemptionUrl
      ? { label: texts.useCard, link: card.redemptionUrl }
      : { label: texts.viewClaim, link: input.claimLink },
    fallbackLabel: texts.fallback,
    notes: [fillTemplate(texts.why, values)],
  });
}
