import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@rc/domain/languages';
import { describe, expect, it } from 'vitest';
import { createCheckoutTexts } from './checkout-texts';
import {
  type CheckoutStore,
  renderSandboxCheckoutGone,
  renderSandboxCheckoutPage,
} from './sandbox-checkout-page';

// The catalogues as the portal has them (the web app's sources: no build needed here).
const WEB_PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
const texts = createCheckoutTexts([WEB_PUBLIC]);

const store: CheckoutStore = {
  name: 'Harbour <Goods>',
  logo: 'https://cdn.harbour.example/logo.svg',
  primary: '#1f4d3a',
  onPrimary: '#ffffff',
  fontFamily: 'Lora, serif',
  language: 'de-DE',
  country: 'DE',
};

const checkout = {
  amountMinor: 4000,
  currency: 'EUR',
  description: 'Harbour Goods · #1060 · R-1060',
  cancelUrl: '/harbour/order-details?returnId=r1',
  action: '/payments/checkout/token',
};

const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
const render = (
  language: (typeof LANGUAGE_CODES)[number],
  shop: CheckoutStore | null = store,
  error?: 'declined',
) =>
  renderSandboxCheckoutPage(
    { ...checkout, error },
    {
      language,
      texts: texts(language),
      store: shop,
      fontFile: { family: 'Lora', href: '/assets/lora-latin-wght-normal-abc.woff2' },
    },
  );

describe("the sandbox checkout's page (issue 23, Deliver 3)", () => {
  it("is the store's: its logo, name, button colours and font", () => {
    const { html, csp } = render('en-US');
    expect(html).toContain('<img src="https://cdn.harbour.example/logo.svg" alt="Harbour &lt;Goods&gt;">');
    // The amount as the page's language writes the order's currency (decision 054).
    expect(html).toMatch(/<title>Pay €40\.00 · Harbour &lt;Goods&gt;<\/title>/);
    expect(render('de-DE').html).toMatch(/<title>[^<]*40,00\s€[^<]*<\/title>/);
    const style = styleOf(html);
    expect(style).toContain('background:#1f4d3a;color:#ffffff');
    expect(style).toContain('font:16px/1.5 "Lora", "Inter", serif');
    expect(style).toContain('src:url("/assets/lora-latin-wght-normal-abc.woff2")');
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).toContain("img-src 'self' https://cdn.harbour.example");
    expect(csp).toContain("font-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(html).not.toMatch(/<script\b/);
  });

  it('speaks each of the nine languages, every text translated, the amount as the language writes it', () => {
    const english = texts('en-US');
    for (const language of LANGUAGE_CODES) {
      const { html } = render(language, store, 'declined');
      const own = texts(language);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(language === 'en-US' ? '€40.00' : '40,00');
      for (const key of ['cardNumber', 'expiry', 'cvc', 'declined', 'sandbox', 'cancel'] as const) {
        expect(html).toContain(own[key].replaceAll("'", '&#39;'));
        if (language !== 'en-US') expect(own[key], `${language} ${key}`).not.toBe(english[key]);
      }
      // Every language is offered on the page, the current one marked.
      expect(html).toContain(
        `href="?lang=${language}" hreflang="${language}" lang="${language}" aria-current="true"`,
      );
    }
  });

  it('keeps neutral colours when the store has none or they do not read, and no header without a store', () => {
    const pale = render('en-US', { ...store, primary: '#ffff00', onPrimary: '#ffffff' });
    expect(styleOf(pale.html)).toContain('background:#1d4ed8;color:#ffffff');
    const { html } = renderSandboxCheckoutGone('not_found', {
      language: 'fr-FR',
      texts: texts('fr-FR'),
      store: null,
    });
    expect(html).toContain('<h1>Paiement introuvable</h1>');
    expect(html).not.toContain('<header>');
  });

  it('lays the form out for a phone first: fields shrink with the page, the button spans it', () => {
    const style = styleOf(render('en-US').html);
    expect(style).toMatch(/input\{display:block;width:100%;min-width:0/);
    expect(style).toContain('.row{display:grid;grid-template-columns:repeat(auto-fit,minmax(8.5rem,1fr))');
    expect(style).toMatch(/button\{width:100%;min-height:3rem/);
  });
});
