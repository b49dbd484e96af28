// Page frames (spec 2 "Page frames"; decision 008): the 68 px header, hidden in chat forced mode;
// the document title with the merchant's name.
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { openLogin, SHOPPER_EMAIL, signIn, submitLogin, waitForHome } from './support/demo';

const browser = useBrowser();

describe.each(VIEWPORTS)('page frames on $name', (viewport) => {
  test('home: a 68 px header and the tab titled with the merchant', async () => {
    const { page } = await browser.open(viewport);
    await signIn(page, '#1001', SHOPPER_EMAIL);
    await expect(
      page
        .getByRole('banner')
        .boundingBox()
        .then((box) => box?.height),
    ).resolves.toBe(68);
    await expect(page.title()).resolves.toBe('Report an issue · Northwind Outfitters');
    // The close icon shows on signed-in pages (the version-switch journey follows it from orders).
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Close', exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);
  });

  test('force_mode=chat hides the header, on the sign-in page and after signing in', async () => {
    const { page } = await browser.open(viewport);
    await openLogin(page, '?force_mode=chat');
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
    await expectAccessible(page);
    await submitLogin(page, '#1001', SHOPPER_EMAIL);
    await waitForHome(page);
    // Spec 2: the header's height is 0 in chat forced mode (the frame renders none).
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => document.querySelector('.portal-header')?.getBoundingClientRect().height ?? 0),
    ).resolves.toBe(0);
    await expectAccessible(page);
  });
});
