// Routes outside the sign-in flow (spec section 2): fallbacks, fixed redirects and the error page.
// The language select is in languages.test.ts.
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { LOGIN_PATH, loginForm, pathnameOf } from './support/demo';

const browser = useBrowser();

describe.each(VIEWPORTS)('navigation on $name', (viewport) => {
  test('"Page not found." for unknown paths of a store and for an unknown store', async () => {
    const { page, errors } = await browser.open(viewport);
    // The server answers an unknown store with HTTP 404 (with the page), which Chromium logs.
    errors.allow(/status of 404/, 'the not-found page is sent with HTTP 404');
    for (const where of ['/demo/nope/deeper', '/demo/nope', '/no-such-store/login']) {
      await page.goto(where);
      await page.getByRole('heading', { level: 1, name: 'Page not found.' }).waitFor();
      expect(pathnameOf(page), where).toBe(where);
      await expect(loginForm(page).submit.count(), where).resolves.toBe(0);
      await expectAccessible(page);
    }
  });

  test('the bare root shows the landing page; /dhgate, /treet and /garmentory redirect to it', async () => {
    const { page } = await browser.open(viewport);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Resolution Center' }).waitFor();
    await expectAccessible(page);
    for (const from of ['/dhgate', '/treet', '/garmentory']) {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: 'Resolution Center' }).waitFor();
    }
  });

  test('the error page shows the code, its message and a way back to sign in', async () => {
    const { page } = await browser.open(viewport);
    // Spec 8: codes 200000 and 200001 both show as 200000.
    await page.goto('/demo/error?code=200001');
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    await expect(page.getByText('Error code 200000', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(
      page.getByText('Something went wrong, please try again later', { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL((url) => url.pathname === LOGIN_PATH);
    await loginForm(page).submit.waitFor();
  });
});
