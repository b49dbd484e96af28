// Issue 5, journeys 2 to 4: a draft kept across a sign-out, continued and withdrawn; a claim sent
// without the photos it needs (action_required), then completed from its details page; a claim the
// merchant rejects with a reason the shopper reads.
import { beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import {
  claimReason,
  continueToReview,
  expectClaimStatus,
  fileList,
  PHOTOS,
  pickFiles,
  reloadDetails,
  STEP,
  signInTo,
  startReport,
  submitClaim,
  waitForStep,
} from './support/claim-flow';
import { loginForm } from './support/demo';
import { merchantReject } from './support/merchant';
import { createShop, deliveredOrder, inTransitOrder, putOrder, type TestShop } from './support/shop';

const browser = useBrowser();
const SHOP = 'e2e-decisions';

const BOARD = { id: 'li-board', title: 'Walnut Serving Board', quantity: 1, price: 6800 };
const NAPKINS = { id: 'li-napkins', title: 'Linen Napkins', quantity: 4, price: 900 };
const KETTLE = { id: 'li-kettle', title: 'Gooseneck Kettle', quantity: 1, price: 7400 };

/** Each journey's own order and e-mail, per viewport (claims hold their items). */
function account(journey: 'draft' | 'evidence' | 'rejection', viewport: { name: string }) {
  const number = { draft: 1, evidence: 2, rejection: 3 }[journey];
  const index = VIEWPORTS.findIndex((candidate) => candidate.name === viewport.name);
  return { order: `#8${index}0${number}`, email: `${journey}-${viewport.name}@example.com` };
}

let shop: TestShop;
beforeAll(async () => {
  shop = await createShop(SHOP, 'Decision Journeys');
  await Promise.all(
    VIEWPORTS.flatMap((viewport) => [
      putOrder(
        shop,
        account('draft', viewport).order,
        deliveredOrder(account('draft', viewport).email, [BOARD, NAPKINS]),
      ),
      putOrder(
        shop,
        account('evidence', viewport).order,
        deliveredOrder(account('evidence', viewport).email, [BOARD, NAPKINS]),
      ),
      putOrder(
        shop,
        account('rejection', viewport).order,
        inTransitOrder(account('rejection', viewport).email, [KETTLE]),
      ),
    ]),
  );
});

describe.each(VIEWPORTS)('claim drafts and decisions on $name', (viewport) => {
  test('a draft survives a sign-out, continues with its items, and is withdrawn', async () => {
    const { page } = await browser.open(viewport);
    const { order, email } = account('draft', viewport);
    await signInTo(page, SHOP, order, email);
    await startReport(page, { issue: 'Damaged', items: [['Linen Napkins', 2]] });

    await page.getByRole('button', { name: 'Save as draft', exact: true }).click();
    const saved = page.getByRole('status').filter({ hasText: /^Draft CLM-\w+ saved\./ });
    await saved.waitFor();
    const draftNumber = /CLM-\w+/.exec(await saved.innerText())?.[0] ?? '';
    await expectAccessible(page);

    const menu = page.getByRole('button', { name: `Account menu for ${email}` });
    await menu.click();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await loginForm(page).submit.waitFor();

    await signInTo(page, SHOP, order, email);
    const claims = page.getByRole('region', { name: 'Your claims' });
    const draft = claims.getByRole('listitem').filter({ hasText: draftNumber });
    await draft.getByText('Draft', { exact: true }).waitFor();
    await expectAccessible(page);

    // Continue: the draft opens on review with the items chosen before signing out.
    await draft.getByRole('button', { name: `Continue ${draftNumber}` }).click();
    await waitForStep(page, STEP.review);
    await page.getByRole('heading', { level: 2, name: 'Amount' }).waitFor();
    const chosen = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Linen Napkins' });
    await chosen.getByText(/^Qty 2 · \$\d+\.\d\d each$/).waitFor();
    await expect(page.getByRole('main').getByText('Walnut Serving Board').count()).resolves.toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Change the items', exact: true }).click();
    await waitForStep(page, STEP.chooseItems);
    await expect(
      page.getByRole('spinbutton', { name: 'Quantity of Linen Napkins' }).inputValue(),
    ).resolves.toBe('2');
    await expect(
      page.getByRole('spinbutton', { name: 'Quantity of Walnut Serving Board' }).inputValue(),
    ).resolves.toBe('0');
    await expectAccessible(page);

    // Withdraw it from its details page, reached from the claims list on home. The close icon asks
    // before forgetting the report in progress (issue 23); the draft itself stays saved.
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without finishing?' });
    await leave.waitFor();
    await expectAccessible(page);
    await leave.getByRole('button', { name: 'Discard and close' }).click();
    await page.getByRole('heading', { level: 2, name: 'Protected items' }).waitFor();
    // The link's name is the issue and, for screen readers, the claim's number.
    await claims.getByRole('link', { name: new RegExp(`^Damaged\\s*, Claim ${draftNumber}$`) }).click();
    await page.getByRole('heading', { level: 1, name: `Claim ${draftNumber}` }).waitFor();
    await expectClaimStatus(page, 'Draft');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Withdraw draft', exact: true }).click();
    await page.getByText('Withdraw this draft? You cannot undo this.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yes, withdraw', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'The draft was withdrawn.' }).waitFor();
    await expectClaimStatus(page, 'Withdrawn');
    await expect(page.getByRole('button', { name: 'Continue this draft' }).count()).resolves.toBe(0);
    await expectAccessible(page);
  });

  test('a damage claim without photos needs action; a photo added on its details sends it back to review', async () => {
    const { page } = await browser.open(viewport);
    const { order, email } = account('evidence', viewport);
    await signInTo(page, SHOP, order, email);
    await startReport(page, { issue: 'Damaged', items: [['Walnut Serving Board', 1]] });
    await continueToReview(page, { packageCondition: 'Intact' });
    await page.getByText('Still missing: Photos of the damage.', { exact: false }).waitFor();

    const { claimNumber } = await submitClaim(page);
    await expectClaimStatus(page, 'Action required');
    await expect(claimReason(page).innerText()).resolves.toBe(
      'We need more photos or videos before the claim can go ahead.',
    );
    await page.getByText('The store needs more from you: please add photos or videos.').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add evidence', exact: true }).click();
    await pickFiles(page, [PHOTOS[0] as (typeof PHOTOS)[number]]);
    await fileList(page).getByRole('img', { name: 'damaged-box.jpg' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send evidence', exact: true }).click();
    await page.getByText('Thank you. Your evidence was added to the claim.').waitFor();
    await expectClaimStatus(page, 'Under review');
    await expect(claimReason(page).innerText()).resolves.toBe(
      'You added evidence; the store will look at it.',
    );
    const evidence = page.getByRole('region', { name: 'Photos and videos' });
    await evidence.getByRole('link', { name: 'Open damaged-box.jpg (new tab)' }).waitFor();
    await expectAccessible(page);

    // As the server has it, not only as the page was told.
    await reloadDetails(page, claimNumber);
    await expectClaimStatus(page, 'Under review');
    await evidence.getByRole('link', { name: 'Open damaged-box.jpg (new tab)' }).waitFor();
  });

  test('a claim the merchant rejects shows Rejected and the merchant’s reason', async () => {
    const { page } = await browser.open(viewport);
    const { order, email } = account('rejection', viewport);
    await signInTo(page, SHOP, order, email);
    await startReport(page, { issue: 'Lost in transit', items: [['Gooseneck Kettle', 1]] });
    await continueToReview(page, { description: 'Tracking has not moved for ten days.' });
    const { claimNumber } = await submitClaim(page);
    await expectClaimStatus(page, 'Under review');
    await expect(claimReason(page).innerText()).resolves.toBe('The store is looking at your claim.');

    const reason = `The carrier confirmed delivery to your parcel locker on ${viewport.name === 'phone' ? 'Monday' : 'Tuesday'}.`;
    const rejected = await merchantReject(SHOP, claimNumber, reason);
    expect(rejected).toMatchObject({ claimNumber, status: 'rejected', statusReason: reason });
    await reloadDetails(page, claimNumber);
    await expectClaimStatus(page, 'Rejected');
    await expect(claimReason(page).innerText()).resolves.toBe(reason);
    await expectAccessible(page);
  });
});
