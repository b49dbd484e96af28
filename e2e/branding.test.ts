// White-labelling (spec 1, 2 "Login", 6; decision 009): the two demo brands' sign-in pages look
// clearly different and each matches its committed baseline picture (e2e/screenshots/); channel
// co-branding (DHgate, and 17TRACK's blue frame).
import type { Page } from 'playwright-core';
import type { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { loginForm, SHOPPER_EMAIL, waitForHome } from './support/demo';
import { expectImagesLoad } from './support/images';
import { differingShare, expectMatchesBaseline, takeScreenshot } from './support/screenshots';

const browser = useBrowser();

/** Where the sign-in panel sits: its horizontal centre as a share of the viewport's width. */
async function panelCentre(page: Page): Promise<number> {
  const box = await page.getByRole('region', { name: await page.locator('h1').innerText() }).boundingBox();
  const width = page.viewportSize()?.width ?? 1;
  return box ? (box.x + box.width / 2) / width : Number.NaN;
}

/** The two brands' sign-in pictures per viewport, taken by the journeys that check each page. */
const pictures = new Map<string, PNG>();

/** Opens the store's sign-in page and waits until its form is there. */
async function openStoreLogin(page: Page, shop: 'demo' | 'lumen'): Promise<void> {
  await page.goto(`/${shop}/login`);
  await loginForm(page).submit.waitFor();
}

describe.each(VIEWPORTS)('branding on $name', (viewport) => {
  test("Northwind's sign-in: its logo in the header, the common title, on the left; as the baseline", async () => {
    const { page } = await browser.open(viewport);
    await openStoreLogin(page, 'demo');
    await page.getByRole('banner').getByRole('img', { name: 'Northwind Outfitters' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Report an issue' }).waitFor();
    if (viewport.name === 'desktop') expect(await panelCentre(page)).toBeLessThan(0.5);
    await expectImagesLoad(page);
    await expectAccessible(page);
    const picture = await takeScreenshot(page);
    pictures.set(`demo-${viewport.name}`, picture);
    expectMatchesBaseline(picture, `demo-login-${viewport.name}`);
  });

  test("Lumen's sign-in: the simple rc3 layout, its own title, on the right; as the baseline", async () => {
    const { page } = await browser.open(viewport);
    await openStoreLogin(page, 'lumen');
    // rc3: no header; the language select sits on the page. The title is the store's own wording.
    await page.getByRole('heading', { level: 1, name: 'Lumen Care' }).waitFor();
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
    await expect(
      page.getByRole('main').getByRole('combobox', { name: 'Language' }).isVisible(),
    ).resolves.toBe(true);
    if (viewport.name === 'desktop') expect(await panelCentre(page)).toBeGreaterThan(0.5);
    await expectImagesLoad(page);
    await expectAccessible(page);
    const picture = await takeScreenshot(page);
    pictures.set(`lumen-${viewport.name}`, picture);
    expectMatchesBaseline(picture, `lumen-login-${viewport.name}`);
  });

  test('the two brands look clearly different (over 20 % of pixels differ)', async () => {
    const pictureOf = async (shop: 'demo' | 'lumen') => {
      const taken = pictures.get(`${shop}-${viewport.name}`);
      if (taken) return taken;
      const { page } = await browser.open(viewport);
      await openStoreLogin(page, shop);
      return takeScreenshot(page);
    };
    const share = differingShare(await pictureOf('demo'), await pictureOf('lumen'));
    // pixelmatch's threshold 0.1 ignores what the eye hardly sees (#f5f6f8 against #f6f3ff).
    expect(
      share,
      `share of pixels that differ between the Northwind and Lumen sign-in pages on ${viewport.name} ` +
        '(a brand that shows only its title, font and button colour is not told apart at a glance)',
    ).toBeGreaterThan(0.2);
  });

  test('the DHgate channel co-brands the sign-in and names the order id its way', async () => {
    const { page } = await browser.open(viewport);
    await page.goto('/demo/login?channel=dhgate');
    const cobrand = page
      .getByRole('main')
      .getByText('DHgate order from Northwind Outfitters', { exact: true });
    await cobrand.waitFor();
    await page.getByRole('main').getByRole('img', { name: 'DHgate' }).waitFor();
    const purchaseId = page.getByLabel('Worry-Free Purchase ID', { exact: true });
    await expect(purchaseId.isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Order number', { exact: true }).count()).resolves.toBe(0);
    await expectImagesLoad(page);
    await expectAccessible(page);

    // #1011 is a DHgate order: signed in, the header carries both logos.
    await purchaseId.fill('#1011');
    await page.getByLabel('E-mail', { exact: true }).fill(SHOPPER_EMAIL);
    await loginForm(page).submit.click();
    await waitForHome(page);
    await page.getByRole('banner').getByRole('img', { name: 'DHgate' }).waitFor();
    await expectImagesLoad(page);
    await expectAccessible(page);
  });

  test('the 17TRACK co-branded variant wears the blue frame', async () => {
    const { page, context } = await browser.open(viewport);
    await page.goto('/demo/login?channel=17track-cobrand');
    await page
      .getByRole('main')
      .getByText('Package protection from Northwind Outfitters, with 17TRACK', { exact: true })
      .waitFor();
    await expect(page.locator('[data-theme]').first().getAttribute('data-theme')).resolves.toBe('blue');
    // The blue frame's mark: the header's top border.
    await expect(
      page.getByRole('banner').evaluate((header) => getComputedStyle(header).borderTopColor),
    ).resolves.toBe('rgb(26, 86, 219)');
    await expectImagesLoad(page);
    await expectAccessible(page);

    // The store's own frame is black, for comparison (a new tab: the channel stays for the tab).
    const plain = await context.newPage();
    await plain.goto('/demo/login');
    await loginForm(plain).submit.waitFor();
    await expect(
      plain.getByRole('banner').evaluate((header) => getComputedStyle(header).borderTopColor),
    ).resolves.toBe('rgb(17, 17, 17)');
  });
});

/** The narrowest phone the portal is made for (issue 8: the brand never clips from 320 px up). */
const NARROWEST: Viewport = {
  name: 'phone',
  context: {
    ...(VIEWPORTS[0] as Viewport).context,
    viewport: { width: 320, height: 640 },
    screen: { width: 320, height: 640 },
  },
};

/** How the header's brand sits: logos cut by the header's edge, drawn too small to read, overflow. */
function headerBrandFit(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const start = header.firstElementChild as HTMLElement;
    const area = start.getBoundingClientRect();
    const logos = [...start.querySelectorAll('img')].map((img) => {
      const box = img.getBoundingClientRect();
      // object-fit: contain draws the picture whole inside its box, scaled to fit.
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      return {
        name: img.alt,
        cut: box.left < area.left - 0.5 || box.right > area.right + 0.5 || box.width < 1,
        drawnHeight: Math.round(img.naturalHeight * scale),
      };
    });
    return {
      logos,
      headerOverflows: header.scrollWidth > header.clientWidth,
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

describe('the brand at 320 px', () => {
  test('logo, co-brand and the header controls fit without cutting the brand, before and after sign-in', async () => {
    const { page } = await browser.open(NARROWEST);
    await page.goto('/demo/login?channel=dhgate');
    await loginForm(page).submit.waitFor();
    await expectImagesLoad(page);
    const signedOut = await headerBrandFit(page);
    expect(signedOut.logos.map((logo) => logo.name)).toEqual(['Northwind Outfitters', 'DHgate']);

    await page.getByLabel('Worry-Free Purchase ID', { exact: true }).fill('#1011');
    await page.getByLabel('E-mail', { exact: true }).fill(SHOPPER_EMAIL);
    await loginForm(page).submit.click();
    await waitForHome(page);
    await expectImagesLoad(page);
    // Signed in, the header is at its fullest: both logos, the language, the account menu.
    const signedIn = await headerBrandFit(page);
    expect(signedIn.logos.map((logo) => logo.name)).toEqual(['Northwind Outfitters', 'DHgate']);

    for (const [when, fit] of [
      ['signed out', signedOut],
      ['signed in', signedIn],
    ] as const) {
      expect(fit.headerOverflows, `${when}: the header overflows`).toBe(false);
      expect(fit.pageOverflows, `${when}: the page scrolls sideways`).toBe(false);
      for (const logo of fit.logos) {
        expect(logo.cut, `${when}: ${logo.name} is cut by the header`).toBe(false);
        expect(logo.drawnHeight, `${when}: ${logo.name} drawn height in px`).toBeGreaterThanOrEqual(16);
      }
    }
  });
});
