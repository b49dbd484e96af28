import { createHash } from 'node:crypto';
import { LANGUAGE_CODES } from '@rc/domain/languages';
import { describe, expect, it } from 'vitest';
import { type CardStore, cardColours, renderCardNotFound, renderCardPage } from './card-page';
import { CARD_PAGE_TEXTS } from './card-page-texts';

const card = {
  idempotencyKey: '00000000-0000-4000-8000-000000000000',
  number: '4242424242424242',
  cvv: '123',
  expiry: '07/27',
  amountMinor: 123456,
  currency: 'EUR',
  recipient: 'Eve <script>alert(1)</script> <eve@example.com>',
  issuedAt: new Date('2026-07-01T10:00:00Z'),
};

const store: CardStore = {
  name: 'Harbour <Goods>',
  logo: 'https://cdn.harbour.example/logo.svg',
  supportEmail: 'care@harbour.example',
  primary: '#1f4d3a',
  onPrimary: '#ffffff',
  claimNumber: 'CLM-0000000001',
  country: 'DE',
};

const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe("the card's page", () => {
  it('escapes what it shows and writes the amount and the day in the page’s language (decision 054)', () => {
    const german = renderCardPage(card, store, 'de-DE').html;
    expect(german).toMatch(/1\.234,56\s€/);
    expect(german).toContain('1.7.2026');
    const { html } = renderCardPage(card, store, 'en-US');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt; &lt;eve@example.com&gt;');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('€1,234.56');
    expect(html).toContain('Jul 1, 2026');
    expect(html).toContain('07/27');
    expect(html).toContain('CLM-0000000001');
  });

  it("shows the store's logo, name, colours and support address", () => {
    const { html } = renderCardPage(card, store, 'en-US');
    expect(html).toContain('<img src="https://cdn.harbour.example/logo.svg" alt="Harbour &lt;Goods&gt;">');
    expect(html).toContain('From Harbour &lt;Goods&gt;');
    expect(html).toContain('<title>Your virtual Visa gift card · Harbour &lt;Goods&gt;</title>');
    expect(styleOf(html)).toContain('color:#ffffff;background:#1f4d3a');
    expect(html).toContain('<a href="mailto:care@harbour.example">care@harbour.example</a>');
    expect(html).not.toMatch(/resolution center/i);
  });

  it('allows exactly its own inline style and the logo’s host, nothing else', () => {
    const { html, csp } = renderCardPage(card, store, 'en-US');
    const hash = createHash('sha256').update(styleOf(html)).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("img-src 'self' https://cdn.harbour.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).not.toMatch(/<(script|iframe|form)\b/);
    // One link: the portal's own icon (without it the browser asks for /favicon.ico, a 404).
    expect(html.match(/<link\b[^>]*>/g)).toEqual([
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ]);
    expect(html).not.toMatch(/\sstyle=/);
    // A logo on the portal itself needs no other host; one that is not a plain address is not shown.
    expect(renderCardPage(card, { ...store, logo: '/demo/brands/northwind.svg' }, 'en-US').csp).toContain(
      "img-src 'self';",
    );
    const odd = renderCardPage(card, { ...store, logo: 'javascript:alert(1)' }, 'en-US');
    expect(odd.html).not.toContain('<img');
    expect(odd.html).toContain('<header><p>Harbour &lt;Goods&gt;</p></header>');
  });

  it('speaks each of the nine languages, with links to the others', () => {
    for (const language of LANGUAGE_CODES) {
      const { html } = renderCardPage(card, store, language);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`<h1>${CARD_PAGE_TEXTS[language].title}</h1>`);
      for (const other of LANGUAGE_CODES) expect(html).toContain(`href="?lang=${other}"`);
      expect(html).toContain(
        `href="?lang=${language}" hreflang="${language}" lang="${language}" aria-current="true"`,
      );
    }
    // The day in the product's one date style (decision 054), as German writes it.
    expect(renderCardPage(card, store, 'de-DE').html).toContain('<dd>1.7.2026</dd>');
    // The texts of every language have the same keys, none empty.
    const keys = Object.keys(CARD_PAGE_TEXTS['en-US']).sort();
    for (const language of LANGUAGE_CODES) {
      expect(Object.keys(CARD_PAGE_TEXTS[language]).sort()).toEqual(keys);
      for (const value of Object.values(CARD_PAGE_TEXTS[language])) expect(value.trim()).not.toBe('');
    }
  });

  it('without a store (a card paid outside a claim) shows the card in neutral colours', () => {
    const { html } = renderCardPage(card, null, 'fr-FR');
    expect(html).not.toContain('<header>');
    expect(html).not.toContain('mailto:');
    expect(styleOf(html)).toContain('background:#1a1f71');
    expect(html).toContain('Votre carte cadeau Visa virtuelle');
  });

  it('answers a missing card in the language asked', () => {
    const { html, csp } = renderCardNotFound('pl-PL');
    expect(html).toContain('<h1>Nie znaleziono karty</h1>');
    expect(html).not.toContain('4242');
    expect(csp).toContain("default-src 'none'");
  });
});

describe("the card's colours", () => {
  it("are the store's when its button colours read well together", () => {
    expect(cardColours({ primary: '#1f4d3a', onPrimary: 'white' })).toEqual({
      primary: '#1f4d3a',
      onPrimary: 'white',
    });
    expect(cardColours({ primary: 'rgb(88, 28, 135)', onPrimary: null })).toEqual({
      primary: 'rgb(88, 28, 135)',
      onPrimary: '#ffffff',
    });
  });

  it('are ours when the pair reads badly, cannot be checked, or is not a plain colour', () => {
    const ours = { primary: '#1a1f71', onPrimary: '#ffffff' };
    expect(cardColours({ primary: '#ffeb3b', onPrimary: '#ffffff' })).toEqual(ours);
    expect(cardColours({ primary: 'rebeccapurple', onPrimary: '#fff' })).toEqual(ours);
    expect(cardColours({ primary: 'red; color: blue', onPrimary: '#fff' })).toEqual(ours);
    expect(cardColours({ primary: null, onPrimary: null })).toEqual(ours);
    expect(cardColours(null)).toEqual(ours);
  });
});
