// Page frames (spec 2 "Page frames"; decision 008): the 68 px header, hidden in chat forced mode;
// the document title with the merchant's name; a store without the new interface shows no
// version banner and keeps its shoppers off /orders (spec 2 "Guard rules", 4).
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { openLogin, SHOPPER_EMAIL, signIn, submitLogin, waitForHome } from './support/demo';

const browser = useBrowser();

describe.each(VIEWPORTS)('page frames on $name', (viewport) => {
  test("Northwind's home: a 68 px header, the titled tab, no close icon, no version banner", async () => {
    const { page } = await browser.open(viewport);
    await signIn(page, '#1001', SHOPPER_EMAIL);
    const header = page.getByRole('banner');
    await expect(header.boundingBox().then((box) => box?.height)).resolves.toBe(68);
    await expect(page.title()).resolves.toBe('Report an issue · Northwind Outfitters');
    // Home has nothing to close: no close icon (issue 23; version-switch.test.ts follows it from an order's page).
    await header.getByRole('combobox', { name: 'Language' }).waitFor();
    await expect(header.getByRole('button', { name: 'Close', exact: true }).count()).resolves.toBe(0);
    // Spec 4: the store does not offer the new interface: no welcome, no banner.
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Try the new experience' }).count()).resolves.toBe(0);
    await expect(page.getByText('A new, simpler way to see your order is available.').count()).resolves.toBe(
      0,
    );
    await expectAccessible(page);

    // Spec 2 "Guard rules": without the new interface, /orders goes to home.
    await page.goto('/demo/orders');
    await waitForHome(page);
    await expect(page.getByRole('button', { name: 'Back to the classic view' }).count()).resolves.toBe(0);
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
