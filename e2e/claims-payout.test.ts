// Issue 5, journeys 1 and 5: a damage claim with two photos through every step, approved by the
// merchant command and paid out as a virtual Visa card (once, however often 'Get paid' is asked);
// and a payout the card issuer declines (an amount ending in 13 cents), paid by PayPal on retry.
import { beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import {
  claimReason,
  continueToReview,
  expectClaimStatus,
  PHOTOS,
  reloadDetails,
  signInTo,
  startReport,
  submitClaim,
} from './support/claim-flow';
import { DEMO_SHOP, loginForm, SHOPPER_EMAIL } from './support/demo';
import { receivedMail, waitForMail } from './support/mailbox';
import { merchantApprove } from './support/merchant';
import { createShop, inTransitOrder, orderLike1001, putOrder, type TestShop } from './support/shop';

const browser = useBrowser();

/** The gateway's cash-out call (spec 7's `{product}-cash-withdraw`). */
const CASH_WITHDRAW = '/gateway/ins-claim-product/api/resolution-center/rc-cash-withdraw';

let shop: TestShop;
beforeAll(async () => {
  shop = await createShop('e2e-payouts', 'Payout Journeys');
  await Promise.all([
    putOrder(shop, '#7001', orderLike1001('like-1001@example.com')),
    ...VIEWPORTS.map((viewport, index) =>
      putOrder(
        shop,
        `#71${index}0`,
        inTransitOrder(`declined-${viewport.name}@example.com`, [
          { id: 'li-lamp', title: 'Brass Desk Lamp', quantity: 1, price: 1013 },
        ]),
      ),
    ),
  ]);
});

describe.each(VIEWPORTS)('claims and payouts on $name', (viewport) => {
  // #1001 carries one damage claim on its delivered package: the phone files it on #1001 itself,
  // the desktop on #7001, a fresh order of the same shape in a store of this file's own.
  const account =
    viewport.name === 'phone'
      ? { shop: DEMO_SHOP, order: '#1001', email: SHOPPER_EMAIL }
      : { shop: 'e2e-payouts', order: '#7001', email: 'like-1001@example.com' };

  test(`signed in as ${account.order}: damage on two items with two photos, approved, paid once as a virtual card`, async () => {
    const { page, context } = await browser.open(viewport);
    await signInTo(page, account.shop, account.order, account.email);
    await expectAccessible(page);

    await startReport(page, {
      issue: 'Damaged',
      items: [
        ['Merino Wool Sweater', 1],
        ['Canvas Tote Bag', 2],
      ],
    });
    await continueToReview(page, { photos: PHOTOS, packageCondition: 'Damaged' });
    // Both items, both photos and the amount with shipping ($89 + 2 × $24 + $9.95) before sending.
    const review = page.getByRole('main');
    await review.getByText('Merino Wool Sweater').waitFor();
    await review.getByText('Canvas Tote Bag').waitFor();
    for (const photo of PHOTOS)
      await review.getByRole('link', { name: `Open ${photo.name} (new tab)` }).waitFor();
    await expect(page.getByRole('definition').filter({ hasText: '$146.95' }).count()).resolves.toBe(1);

    const { claimNumber } = await submitClaim(page);
    await expectClaimStatus(page, 'Under review');
    await page.getByText('Your claim was sent.', { exact: false }).waitFor();
    await expectAccessible(page);

    const mailBefore = receivedMail().length;
    const approved = await merchantApprove(account.shop, claimNumber);
    expect(approved).toMatchObject({ claimNumber, status: 'accepted' });
    // The shopper is told by e-mail (read from the run's SMTP server), with a link to the claim.
    const approvedMail = await waitForMail(
      (mail) => mail.to === account.email && mail.subject === `Your claim ${claimNumber} is approved`,
      { since: mailBefore },
    );
    expect(approvedMail.text).toContain('is approved for $146.95');
    const claimLink = /https?:\/\/\S+/.exec(approvedMail.text)?.[0] ?? '';
    expect(new URL(claimLink).searchParams.get('claimId')).toBe(
      new URL(page.url()).searchParams.get('claimId'),
    );
    await reloadDetails(page, claimNumber);
    await expectClaimStatus(page, 'Accepted');
    await page.getByText('Your claim was approved: $146.95 is ready for you.').waitFor();
    await expectAccessible(page);

    // The sending state can be short (the job runs within a tenth of a second): the page records
    // whether it ever showed it.
    await page.evaluate(() => {
      const seen = { sending: false };
      (window as unknown as { payoutSeen: typeof seen }).payoutSeen = seen;
      const look = () => {
        if (document.body.innerText.includes('Sending your payout…')) seen.sending = true;
      };
      new MutationObserver(look).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    // A double click asks for one payout.
    await page.getByRole('button', { name: 'Get paid', exact: true }).dblclick();
    const cardNumber = page.getByText(/•••• •••• •••• \d{4}$/);
    await cardNumber.waitFor();
    await page.getByText('Visa virtual gift card', { exact: true }).waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { payoutSeen: { sending: boolean } }).payoutSeen.sending),
    ).resolves.toBe(true);
    await expectClaimStatus(page, 'Payout sent');
    // The number is read out as 'Card number •••• …' (a visually hidden label before it).
    const masked = /•••• •••• •••• \d{4}$/.exec(await cardNumber.innerText())?.[0] ?? '';
    expect(masked).toMatch(/^•••• •••• •••• \d{4}$/);
    await page.getByText(/^Expires \d{2}\/\d{2}$/).waitFor();
    const cardLink = page.getByRole('link', { name: 'View your card (opens in a new tab)' });
    await expect(page.getByRole('button', { name: 'Get paid' }).count()).resolves.toBe(0);
    await expectAccessible(page);

    // A second tab asking again (its own request id) gets the same payout, not a second card.
    const claimId = new URL(page.url()).searchParams.get('claimId');
    const again = await page.evaluate(
      async ({ path, claimId }) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ claimId, requestId: `second-tab-${crypto.randomUUID()}` }),
        });
        return (await response.json()) as { code: number; data?: { status: string } };
      },
      { path: CASH_WITHDRAW, claimId },
    );
    expect(again).toMatchObject({ code: 0, data: { status: 'payout_sent' } });
    await reloadDetails(page, claimNumber);
    await expect(cardNumber.innerText()).resolves.toContain(masked);
    await expectClaimStatus(page, 'Payout sent');

    // The card's page: the whole number (its last four as masked) and the amount.
    const [cardPage] = await Promise.all([context.waitForEvent('page'), cardLink.click()]);
    await cardPage.getByRole('heading', { level: 1, name: 'Your virtual Visa gift card' }).waitFor();
    const fullNumber = await cardPage.getByText(/^4\d{3} \d{4} \d{4} \d{4}$/).innerText();
    expect(fullNumber.slice(-4)).toBe(masked.slice(-4));
    await cardPage.getByText('$146.95', { exact: true }).waitFor();
    // The store's card (issue 15): its name on the card, its support address for questions.
    const storeName = viewport.name === 'phone' ? 'Northwind Outfitters' : 'Payout Journeys';
    await cardPage.getByText(`From ${storeName}`, { exact: true }).waitFor();
    if (viewport.name === 'phone') {
      await cardPage.getByRole('link', { name: 'help@northwind.example' }).waitFor();
    }
    await expectAccessible(cardPage);
    // Another of the nine languages, chosen on the page.
    await cardPage.getByRole('link', { name: 'Deutsch' }).click();
    await cardPage.getByRole('heading', { level: 1, name: 'Ihre virtuelle Visa-Geschenkkarte' }).waitFor();
    await cardPage.getByText(`Von ${storeName}`, { exact: true }).waitFor();

    // The payment e-mail carries the same card; the approval e-mail's link, opened elsewhere,
    // signs in (the fields filled in) and opens the claim, now paid.
    const paidMail = await waitForMail(
      (mail) =>
        mail.to === account.email && mail.subject === `Your payout for claim ${claimNumber} has been sent`,
      { since: mailBefore },
    );
    expect(paidMail.text).toContain(`Virtual Visa card: ${masked}`);
    const elsewhere = await browser.open(viewport);
    await elsewhere.page.goto(claimLink);
    await expect(loginForm(elsewhere.page).email.inputValue()).resolves.toBe(account.email);
    await loginForm(elsewhere.page).submit.click();
    await elsewhere.page.waitForURL((url) => url.pathname.endsWith('/issue-details'));
    await expectClaimStatus(elsewhere.page, 'Payout sent');
  });

  test('a payout the card issuer declines ($10.13), paid by PayPal after changing the method', async () => {
    const { page } = await browser.open(viewport);
    const order = `#71${VIEWPORTS.indexOf(viewport)}0`;
    const email = `declined-${viewport.name}@example.com`;
    await signInTo(page, 'e2e-payouts', order, email);
    // A delay on a package still on its way is approved at once by the store's rules.
    await startReport(page, { issue: 'Delayed', items: [['Brass Desk Lamp', 1]] });
    await continueToReview(page, { description: 'It was due a week ago.' });
    await submitClaim(page);
    await expectClaimStatus(page, 'Accepted');
    await page.getByText('Your claim was approved: $10.13 is ready for you.').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Get paid', exact: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Your payout could not be sent.' });
    await failure.waitFor();
    // The provider's reason, translated.
    await expect(failure.innerText()).resolves.toBe(
      'Your payout could not be sent. The card provider turned the payment down. Choose another payout method and try again.',
    );
    await expectClaimStatus(page, 'Payout failed');
    // Told beside what to do next (and kept in the timeline), not again under the status.
    await expect(claimReason(page).count()).resolves.toBe(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Change payout method', exact: true }).click();
    await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
    const paypal = page.getByLabel('PayPal e-mail', { exact: true });
    await paypal.fill(`paypal-${viewport.name}@example.com`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save payout method', exact: true }).click();
    await page.getByText('Your payout method was changed.').waitFor();
    await expectAccessible(page);

    // After a failure the button asks again ('Try again').
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await page.getByText(`$10.13 was sent to paypal-${viewport.name}@example.com.`).waitFor();
    await expectClaimStatus(page, 'Payout sent');
    await expect(page.getByRole('link', { name: /View your card/ }).count()).resolves.toBe(0);
    await expect(page.getByText('Visa virtual gift card').count()).resolves.toBe(0);
    await expectAccessible(page);
  });
});
