// Issue 11, "Done when": a return of two items from a multi-item order to a label with a QR code;
// the merchant receiving the items (merchant API) and the refund and credit showing on the
// shopper's return page; a final-sale item refused with its reason. Orders of the file's own store.
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { PHOTOS, pickFiles } from './support/claim-flow';
import {
  amountOf,
  chooseMethod,
  chooseReturnItems,
  continueReturnTo,
  describeItem,
  expectFitsAt320,
  ITEMS,
  itemCard,
  RETURN_STEP,
  startReturn,
  submitReturn,
  useReturnShop,
} from './support/returns';

const browser = useBrowser();
const PHOTO = PHOTOS[0] as (typeof PHOTOS)[number];
const shop = useReturnShop({
  shop: 'e2e-returns',
  name: 'Return Journeys',
  policy: { finalSale: { productIds: ['p-clearance'], tags: [] } },
  orders: {
    label: [ITEMS.sweater, { ...ITEMS.tote, quantity: 2 }, ITEMS.kettle],
    final: [ITEMS.clearance, ITEMS.kettle],
  },
});

describe.each(VIEWPORTS)('returns to a label on $name', (viewport) => {
  test('two items of a three-item order go back with a prepaid label; the merchant receives them and the refund and credit show', async () => {
    const { page } = await browser.open(viewport);
    await shop.signIn(page, 'label', viewport);
    await startReturn(page);
    // The window is the store's default: 30 days from delivery.
    await page.getByText('Items can be returned within 30 days of delivery.').waitFor();
    await chooseReturnItems(page, [
      ['Merino Wool Sweater', 1],
      ['Canvas Tote Bag', 2],
    ]);

    // Continue without answers: the alert takes focus and each card names what is missing.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Some answers are missing.' });
    await alert.waitFor();
    await expect(alert.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.getByText('Please choose a reason.').first().waitFor();
    await expectAccessible(page);

    // A damaged sweater needs a photo (the spec's upload step, inside the item's card).
    await describeItem(page, 'Merino Wool Sweater', {
      reason: 'Damaged or defective',
      subReason: 'Arrived damaged',
      resolution: 'Refund to my original payment',
    });
    await describeItem(page, 'Canvas Tote Bag', { reason: 'Changed my mind', resolution: 'Store credit' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await itemCard(page, 'Merino Wool Sweater').getByText('Please add a photo.').waitFor();
    await pickFiles(page, [PHOTO], 'Add photos of Merino Wool Sweater');
    await itemCard(page, 'Merino Wool Sweater').getByRole('img', { name: PHOTO.name }).waitFor();
    await expectAccessible(page);
    await expectFitsAt320(page);
    await continueReturnTo(page, RETURN_STEP.method);
    await chooseMethod(page, 'Prepaid label');

    await expect(amountOf(page, 'Items returned')).resolves.toBe('$137.00');
    await expect(amountOf(page, 'Refund')).resolves.toBe('$89.00');
    await expect(amountOf(page, 'Store credit')).resolves.toBe('$48.00');
    const returnNumber = await submitReturn(page);

    // The return's page: 'To return' (cyan), the label's QR code that decodes, the PDF behind its link.
    const status = page.getByRole('main').locator('.status-badge').first();
    await expect(status.innerText()).resolves.toBe('To return');
    await expect(status.evaluate((element) => element.className)).resolves.toContain('status-badge--cyan');
    const qr = page.getByRole('img', { name: /^QR code of return label RC\w+$/ });
    await qr.waitFor();
    await expect(
      qr.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)),
    ).resolves.toBeGreaterThan(0);
    const pdf = page.getByRole('link', { name: 'Download the label (PDF)' });
    const href = (await pdf.getAttribute('href')) ?? '';
    const label = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        magic: String.fromCharCode(...bytes.slice(0, 5)),
      };
    }, href);
    expect(label).toMatchObject({ status: 200, magic: '%PDF-' });
    expect(label.type).toContain('application/pdf');
    await page
      .getByText('Print the label, pack the items, stick the label on the parcel and hand it to the carrier.')
      .waitFor();
    await page.getByRole('list', { name: 'Progress' }).getByText('To return').waitFor();
    await expectFitsAt320(page);

    // The merchant receives both items, refunds the sweater and credits the totes.
    await shop.receive(returnNumber);
    await shop.settle(returnNumber, 'refund', 'Merino Wool Sweater');
    await shop.settle(returnNumber, 'credit', 'Canvas Tote Bag');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Return ${returnNumber}` }).waitFor();
    await expect(page.getByRole('main').locator('.status-badge').first().innerText()).resolves.toBe(
      'Completed',
    );
    const money = page.getByRole('region', { name: 'Money' });
    await money.getByText('$89.00').first().waitFor();
    await expect(amountOf(page, 'Refund')).resolves.toMatch(/^\$89\.00\s+Paid$/);
    await expect(amountOf(page, 'Store credit')).resolves.toMatch(/^\$48\.00\s+Paid$/);
    await money.getByRole('heading', { name: 'Payments' }).waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Refund issued').waitFor();
    await expect(
      page.getByRole('region', { name: 'Items' }).getByText('2 of 2 received').count(),
    ).resolves.toBe(1);
    await expectAccessible(page);

    // The order's returns list it, linking back to it.
    await page.getByRole('link', { name: 'Your returns', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Your returns' }).waitFor();
    await page.getByRole('link', { name: `Return ${returnNumber}` }).waitFor();
    await expectAccessible(page);
  });

  test('a final-sale item cannot be chosen and says why', async () => {
    const { page } = await browser.open(viewport);
    await shop.signIn(page, 'final', viewport);
    await startReturn(page);
    const scarf = page.getByRole('listitem').filter({ hasText: 'Clearance Scarf' });
    await scarf.getByText('Cannot be returned: Final sale items cannot be returned.').waitFor();
    await expect(page.getByRole('checkbox', { name: 'Return Clearance Scarf' }).count()).resolves.toBe(0);
    await expect(page.getByRole('checkbox', { name: 'Return Gooseneck Kettle' }).count()).resolves.toBe(1);

    // Nothing chosen: Continue says so, in an alert that takes focus.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Choose at least one item to return.' });
    await alert.waitFor();
    await expect(alert.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expectAccessible(page);
  });
});
