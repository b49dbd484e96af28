// Version switching (spec 4 "Version switching", "Language"; decision 008): Lumen offers the new
// interface, so the first visit lands on home with a welcome modal (and no banner asking the same
// beside it, issue 23); its 'Try the new experience' leads to the version 5 orders page with its
// banner, and back. In the redesigned layout a language change reloads the page, and the close
// icon leads home from an order's page (the landings have none). Northwind, which does not offer the new
// interface (no banner, no orders page), is checked on its home in frames.test.ts.
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { pathnameOf, submitLogin, waitForHome } from './support/demo';

const browser = useBrowser();

const LUMEN_ORDER = 'LA-2001';
const LUMEN_EMAIL = 'listener@example.com';

describe.each(VIEWPORTS)('version switching on $name', (viewport) => {
  test('Lumen: the welcome modal leads to the new orders page, and back to the classic home', async () => {
    const { page } = await browser.open(viewport);
    await page.goto('/lumen/login');
    await submitLogin(page, LUMEN_ORDER, LUMEN_EMAIL);
    await waitForHome(page, '/lumen');

    const welcome = page.getByRole('dialog', { name: 'Welcome to the new experience' });
    await welcome.waitFor();
    await expect(welcome.getByRole('button', { name: 'Not now' }).isVisible()).resolves.toBe(true);
    // One prompt at a time: the home banner waits while the modal asks.
    await expect(page.getByText('A new, simpler way to see your order is available.').count()).resolves.toBe(
      0,
    );
    await expectAccessible(page);

    await welcome.getByRole('button', { name: 'Try the new experience' }).click();
    await page.waitForURL((url) => url.pathname === '/lumen/orders');
    await page.getByRole('heading', { level: 1, name: 'Your orders' }).waitFor();
    await page.getByText(LUMEN_ORDER).first().waitFor();
    await expect(welcome.isVisible()).resolves.toBe(false);
    const backToClassic = page.getByRole('button', { name: 'Back to the classic view' });
    await backToClassic.waitFor();
    await page.getByText('You are using the new experience.').waitFor();
    await expect(page.locator('[data-theme]').first().getAttribute('data-theme')).resolves.toBe('rc5');
    await expectAccessible(page);

    await backToClassic.click();
    await waitForHome(page, '/lumen');
    // The classic home now offers the new interface in its banner, with no second welcome.
    const tryNew = page.getByRole('button', { name: 'Try the new experience' });
    await tryNew.waitFor();
    await expect(welcome.count()).resolves.toBe(0);
    await expectAccessible(page);

    // Spec 2 "Page frames": the close icon leads home; the landings have nothing to close (issue 23).
    await tryNew.click();
    await page.waitForURL((url) => url.pathname === '/lumen/orders');
    await backToClassic.waitFor();
    const close = page.getByRole('banner').getByRole('button', { name: 'Close', exact: true });
    await expect(close.count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Order details' }).first().click();
    await page.waitForURL((url) => url.pathname === '/lumen/order-details');
    await close.click();
    await waitForHome(page, '/lumen');
    await expectAccessible(page);

    // Spec 4 "Language": in the redesigned layout a language change reloads the page.
    await tryNew.click();
    await page.waitForURL((url) => url.pathname === '/lumen/orders');
    await backToClassic.waitFor();
    await page.evaluate(() => {
      (window as unknown as { beforeLanguageChange?: boolean }).beforeLanguageChange = true;
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'DE' });
    await reloaded;
    await page.getByRole('button', { name: 'Zurück zur klassischen Ansicht' }).waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { beforeLanguageChange?: boolean }).beforeLanguageChange),
    ).resolves.toBeUndefined();
    expect(pathnameOf(page)).toBe('/lumen/orders');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de-DE');
    await page.getByRole('heading', { level: 1, name: 'Ihre Bestellungen' }).waitFor();
    await expectAccessible(page);
  });
});
