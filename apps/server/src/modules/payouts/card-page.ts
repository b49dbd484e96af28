// The gift-card page (issue 15: a white label that does not leak): the virtual Visa card a shopper
// is paid with, shown as the store's: its logo, its colours on the card, its support address, in
// the shopper's language (the claim's, or one chosen on the page), laid out for a phone first.
// No script, no external resource but the store's logo, the style allowed by its hash; never
// cached, never sent as a referrer, never framed: the link is the card's only key.
import { isCssColour } from '@rc/domain/branding';
import { formatDate, formatMoney } from '@rc/domain/format';
import type { LanguageCode } from '@rc/domain/languages';
import { groupCardNumber } from '../../adapters/payout/card-number';
import type { SandboxCard } from '../../adapters/payout/sandbox-issuer';
import { contrastRatio } from '../../lib/colour-contrast';
import { escapeHtml } from '../../lib/escape-html';
import { renderStorePage, STORE_PAGE_HEADERS } from '../../lib/store-page';
import { CARD_PAGE_TEXTS } from './card-page-texts';

/** The store a card was paid by, as its page shows it; null fields fall back to neutral ones. */
export interface CardStore {
  name: string;
  logo: string | null;
  supportEmail: string | null;
  primary: string | null;
  onPrimary: string | null;
  claimNumber: string | null;
  country: string | null;
}

const DEFAULT_COLOURS = { primary: '#1a1f71', onPrimary: '#ffffff' };

/** The card's colours: the store's button colours when they are plain and read at 4.5:1, else ours. */
export function cardColours(store: Pick<CardStore, 'primary' | 'onPrimary'> | null) {
  const primary = store?.primary?.trim();
  const onPrimary = store?.onPrimary?.trim() || '#ffffff';
  if (!primary || !isCssColour(primary) || !isCssColour(onPrimary)) return DEFAULT_COLOURS;
  const ratio = contrastRatio(primary, onPrimary);
  return ratio !== null && ratio >= 4.5 ? { primary, onPrimary } : DEFAULT_COLOURS;
}

function styleOf(colours: { primary: string; onPrimary: string }): string {
  return `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f3f4f6}
header{background:#fff;border-bottom:1px solid #e5e7eb;padding:.75rem 1rem}
header img{display:block;max-height:2.5rem;max-width:12rem;margin:0 auto}
header p{margin:0;text-align:center;font-weight:700;font-size:1.125rem}
main{max-width:30rem;margin:0 auto;padding:1.5rem 1rem 2rem}
h1{font-size:1.375rem;margin:0 0 1.25rem}
.card{border-radius:1rem;padding:1.25rem 1.5rem;color:${colours.onPrimary};background:${colours.primary};box-shadow:0 8px 24px rgba(0,0,0,.2)}
.card-top{display:flex;justify-content:space-between;align-items:baseline;gap:1rem}
.card-store{margin:0;font-weight:600;overflow-wrap:anywhere}
.brand{margin:0;font-size:1.5rem;font-weight:800;font-style:italic;letter-spacing:.05em}
.card dl{display:flex;flex-wrap:wrap;gap:.75rem 2rem;margin:0}
.card .number{flex-basis:100%;margin:1rem 0 .25rem}
.card .number dd{font-size:1.375rem;letter-spacing:.08em;word-spacing:.2em}
.card dt{font-size:.75rem;text-transform:uppercase}
.card dd{margin:0;font:600 1.125rem ui-monospace,"SF Mono",Menlo,Consolas,monospace;user-select:all}
.facts{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1.5rem 0}
.facts dt{color:#4b5563}
.facts dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.note{font-size:.875rem;color:#374151}
.help a{color:#1d4ed8;overflow-wrap:anywhere}
footer{max-width:30rem;margin:0 auto;padding:0 1rem 2rem;font-size:.875rem}
footer ul{display:flex;flex-wrap:wrap;gap:.25rem .75rem;list-style:none;margin:.25rem 0 0;padding:0}
footer a{color:#1d4ed8;display:inline-block;padding:.25rem 0}
footer a[aria-current]{color:#111;font-weight:700;text-decoration:none}
`;
}

/** Headers of the page and of its not-found answer (the CSP and the language come with each page). */
export const CARD_PAGE_HEADERS = STORE_PAGE_HEADERS;

const fill = (template: string, merchant: string) => template.replaceAll('{{merchant}}', merchant);

function page(input: { language: LanguageCode; title: string; store: CardStore | null; body: string }): {
  html: string;
  csp: string;
} {
  return renderStorePage({
    language: input.language,
    title: input.title,
    store: input.store,
    style: styleOf(cardColours(input.store)),
    body: input.body,
    languagesLabel: CARD_PAGE_TEXTS[input.language].language,
    formAction: "'none'",
  });
}

/** The card's page in the store's brand and the given language. */
export function renderCardPage(
  card: SandboxCard,
  store: CardStore | null,
  language: LanguageCode,
): { html: string; csp: string } {
  const texts = CARD_PAGE_TEXTS[language];
  const merchant = store?.name ?? '';
  const issuedOn = formatDate(card.issuedAt, language, 'UTC');
  const facts = [
    [texts.amount, formatMoney(card.amountMinor, card.currency, language)],
    [texts.issuedTo, card.recipient],
    [texts.issuedOn, issuedOn],
    ...(store?.claimNumber ? [[texts.claim, store.claimNumber]] : []),
  ]
    .map(([label, value]) => `<dt>${escapeHtml(label ?? '')}</dt><dd>${escapeHtml(value ?? '')}</dd>`)
    .join('\n');
  const help = store?.supportEmail
    ? `<p class="note help">${escapeHtml(fill(texts.questions, merchant))} <a href="mailto:${escapeHtml(
        store.supportEmail,
      )}">${escapeHtml(store.supportEmail)}</a></p>`
    : '';
  return page({
    language,
    title: texts.title,
    store,
    body: `<h1>${escapeHtml(texts.title)}</h1>
<section class="card" aria-label="${escapeHtml(texts.cardDetails)}">
<div class="card-top">${store ? `<p class="card-store">${escapeHtml(fill(texts.fromStore, merchant))}</p>` : '<p></p>'}<p class="brand">VISA</p></div>
<dl>
<div class="number"><dt>${escapeHtml(texts.cardNumber)}</dt><dd>${escapeHtml(groupCardNumber(card.number))}</dd></div>
<div><dt>${escapeHtml(texts.validThru)}</dt><dd>${escapeHtml(card.expiry)}</dd></div>
<div><dt>${escapeHtml(texts.cvv)}</dt><dd>${escapeHtml(card.cvv)}</dd></div>
</dl>
</section>
<dl class="facts">
${facts}
</dl>
<p class="note">${escapeHtml(texts.howToUse)}</p>
<p class="note">${escapeHtml(texts.keepPrivate)}</p>
${help}
<p class="note">${escapeHtml(texts.sandbox)}</p>`,
  });
}

export function renderCardNotFound(language: LanguageCode): { html: string; csp: string } {
  const texts = CARD_PAGE_TEXTS[language];
  return page({
    language,
    title: texts.notFoundTitle,
    store: null,
    body: `<h1>${escapeHtml(texts.notFoundTitle)}</h1>
<p class="note">${escapeHtml(texts.notFoundBody)}</p>`,
  });
}
