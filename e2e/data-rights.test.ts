// Issue 15, items 3 and 5, on a desktop (one journey keeps CI lean): a refused claim appealed with
// a note goes back to review and the merchant approves it; then the shopper downloads what the
// portal holds about the order from the account menu, and the file names the claim.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import {
  claimReason,
  continueToReview,
  expectClaimStatus,
  reloadDetails,
  signInTo,
  startReport,
  submitClaim,
} from './support/claim-flow';
import { merchantApprove, merchantReject } from './support/merchant';
import { createShop, inTransitOrder, putOrder, type TestShop } from './support/shop';

const browser = useBrowser();
const SHOP = 'e2e-rights';
const ORDER = '#9501';
const EMAIL = 'appeal-desktop@example.com';
const desktop = VIEWPORTS.find((viewport) => viewport.name === 'desktop') ?? VIEWPORTS[0];

let shop: TestShop;
beforeAll(async () => {
  shop = await createShop(SHOP, 'Rights Journeys');
  await putOrder(
    shop,
    ORDER,
    inTransitOrder(EMAIL, [{ id: 'li-radio', title: 'Walnut Radio', quantity: 1, price: 8800 }]),
  );
});

describe('appeal and export on desktop', () => {
  test('an appeal goes back to review and is approved; the export downloads the order’s data', async () => {
    if (!desktop) throw new Error('no desktop viewport');
    const { page } = await browser.open(desktop, { acceptDownloads: true });
    await signInTo(page, SHOP, ORDER, EMAIL);
    await startReport(page, { issue: 'Lost in transit', items: [['Walnut Radio', 1]] });
    await continueToReview(page, { description: 'Tracking stopped two weeks ago.' });
    const { claimNumber } = await submitClaim(page);
    await expectClaimStatus(page, 'Under review');

    const reason = 'The carrier shows the parcel delivered to your building.';
    await merchantReject(SHOP, claimNumber, reason);
    await reloadDetails(page, claimNumber);
    await expectClaimStatus(page, 'Rejected');

    await page.getByRole('button', { name: 'Appeal this decision', exact: true }).click();
    await page.getByText(/You can appeal once, until/).waitFor();
    await page.getByRole('button', { name: 'Send appeal', exact: true }).click();
    await page.getByText('Please tell the store why you are appealing.').waitFor();
    await page
      .getByLabel('Why should the store look again?')
      .fill('Nobody in the building has it; the concierge log shows no parcel that day.');
    await page.getByRole('button', { name: 'Send appeal', exact: true }).click();
    await page.getByText('Your appeal was sent. The store will look at your claim again.').waitFor();
    await expectClaimStatus(page, 'Under review');
    await expect(claimReason(page).innerText()).resolves.toBe(
      'You appealed the decision; the store will look at your claim again.',
    );
    await expect(page.getByRole('button', { name: 'Appeal this decision' }).count()).resolves.toBe(0);
    await expectAccessible(page);

    const approved = await merchantApprove(SHOP, claimNumber);
    expect(approved).toMatchObject({ claimNumber, status: 'accepted' });
    await reloadDetails(page, claimNumber);
    await expectClaimStatus(page, 'Accepted');

    await page.getByRole('button', { name: `Account menu for ${EMAIL}` }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('order-9501-data.json');
    const file = await download.path();
    const document = JSON.parse(await readFile(file, 'utf8'));
    expect(document.order).toMatchObject({ orderName: ORDER, email: EMAIL });
    expect(document.claims[0]).toMatchObject({ claimNumber, status: 'accepted' });
    expect(document.claims[0].timeline.map((entry: { type: string }) => entry.type)).toContain('appealed');
  });
});
