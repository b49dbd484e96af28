// Signing in, what each demo order answers, signing out, and the guard on home (issue 2).
import { describe, expect, inject, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import {
  API,
  expectOnStoreLogin,
  HOME_PATH,
  LOGIN_PATH,
  loginForm,
  ORDER_NOT_FOUND_MESSAGE,
  openLogin,
  pathnameOf,
  SHOPPER_EMAIL,
  signIn,
  submitLogin,
} from './support/demo';
import { expectImagesLoad } from './support/images';

const browser = useBrowser();

/** Calls a session call straight from Node with the given session cookie. */
async function callWithCookie(cookie: string) {
  const response = await fetch(`${inject('baseUrl')}${API.getAllProtectedItem}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as { code: number } };
}

interface LoginOutcome {
  order: string;
  email: string;
  shows: string;
  message: string | RegExp;
  /** How the page announces it: errors at once (alert), the 200020 warning politely (status). */
  role?: 'alert' | 'status';
}

/** Spec 8: what each demo order (and a wrong e-mail, an unknown order) shows on the login page. */
const LOGIN_OUTCOMES: LoginOutcome[] = [
  { order: '#1002', email: SHOPPER_EMAIL, shows: 'protection expired (2000002)', message: /has expired/ },
  {
    order: '#1003',
    email: SHOPPER_EMAIL,
    shows: 'protection canceled (2000003)',
    message: /been canceled/,
  },
  {
    order: '#1004',
    email: SHOPPER_EMAIL,
    shows: 'no covered items (200006)',
    message: /^No Shipping Protection covered items found for this order\./,
  },
  {
    order: '#1005',
    email: 'someone.else@example.com',
    shows: 'order not found for a wrong e-mail (2000001)',
    message: ORDER_NOT_FOUND_MESSAGE,
  },
  {
    order: '#9999',
    email: SHOPPER_EMAIL,
    shows: 'order not found for an unknown order (2000001)',
    message: ORDER_NOT_FOUND_MESSAGE,
  },
  {
    order: '#1009',
    email: SHOPPER_EMAIL,
    shows: 'coverage canceled as a warning (200020)',
    message:
      'Protection coverage has been canceled. You cannot report an issue for a package with canceled coverage.',
    role: 'status',
  },
];

describe.each(VIEWPORTS)('sign-in on $name', (viewport) => {
  test('#1001 signs in and sees its protected items by package', async () => {
    const { page } = await browser.open(viewport);
    await openLogin(page);
    // Spec 2 "Page frames": the default title, which may carry the merchant's name after it.
    await expect(page.title()).resolves.toMatch(/^Report an issue\b/);
    await expectAccessible(page);
    await expectImagesLoad(page);

    await submitLogin(page, '#1001', SHOPPER_EMAIL);
    await page.waitForURL((url) => url.pathname === HOME_PATH);
    await page.getByRole('heading', { level: 2, name: 'Protected items' }).waitFor();
    await expect(page.getByText('Order #1001').textContent()).resolves.toContain(SHOPPER_EMAIL);

    const firstPackage = page.getByRole('region', { name: 'Package 1', exact: true });
    await expect(firstPackage.getByText('Delivered', { exact: true }).count()).resolves.toBe(1);
    await expect(firstPackage.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Merino Wool Sweater'),
      expect.stringContaining('Canvas Tote Bag'),
    ]);

    const secondPackage = page.getByRole('region', { name: 'Package 2', exact: true });
    await expect(secondPackage.getByText('In transit', { exact: true }).count()).resolves.toBe(1);
    await expect(secondPackage.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Ceramic Pour-Over Set'),
    ]);

    const notShipped = page.getByRole('region', { name: 'Not shipped yet', exact: true });
    await expect(notShipped.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Linen Throw Blanket'),
    ]);
    // Exactly these three groups: no item shows twice or goes missing. (The claims journeys file
    // claims on #1001 during the run, so its 'Your claims' region may be there too.)
    await expect(
      page
        .locator('main')
        .getByRole('region', { name: /^(Package \d+|Not shipped yet)$/ })
        .count(),
    ).resolves.toBe(3);

    await expect(
      page.getByRole('button', { name: `Account menu for ${SHOPPER_EMAIL}` }).isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);
    await expectImagesLoad(page);
  });

  test('an empty form, then every login outcome of spec 8, on one login page', async () => {
    const { page } = await browser.open(viewport);
    await openLogin(page);
    const form = loginForm(page);

    // Empty: what is missing shows next to each field, and nothing is sent.
    await form.submit.click();
    await expect(form.orderNumber.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(form.email.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByText('Please enter your order number.', { exact: true }).waitFor();
    expect(pathnameOf(page)).toBe(LOGIN_PATH);
    await expectAccessible(page);

    // The shopper corrects the form again and again, as one would.
    for (const { order, email, message, role = 'alert' } of LOGIN_OUTCOMES) {
      const answered = page.waitForResponse((response) => response.url().endsWith(API.rcLogin));
      await submitLogin(page, order, email);
      await answered;
      // Errors are announced at once (role=alert); the 200020 warning politely (role=status).
      const notice = page.getByRole(role).filter({ hasText: message });
      await notice.waitFor();
      const text = (await notice.innerText()).trim();
      if (typeof message === 'string') expect(text, order).toBe(message);
      else expect(text, order).toMatch(message);
      await expect(page.getByRole(role === 'alert' ? 'status' : 'alert').count(), order).resolves.toBe(0);
      // Focus moves to the answer, so a keyboard or screen-reader user reads it next.
      await expect(
        notice.evaluate((box) => box === document.activeElement),
        order,
      ).resolves.toBe(true);
      expect(pathnameOf(page), order).toBe(LOGIN_PATH);
      // What the shopper typed stays, to correct it.
      await expect(form.orderNumber.inputValue(), order).resolves.toBe(order);
      await expect(form.orderNumber.getAttribute('aria-invalid'), order).resolves.not.toBe('true');
      await expectAccessible(page);
    }
  });

  test('the login link prefills the order number and e-mail', async () => {
    const { page } = await browser.open(viewport);
    await openLogin(page, '?order_number=%231001&email=shopper%40example.com');
    const form = loginForm(page);
    await expect(form.orderNumber.inputValue()).resolves.toBe('#1001');
    await expect(form.email.inputValue()).resolves.toBe(SHOPPER_EMAIL);
    await expectAccessible(page);

    await form.submit.click();
    await page.waitForURL((url) => url.pathname === HOME_PATH);
    await page.getByRole('region', { name: 'Package 1', exact: true }).waitFor();
  });

  test('sign-out returns to login and revokes the session on the server', async () => {
    const { page, context } = await browser.open(viewport);
    await signIn(page);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'rc_session');
    expect(session, 'sign-in sets the rc_session cookie').toBeDefined();
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    const oldCookie = `rc_session=${session?.value}`;
    await expect(callWithCookie(oldCookie)).resolves.toMatchObject({ status: 200, body: { code: 0 } });

    const menuButton = page.getByRole('button', { name: `Account menu for ${SHOPPER_EMAIL}` });
    await menuButton.click();
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('link', { name: 'Help Center' }).waitFor();
    await expectAccessible(page);

    const loggedOut = page.waitForResponse((response) => response.url().endsWith(API.rcLogout));
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect((await loggedOut).json()).resolves.toMatchObject({ code: 0 });
    await menuButton.waitFor({ state: 'detached' });
    // The store's own login page, with its branding.
    await loginForm(page).submit.waitFor();
    expect(pathnameOf(page)).toBe(LOGIN_PATH);
    await page.getByRole('banner').getByRole('img', { name: 'Northwind Outfitters' }).waitFor();
    await expectAccessible(page);
    const cookiesAfter = await context.cookies();
    expect(cookiesAfter.map((cookie) => cookie.name)).not.toContain('rc_session');

    // The old cookie itself is dead: the server revoked the session, not just the browser.
    await expect(callWithCookie(oldCookie)).resolves.toEqual({
      status: 401,
      body: expect.objectContaining({ code: 100008 }),
    });

    // Home is closed again, from a fresh page load (nothing left in session storage).
    await page.goto(HOME_PATH);
    await expectOnStoreLogin(page);
    await expectAccessible(page);
  });

  test('a deep link to home without a session lands on the store login', async () => {
    const { page } = await browser.open(viewport);
    await page.goto(HOME_PATH);
    await expectOnStoreLogin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Report an issue' }).isVisible()).resolves.toBe(
      true,
    );
    await expectAccessible(page);
  });
});
