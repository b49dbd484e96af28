// The card a shopper is paid with is the store's (issue 15, a white label that does not leak): its
// page shows the store's logo, name, colours and support address, in the language the shopper filed
// the claim in (or the one chosen on the page), and never the vendor's name.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  cashOut,
  claimBody,
  claimDetail,
  createStore,
  PAYOUT_TEST_ENV,
  putOrder,
  runJobs,
  type Store,
  signIn,
} from '../support/payout-helpers';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let store: Store;

beforeAll(async () => {
  t = await createTestApp({ env: PAYOUT_TEST_ENV });
  store = await createStore(t, 'harbour-cards');
  const branding = await t.app.inject({
    method: 'PUT',
    url: '/api/merchant/v1/branding',
    headers: { authorization: `Bearer ${store.apiKey}` },
    payload: {
      name: 'Harbour Goods',
      supportEmail: 'care@harbour.example',
      returnConfig: {
        logo: '/demo/brands/northwind.svg',
        customStyleConfig: { primaryButtonBackground: '#1f4d3a', primaryButtonText: '#ffffff' },
      },
    },
  });
  expect(branding.statusCode, branding.body).toBeLessThan(300);
});
afterAll(() => t?.close());

it("shows the card in the store's brand and the claim's language; another language on request", async () => {
  const orderName = await putOrder(t, store, { inTransit: [4250] });
  const shopper = await signIn(t, store, orderName);
  const [pkg] = shopper.packages;
  if (!pkg) throw new Error('no package');
  const claim = await callApi(t, 'submit-claim', claimBody(shopper, pkg), {
    cookie: shopper.cookie,
    language: 'de-DE',
  });
  expect(claim.body.data?.status, JSON.stringify(claim.body)).toBe('accepted');
  await cashOut(t, shopper.cookie, claim.body.data.claimId);
  // The job runs here, or already in the worker (on PostgreSQL it may hold it a moment): wait for the card.
  await runJobs(t);
  let url = '';
  await expect
    .poll(
      async () => {
        url =
          (await claimDetail(t, shopper.cookie, claim.body.data.claimId)).payout?.card?.redemptionUrl ?? '';
        return url;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  const path = new URL(url).pathname;

  const page = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'en-US' } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-language']).toBe('de-DE');
  expect(page.body).toContain('<html lang="de-DE">');
  expect(page.body).toContain('<h1>Ihre virtuelle Visa-Geschenkkarte</h1>');
  expect(page.body).toContain('<img src="/demo/brands/northwind.svg" alt="Harbour Goods">');
  expect(page.body).toContain('Von Harbour Goods');
  expect(page.body).toContain('background:#1f4d3a');
  expect(page.body).toContain('<a href="mailto:care@harbour.example">care@harbour.example</a>');
  expect(page.body).toContain(claim.body.data.claimNumber);
  // The amount as German writes dollars (decision 054).
  expect(page.body).toMatch(/42,50\s\$/);
  expect(page.body).not.toMatch(/resolution center/i);
  expect(String(page.headers['content-security-policy'])).toContain("img-src 'self';");

  const english = await t.app.inject({ method: 'GET', url: `${path}?lang=en-US` });
  expect(english.headers['content-language']).toBe('en-US');
  expect(english.body).toContain('<h1>Your virtual Visa gift card</h1>');
  expect(english.body).toContain('From Harbour Goods');
  expect(english.body).toContain('$42.50');

  const missing = await t.app.inject({
    method: 'GET',
    url: `${path.slice(0, -4)}AAAA`,
    headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.body).toContain('<h1>Carte introuvable</h1>');
  expect(missing.body).not.toContain('Harbour');
});
