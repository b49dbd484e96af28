// A page of the portal's own outside the app, worn as the store's (the gift card's page, the
// sandbox checkout): the document and its head, the store's logo or name as its header, the
// languages to choose from at its foot, and a Content-Security-Policy that allows its one inline
// style by hash, images from itself and the logo's host, and nothing else it does not ask for. No
// script; never cached, never sent as a referrer, never framed.
import { createHash } from 'node:crypto';
import { isBrandImageUrl } from '@rc/domain/branding';
import { LANGUAGES, type LanguageCode } from '@rc/domain/languages';
import { escapeHtml } from './escape-html';

/** Headers of such a page and of its other answers (the CSP and the language come with each page). */
export const STORE_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
  'x-frame-options': 'DENY',
};

export interface StorePageInput {
  language: LanguageCode;
  title: string;
  /** The store as its header shows it: its logo (a brand image address) or its name; null: no header. */
  store: { name: string; logo: string | null } | null;
  /** The page's whole style sheet, inlined and allowed by its hash. */
  style: string;
  body: string;
  /** The language list's accessible name, in the page's language. */
  languagesLabel: string;
  /** More of the head (a font's preload). */
  head?: string;
  /** Where its forms may post: 'self' (the checkout) or 'none'. */
  formAction: "'self'" | "'none'";
  /** The page loads its own font files. */
  fonts?: boolean;
}

function languageLinks(current: LanguageCode, label: string): string {
  const links = LANGUAGES.map(
    (language) =>
      `<li><a href="?lang=${language.code}" hreflang="${language.code}" lang="${language.code}"${
        language.code === current ? ' aria-current="true"' : ''
      }>${escapeHtml(language.name)}</a></li>`,
  ).join('');
  return `<footer><nav aria-label="${escapeHtml(label)}"><ul>${links}</ul></nav></footer>`;
}

function cspOf(input: StorePageInput, logo: string | null): string {
  const logoHost = logo?.startsWith('https://') ? ` ${new URL(logo).origin}` : '';
  return [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(input.style).digest('base64')}'`,
    `img-src 'self'${logoHost}`,
    ...(input.fonts ? ["font-src 'self'"] : []),
    "base-uri 'none'",
    `form-action ${input.formAction}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The page's HTML and its Content-Security-Policy. */
export function renderStorePage(input: StorePageInput): { html: string; csp: string } {
  const { store } = input;
  const logo = store?.logo && isBrandImageUrl(store.logo) ? store.logo : null;
  const header = store
    ? `<header>${
        logo
          ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(store.name)}">`
          : `<p>${escapeHtml(store.name)}</p>`
      }</header>`
    : '';
  const html = `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(store ? `${input.title} · ${store.name}` : input.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${input.head ?? ''}<style>${input.style}</style>
</head>
<body>
${header}
<main>
${input.body}
</main>
${languageLinks(input.language, input.languagesLabel)}
</body>
</html>
`;
  return { html, csp: cspOf(input, logo) };
}
