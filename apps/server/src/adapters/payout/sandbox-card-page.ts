// The sandbox issuer's redemption page: the whole card for whoever holds the link (as a gift-card
// provider's page does). No script, no external resource, one inline style allowed by its hash,
// never cached, never sent as a referrer, never framed.
import { createHash } from 'node:crypto';
import { formatMoney } from '@rc/domain/money';
import { escapeHtml } from '../../lib/escape-html';
import { groupCardNumber } from './card-number';
import type { SandboxCard } from './sandbox-issuer';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f3f4f6}
main{max-width:30rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.375rem;margin:0 0 1.25rem}
.card{border-radius:1rem;padding:1.5rem;color:#fff;background:linear-gradient(135deg,#1a1f71,#2b3990 60%,#f7b600 160%);box-shadow:0 8px 24px rgba(0,0,0,.2)}
.brand{margin:0;text-align:right;font-size:1.5rem;font-weight:800;font-style:italic;letter-spacing:.05em}
.card .number{flex-basis:100%;margin:1rem 0 .25rem}
.card .number dd{font-size:1.375rem;letter-spacing:.08em;word-spacing:.2em}
.card dl{display:flex;flex-wrap:wrap;gap:.75rem 2rem;margin:0}
.card dt{font-size:.75rem;text-transform:uppercase;opacity:.8}
.card dd{margin:0;font:600 1.125rem ui-monospace,"SF Mono",Menlo,Consolas,monospace;user-select:all}
.facts{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1.5rem 0}
.facts dt{color:#4b5563}
.facts dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.note{font-size:.875rem;color:#374151}
`;

/** The page's Content-Security-Policy: nothing but its own inline style. */
export const SANDBOX_CARD_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of the page (and of its not-found answer): the link is the secret, so keep it to its holder. */
export const SANDBOX_CARD_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': SANDBOX_CARD_PAGE_CSP,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
  'x-frame-options': 'DENY',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function renderSandboxCardPage(card: SandboxCard): string {
  return page(
    'Your virtual Visa card',
    `<h1>Your virtual Visa gift card</h1>
<section class="card" aria-label="Card details">
<p class="brand">VISA</p>
<dl>
<div class="number"><dt>Card number</dt><dd>${escapeHtml(groupCardNumber(card.number))}</dd></div>
<div><dt>Valid thru</dt><dd>${escapeHtml(card.expiry)}</dd></div>
<div><dt>CVV</dt><dd>${escapeHtml(card.cvv)}</dd></div>
</dl>
</section>
<dl class="facts">
<dt>Amount</dt><dd>${escapeHtml(formatMoney(card.amountMinor, card.currency))}</dd>
<dt>Issued to</dt><dd>${escapeHtml(card.recipient)}</dd>
<dt>Issued on</dt><dd>${escapeHtml(card.issuedAt.toISOString().slice(0, 10))}</dd>
</dl>
<p class="note">Anyone with this link can see the card: keep it private. This card comes from the
built-in sandbox issuer, for trials and demonstrations; it cannot pay real merchants.</p>`,
  );
}

export function renderSandboxCardNotFound(): string {
  return page(
    'Card not found',
    `<h1>Card not found</h1>
<p class="note">This link does not lead to a card. Check that it was copied whole.</p>`,
  );
}
