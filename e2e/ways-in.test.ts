// The ways in (spec 2 "Login", 6; decision 008 and 009): the customer-portal path, auto-login, a
// merchant-signed link made with the merchant command, the store's own subdomain, the outlet-shop
// reload, and where 17track and Garmentory orders go (the legacy site, unless forceDirect=1).
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { expectClaimStatus } from './support/claim-flow';
import {
  API,
  expectErrorPage,
  LOGIN_PATH,
  loginForm,
  openLogin,
  pathnameOf,
  SHOPPER_EMAIL,
  submitLogin,
  waitForHome,
} from './support/demo';
import { merchantSignedLink, type SignedLink } from './support/merchant';

const browser = useBrowser();

const SIGNED_LINK_INVALID =
  'This link is invalid or has expired. Please sign in with your order number and e-mail.';

/** One link for the file: the merchant command starts a Node process, so both viewports share it. */
let signedLink: SignedLink;
beforeAll(async () => {
  signedLink = await merchantSignedLink('demo', '#1007', SHOPPER_EMAIL);
});

/** The same address on the store's own subdomain: http://demo.localhost:<port>/… */
function onSubdomain(shop: string, path: string): string {
  const url = new URL(path, inject('baseUrl'));
  url.hostname = `${shop}.${url.hostname}`;
  return url.toString();
}

describe.each(VIEWPORTS)('ways in on $name', (viewport) => {
  test('the customer-portal path signs in and stays under it', async () => {
    const { page } = await browser.open(viewport);
    await page.goto('/customer-portal/demo/login');
    await loginForm(page).submit.waitFor();
    await expectAccessible(page);
    await submitLogin(page, '#1001', SHOPPER_EMAIL);
    await waitForHome(page, '/customer-portal/demo');
    await expectAccessible(page);
  });

  test('auto-login signs in on arrival', async () => {
    const { page } = await browser.open(viewport);
    await page.goto(`/demo/auto-login?order_number=${encodeURIComponent('#1001')}&email=${SHOPPER_EMAIL}`);
    await waitForHome(page);
    await expect(page.getByText('Order #1001').textContent()).resolves.toContain(SHOPPER_EMAIL);
    await expectAccessible(page);
  });

  test('a link with claimId signs in and opens that claim', async () => {
    // The claim's id, as a store's e-mail would carry it, looked up in a session of its own.
    const lookup = await browser.open(viewport);
    const order = new URLSearchParams({ order_number: '#1015', email: SHOPPER_EMAIL });
    await lookup.page.goto(`/demo/auto-login?${order}`);
    await waitForHome(lookup.page);
    const list = await lookup.page.request.post(API.getClaimList, { data: {} });
    const [claim] = (await list.json()).data.claims as { claimId: string }[];
    expect(claim?.claimId).toMatch(/^[0-9a-f-]{36}$/);

    const { page } = await browser.open(viewport);
    await page.goto(`/demo/auto-login?${order}&claimId=${claim?.claimId}`);
    await page.waitForURL((url) => url.pathname === '/demo/issue-details');
    expect(new URL(page.url()).searchParams.get('claimId')).toBe(claim?.claimId);
    await expectClaimStatus(page, 'Rejected');
    await expectAccessible(page);
  });

  test('a merchant-signed link signs in on arrival, without the verification e-mail', async () => {
    const link = new URL(signedLink.url);
    expect(link.origin, 'the command links to this portal').toBe(inject('baseUrl'));
    expect(link.pathname).toBe(LOGIN_PATH);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      order_number: '#1007',
      email: SHOPPER_EMAIL,
      signature: signedLink.signature,
    });
    expect(Date.parse(signedLink.expiresAt)).toBeGreaterThan(Date.now());

    const { page } = await browser.open(viewport);
    await page.goto(signedLink.url);
    // #1007 needs the verification e-mail when typed in; the merchant's signature vouches instead.
    await waitForHome(page);
    await page.getByText('Dual Boiler Espresso Machine').waitFor();
    await expectAccessible(page);
  });

  test('a tampered signature goes to the error page (100012)', async () => {
    const { page } = await browser.open(viewport);
    const [expires, hmac = ''] = signedLink.signature.split('.');
    const forged = `${expires}.${hmac.slice(0, -1)}${hmac.endsWith('0') ? '1' : '0'}`;
    const url = new URL(signedLink.url);
    url.searchParams.set('signature', forged);
    await page.goto(url.toString());
    await expectErrorPage(page, 100012, SIGNED_LINK_INVALID);
    await expectAccessible(page);
  });

  test('the store answers on its own subdomain, and so does the second brand', async () => {
    const { page, context } = await browser.open(viewport);
    await page.goto(onSubdomain('demo', '/login'));
    await loginForm(page).submit.waitFor();
    await page.getByRole('img', { name: 'Northwind Outfitters' }).waitFor();
    await expectAccessible(page);
    await submitLogin(page, '#1001', SHOPPER_EMAIL);
    await page.waitForURL((url) => url.hostname.startsWith('demo.') && url.pathname === '/home');
    await page.getByRole('heading', { level: 2, name: 'Protected items' }).waitFor();
    await expectAccessible(page);

    const lumen = await context.newPage();
    await lumen.goto(onSubdomain('lumen', '/login'));
    await lumen.getByRole('heading', { level: 1, name: 'Lumen Care' }).waitFor();
    await expectAccessible(lumen);
  });

  test('an outlet-shop path reloads under the main store', async () => {
    const { page } = await browser.open(viewport);
    await page.goto('/demo-outlet/login?order_number=%231001');
    await page.waitForURL((url) => url.pathname === LOGIN_PATH);
    await loginForm(page).submit.waitFor();
    // The query survives the reload.
    await expect(loginForm(page).orderNumber.inputValue()).resolves.toBe('#1001');
    await expectAccessible(page);
  });

  test('#1008 (17track platform, sv_router answers old) and #1010 (Garmentory) go to the legacy site', async () => {
    const { page } = await browser.open(viewport);
    for (const order of ['#1008', '#1010']) {
      await openLogin(page);
      await submitLogin(page, order, SHOPPER_EMAIL);
      await page.waitForURL((url) => url.pathname === '/legacy/index.html');
      const url = new URL(page.url());
      expect(url.search, order).toBe(
        `?email=shopper%40example.com&order_number=${encodeURIComponent(order)}`,
      );
      await page.getByRole('heading', { level: 1, name: 'Legacy resolution center' }).waitFor();
      await expectAccessible(page);
    }
  });

  test('forceDirect=1 keeps a 17track order in this portal', async () => {
    const { page } = await browser.open(viewport);
    await openLogin(page, '?forceDirect=1');
    await submitLogin(page, '#1008', SHOPPER_EMAIL);
    await waitForHome(page);
    expect(pathnameOf(page)).toBe('/demo/home');
    await expectAccessible(page);
  });
});
