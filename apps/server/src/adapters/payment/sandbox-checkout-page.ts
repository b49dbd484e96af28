// The sandbox checkout's page (issue 23, Deliver 3: part of the store): what is paid, a card form
// posting back to the same address, and a way back without paying, in the store's brand (its logo,
// its button colours, its font when the portal ships it) and the shopper's language (chosen on the
// page, else the return's, else the browser's), laid out for a phone first. Like the card page: no
// script, no external resource but the store's logo, one inline style allowed by its hash, never
// cached, never sent as a referrer, never framed; the form may post only to this portal.
import { brandFontStack, isCssColour } from '@rc/domain/branding';
import { formatMoney } from '@rc/domain/format';
import type { LanguageCode } from '@rc/domain/languages';
import { contrastRatio } from '../../lib/colour-contrast';
import { escapeHtml } from '../../lib/escape-html';
import { renderStorePage, STORE_PAGE_HEADERS } from '../../lib/store-page';
import { type CheckoutTexts, fillText } from './checkout-texts';

/** The store a checkout is paid to, as its page shows it; null fields fall back to neutral ones. */
export interface CheckoutStore {
  name: string;
  logo: string | null;
  primary: string | null;
  onPrimary: string | null;
  fontFamily: string | null;
  /** The return's language (the shopper's at submission). */
  language: string | null;
  country: string | null;
}

const DEFAULT_COLOURS = { primary: '#1d4ed8', onPrimary: '#ffffff' };

/** The store's button colours when they are plain colours reading at 4.5:1, else ours. */
function coloursOf(store: CheckoutStore | null) {
  const primary = store?.primary?.trim();
  const onPrimary = store?.onPrimary?.trim() || '#ffffff';
  if (!primary || !isCssColour(primary) || !isCssColour(onPrimary)) return DEFAULT_COLOURS;
  const ratio = contrastRatio(primary, onPrimary);
  // On the white card the button's colour is also the links' and the focus ring's: it must read there too.
  const onWhite = contrastRatio(primary, '#ffffff');
  return ratio !== null && ratio >= 4.5 && onWhite !== null && onWhite >= 3
    ? { primary, onPrimary }
    : DEFAULT_COLOURS;
}

function styleOf(input: { primary: string; onPrimary: string; font: string; fontFace: string }): string {
  return `${input.fontFace}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 ${input.font};color:#111;background:#f3f4f6}
header{background:#fff;border-bottom:1px solid #e5e7eb;padding:.75rem 1rem}
header img{display:block;max-height:2.5rem;max-width:min(12rem,100%);margin:0 auto}
header p{margin:0;text-align:center;font-weight:700;font-size:1.125rem;overflow-wrap:anywhere}
main{max-width:30rem;margin:0 auto;padding:1.5rem 1rem 1rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .25rem}
.what{margin:0 0 1.25rem;color:#374151;overflow-wrap:anywhere}
form{display:grid;gap:1rem;min-width:0;background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 2px 8px rgba(0,0,0,.08)}
label{display:grid;gap:.25rem;min-width:0;font-weight:600}
input{display:block;width:100%;min-width:0;font:inherit;font-weight:400;padding:.75rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff;color:#111}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid ${input.primary};outline-offset:2px}
.row{display:grid;grid-template-columns:repeat(auto-fit,minmax(8.5rem,1fr));gap:1rem}
button{width:100%;min-height:3rem;font:inherit;font-weight:700;padding:.75rem 1rem;border:0;border-radius:.5rem;background:${input.primary};color:${input.onPrimary};cursor:pointer}
.error{margin:0;padding:.75rem;border-radius:.5rem;background:#fee2e2;color:#7f1d1d}
.note{font-size:.875rem;color:#374151;overflow-wrap:anywhere}
a{color:${input.primary}}
.back a{display:inline-block;padding:.5rem 0}
footer{max-width:30rem;margin:0 auto;padding:0 1rem 2rem;font-size:.875rem}
footer ul{display:flex;flex-wrap:wrap;gap:.25rem .75rem;list-style:none;margin:.25rem 0 0;padding:0}
footer a{display:inline-block;padding:.25rem 0}
footer a[aria-current]{color:#111;font-weight:700;text-decoration:none}
@media (min-width:40rem){main{padding-top:2.5rem}form{padding:1.5rem}}
`;
}

/** Headers of the page and its other answers (the CSP and the language come with each page). */
export const SANDBOX_CHECKOUT_PAGE_HEADERS = STORE_PAGE_HEADERS;

export interface CheckoutPageContext {
  language: LanguageCode;
  texts: CheckoutTexts;
  store: CheckoutStore | null;
  /** The shipped font file of the store's first family (`/assets/…woff2`), when there is one. */
  fontFile?: { family: string; href: string } | null;
}

function page(context: CheckoutPageContext, title: string, body: string): { html: string; csp: string } {
  const { store, texts, language } = context;
  const colours = coloursOf(store);
  const fontFace = context.fontFile
    ? `@font-face{font-family:"${context.fontFile.family}";font-style:normal;font-weight:100 900;font-display:swap;src:url("${context.fontFile.href}") format("woff2")}`
    : '';
  return renderStorePage({
    language,
    title,
    store,
    style: styleOf({ ...colours, font: brandFontStack(store?.fontFamily ?? null, null), fontFace }),
    body,
    languagesLabel: texts.language,
    head: context.fontFile
      ? `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(context.fontFile.href)}" crossorigin>\n`
      : '',
    // The card form posts back to this page.
    formAction: "'self'",
    fonts: true,
  });
}

export function renderSandboxCheckoutPage(
  checkout: {
    amountMinor: number;
    currency: string;
    description: string;
    cancelUrl: string;
    action: string;
    error?: 'declined' | 'invalid_card' | null;
  },
  context: CheckoutPageContext,
): { html: string; csp: string } {
  const { texts } = context;
  const amount = formatMoney(checkout.amountMinor, checkout.currency, context.language);
  const error =
    checkout.error === 'declined'
      ? `<p class="error" role="alert">${escapeHtml(texts.declined)}</p>`
      : checkout.error === 'invalid_card'
        ? `<p class="error" role="alert">${escapeHtml(texts.invalidCard)}</p>`
        : '';
  const title = fillText(texts.title, { amount });
  return page(
    context,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="what">${escapeHtml(checkout.description)}</p>
<form method="post" action="${escapeHtml(checkout.action)}">
${error}
<label>${escapeHtml(texts.cardNumber)}<input name="card" inputmode="numeric" autocomplete="cc-number" required value="4242 4242 4242 4242"></label>
<div class="row">
<label>${escapeHtml(texts.expiry)}<input name="expiry" autocomplete="cc-exp" required value="12/34"></label>
<label>${escapeHtml(texts.cvc)}<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required value="123"></label>
</div>
<button type="submit">${escapeHtml(fillText(texts.pay, { amount }))}</button>
</form>
<p class="note">${escapeHtml(texts.sandbox)}</p>
<p class="back"><a href="${escapeHtml(checkout.cancelUrl)}">${escapeHtml(texts.cancel)}</a></p>`,
  );
}

export function renderSandboxCheckoutGone(
  kind: 'not_found' | 'expired',
  context: CheckoutPageContext,
  backUrl?: string,
): { html: string; csp: string } {
  const { texts } = context;
  const back = backUrl
    ? `<p class="back"><a href="${escapeHtml(backUrl)}">${escapeHtml(texts.back)}</a></p>`
    : '';
  return kind === 'expired'
    ? page(
        context,
        texts.expiredTitle,
        `<h1>${escapeHtml(texts.expiredTitle)}</h1>
<p class="note">${escapeHtml(texts.expiredBody)}</p>${back}`,
      )
    : page(
        context,
        texts.notFoundTitle,
        `<h1>${escapeHtml(texts.notFoundTitle)}</h1>
<p class="note">${escapeHtml(texts.notFoundBody)}</p>`,
      );
}
