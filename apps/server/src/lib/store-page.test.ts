// The page of the portal's own worn as the store's (the gift card, the sandbox checkout): one head,
// header and language list for both, and a CSP that allows what the page asks for and nothing more.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderStorePage, type StorePageInput } from './store-page';

const input: StorePageInput = {
  language: 'de-DE',
  title: 'Ihre Karte',
  store: { name: 'Harbour & Co', logo: 'https://cdn.harbour.example/logo.png' },
  style: 'body{margin:0}',
  body: '<h1>Ihre Karte</h1>',
  languagesLabel: 'Sprache',
  formAction: "'none'",
};

describe('renderStorePage', () => {
  it("draws the store's logo as the header, names the tab after it, and lists the languages", () => {
    const { html } = renderStorePage(input);
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<title>Ihre Karte · Harbour &amp; Co</title>');
    expect(html).toContain(
      '<header><img src="https://cdn.harbour.example/logo.png" alt="Harbour &amp; Co"></header>',
    );
    expect(html).toContain('<main>\n<h1>Ihre Karte</h1>\n</main>');
    expect(html).toContain('<nav aria-label="Sprache">');
    expect(html).toContain('<a href="?lang=de-DE" hreflang="de-DE" lang="de-DE" aria-current="true">');
    expect(html).not.toContain('<script');
  });

  it('names the store where its logo is not a brand image, and has no header without a store', () => {
    expect(
      renderStorePage({ ...input, store: { name: 'Harbour', logo: 'javascript:alert(1)' } }).html,
    ).toContain('<header><p>Harbour</p></header>');
    const bare = renderStorePage({ ...input, store: null }).html;
    expect(bare).not.toContain('<header>');
    expect(bare).toContain('<title>Ihre Karte</title>');
  });

  it('allows its one style by hash, images from itself and the logo host, forms and fonts only when asked', () => {
    const hash = createHash('sha256').update(input.style).digest('base64');
    const card = renderStorePage(input).csp;
    expect(card).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self' https://cdn.harbour.example; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    const checkout = renderStorePage({
      ...input,
      store: { name: 'Harbour', logo: null },
      formAction: "'self'",
      fonts: true,
      head: '<link rel="preload" as="font" href="/assets/f.woff2" crossorigin>\n',
    });
    expect(checkout.csp).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    );
    expect(checkout.html).toContain(
      '<link rel="preload" as="font" href="/assets/f.woff2" crossorigin>\n<style>',
    );
  });
});
