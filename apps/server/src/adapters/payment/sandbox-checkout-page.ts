// The sandbox checkout's page: what is paid, a card form posting back to the same address, and a
// way back without paying. Like the sandbox card page: no script, no external resource, one
// inline style allowed by its hash, never cached, never sent as a referrer, never framed; the form
// may post only to this portal.
import { createHash } from 'node:crypto';
import { formatMoney } from '@rc/domain/money';
import { escapeHtml } from '../../lib/escape-html';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f3f4f6}
main{max-width:30rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.375rem;margin:0 0 .5rem}
.what{margin:0 0 1.5rem;color:#374151}
form{display:grid;gap:1rem;background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 2px 8px rgba(0,0,0,.08)}
label{display:grid;gap:.25rem;font-weight:600}
input{font:inherit;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.5rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
button{font:inherit;font-weight:700;padding:.75rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}
.error{margin:0;padding:.75rem;border-radius:.5rem;background:#fee2e2;color:#7f1d1d}
.note{font-size:.875rem;color:#374151}
a{color:#1d4ed8}
`;

/** The page's Content-Security-Policy: its own inline style, a form posting to this portal only. */
export const SANDBOX_CHECKOUT_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of the page and its other answers: the link is the checkout's key, keep it to its holder. */
export const SANDBOX_CHECKOUT_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': SANDBOX_CHECKOUT_PAGE_CSP,
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

export function renderSandboxCheckoutPage(checkout: {
  amountMinor: number;
  currency: string;
  description: string;
  cancelUrl: string;
  action: string;
  error?: 'declined' | 'invalid_card' | null;
}): string {
  const amount = formatMoney(checkout.amountMinor, checkout.currency);
  const error =
    checkout.error === 'declined'
      ? '<p class="error" role="alert">Your card was declined. Try another card.</p>'
      : checkout.error === 'invalid_card'
        ? '<p class="error" role="alert">This card number is not valid. Check it and try again.</p>'
        : '';
  return page(
    `Pay ${amount}`,
    `<h1>Pay ${escapeHtml(amount)}</h1>
<p class="what">${escapeHtml(checkout.description)}</p>
<form method="post" action="${escapeHtml(checkout.action)}">
${error}
<label>Card number<input name="card" inputmode="numeric" autocomplete="cc-number" required value="4242 4242 4242 4242"></label>
<div class="row">
<label>Expiry (MM/YY)<input name="expiry" autocomplete="cc-exp" required value="12/34"></label>
<label>Security code<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required value="123"></label>
</div>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<p class="note">Test checkout of the built-in sandbox: no real money moves. 4242 4242 4242 4242
pays; 4000 0000 0000 0002 is declined.</p>
<p><a href="${escapeHtml(checkout.cancelUrl)}">Cancel and go back</a></p>`,
  );
}

export function renderSandboxCheckoutGone(kind: 'not_found' | 'expired', backUrl?: string): string {
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">Go back</a></p>` : '';
  return kind === 'expired'
    ? page(
        'Checkout expired',
        `<h1>This checkout has expired</h1>
<p class="note">Nothing was charged. Go back and start the payment again.</p>${back}`,
      )
    : page(
        'Checkout not found',
        `<h1>Checkout not found</h1>
<p class="note">This link does not lead to a checkout. Check that it was copied whole.</p>`,
      );
}
