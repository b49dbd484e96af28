// Issue 11, "Done when": an exchange for another variant; an exchange for another product with a
// balance; a store-credit return with a bonus; a keep-the-item refund. The store's policy gives a
// 10 % bonus on store credit and lets shoppers keep items under $15 (a returnless refund); its
// catalogue has the sweater's other sizes and a rain jacket. Orders of the file's own store.
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import {
  amountOf,
  chooseMethod,
  chooseReturnItems,
  continueReturnTo,
  describeItem,
  expectFitsAt320,
  expectReturnStatus,
  ITEMS,
  itemCard,
  merchantTrySettle,
  RAIN_JACKET,
  RETURN_STEP,
  SWEATER_SIZES,
  startReturn,
  submitReturn,
  useReturnShop,
} from './support/returns';

const browser = useBrowser();
const shop = useReturnShop({
  shop: 'e2e-exchanges',
  name: 'Exchange Journeys',
  policy: {
    resolutions: { storeCredit: { enabled: true, bonusPercent: 10 }, keepItem: true },
    rules: [{ when: { maxUnitPriceMinor: 1500 }, decision: 'keep' }],
  },
  catalog: [SWEATER_SIZES, RAIN_JACKET],
  orders: {
    variant: [ITEMS.sweater, ITEMS.tote],
    product: [ITEMS.tote, ITEMS.blanket],
    credit: [ITEMS.blanket, ITEMS.socks],
    keep: [ITEMS.socks, ITEMS.tote],
  },
});

describe.each(VIEWPORTS)('exchanges and resolutions on $name', (viewport) => {
  test('an exchange for another size: the new variant on the review and on the return', async () => {
    const { page } = await browser.open(viewport);
    await shop.signIn(page, 'variant', viewport);
    await startReturn(page);
    await chooseReturnItems(page, [['Merino Wool Sweater', 1]]);
    await describeItem(page, 'Merino Wool Sweater', {
      reason: 'Size or fit',
      subReason: 'Too small',
      resolution: 'Exchange for another size or colour',
    });
    // A sold-out size is offered but cannot be picked.
    const sizes = itemCard(page, 'Merino Wool Sweater').getByRole('combobox', { name: 'New size or colour' });
    await expect(sizes.locator('option', { hasText: 'Oat / XL (sold out)' }).isDisabled()).resolves.toBe(
      true,
    );
    await describeItem(page, 'Merino Wool Sweater', { reason: 'Size or fit', subReason: 'Too small' });
    await itemCard(page, 'Merino Wool Sweater')
      .getByRole('combobox', { name: 'New size or colour' })
      .selectOption({ label: 'Oat / L' });
    await expectAccessible(page);
    await continueReturnTo(page, RETURN_STEP.method);
    await chooseMethod(page, 'Ship it yourself');

    await page.getByText('Exchange for Merino Wool Sweater · Oat / L').waitFor();
    await expect(
      page
        .getByRole('main')
        .locator('dt', { hasText: /^Refund$/ })
        .count(),
    ).resolves.toBe(0);
    await submitReturn(page);
    await page
      .getByRole('region', { name: 'Items' })
      .getByText('Exchange for Merino Wool Sweater · Oat / L')
      .waitFor();
    await expect(page.getByRole('main').locator('.status-badge').first().innerText()).resolves.toBe(
      'To return',
    );

    // Shipped by the shopper: no label; the tracking number is added on the return's page.
    await expect(page.getByRole('link', { name: 'Download the label (PDF)' }).count()).resolves.toBe(0);
    const tracking = page.getByRole('region', { name: 'Add your tracking number' });
    await tracking.getByRole('button', { name: 'Save tracking number' }).click();
    await tracking.getByText('Please enter the tracking number (at least 4 letters or digits).').waitFor();
    await tracking.getByRole('textbox', { name: 'Carrier (optional)' }).fill('DHL');
    await tracking.getByRole('textbox', { name: 'Tracking number', exact: true }).fill('JD014600003828');
    await tracking.getByRole('button', { name: 'Save tracking number' }).click();
    await page.getByText('DHL JD014600003828').waitFor();
    await expect(page.getByRole('main').locator('.status-badge').first().innerText()).resolves.toBe(
      'Return shipped',
    );
    await page.getByRole('region', { name: 'History' }).getByText('Tracking number added').waitFor();
    await expectAccessible(page);
  });

  test('an exchange for another product that costs more: the difference shown, agreed and paid (a declined card leaves it owing), then shipped', async () => {
    const { page, errors } = await browser.open(viewport);
    errors.allow(/status of 402/, 'the sandbox checkout answers a declined card with HTTP 402');
    await shop.signIn(page, 'product', viewport);
    await startReturn(page);
    await chooseReturnItems(page, [['Canvas Tote Bag', 1]]);
    await describeItem(page, 'Canvas Tote Bag', {
      reason: 'Changed my mind',
      resolution: 'Exchange for another product',
    });

    // Continue before a product is chosen: the card asks for one.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await itemCard(page, 'Canvas Tote Bag')
      .getByText('Please choose the product you want instead.')
      .waitFor();
    await itemCard(page, 'Canvas Tote Bag')
      .getByRole('button', { name: 'Choose a product Canvas Tote Bag' })
      .click();
    await page.getByRole('heading', { level: 1, name: RETURN_STEP.product }).waitFor();
    await expectAccessible(page);

    const catalogue = page.getByRole('region', { name: 'All products' });
    await catalogue.getByRole('button', { name: 'Select Rain Jacket' }).click();
    const chosen = page.getByRole('region', { name: 'Rain Jacket' });
    await chosen.getByRole('radio', { name: 'Navy / M' }).check();
    await chosen.getByText('You pay $105.00 more.').waitFor();
    await expectAccessible(page);
    await expectFitsAt320(page);
    await chosen.getByRole('button', { name: 'Exchange for this' }).click();

    await page.getByRole('heading', { level: 1, name: RETURN_STEP.details }).waitFor();
    await itemCard(page, 'Canvas Tote Bag')
      .getByText(/^Exchange for Rain Jacket · Navy \/ M/)
      .waitFor();
    await continueReturnTo(page, RETURN_STEP.method);
    await chooseMethod(page, 'Prepaid label');

    await expect(amountOf(page, 'New items')).resolves.toBe('$129.00');
    await expect(amountOf(page, 'To pay')).resolves.toBe('$105.00');
    await page.getByRole('heading', { level: 2, name: 'Pay the difference' }).waitFor();
    // Submitting without agreeing to pay is refused on the page, with focus on the alert.
    await page.getByRole('button', { name: 'Pay $105.00 and submit', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Please agree to pay the difference first.' });
    await alert.waitFor();
    await expect(alert.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.getByRole('checkbox', { name: 'I agree to pay $105.00' }).check();
    await expectAccessible(page);
    await expectFitsAt320(page);
    await page.getByRole('button', { name: 'Pay $105.00 and submit', exact: true }).click();

    // The payment provider's checkout (the portal's built-in sandbox): a declined card, then a good one.
    await page.getByRole('heading', { level: 1, name: 'Pay $105.00' }).waitFor();
    const card = page.getByRole('textbox', { name: 'Card number' });
    await card.fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $105.00', exact: true }).click();
    await page.getByText('Your card was declined. Try another card.').waitFor();
    // The checkout is a page of the portal's own (not the app): it is scanned too, with its error.
    await expectAccessible(page);
    // Declined, the return still owes all of it, and the store cannot ship the jacket yet.
    const returnNumber = ((await page.getByText(/RMA-\w+/).innerText()).match(/RMA-\w+/) ?? [''])[0];
    expect(await shop.get(returnNumber)).toMatchObject({ balancePaid: 0, quote: { balanceDue: 10500 } });
    const early = await merchantTrySettle(shop.store, returnNumber, 'ship-exchange', [
      { itemId: (await shop.get(returnNumber)).lines[0]?.item.itemId ?? '', quantity: 1 },
    ]);
    expect(early).toMatchObject({ status: 409, code: 100023, data: { refusal: 'balance_unpaid' } });
    await card.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $105.00', exact: true }).click();

    // Back on the return's page, the payment is read back and shown paid.
    await page.getByRole('heading', { level: 1, name: /^Return RMA-/ }).waitFor();
    await page
      .getByRole('region', { name: 'Pay the difference' })
      .getByText('Paid: $105.00. Thank you!')
      .waitFor();
    await page
      .getByRole('region', { name: 'Money' })
      .getByText(/^You paid/)
      .waitFor();
    // The money is read again once the payment is recorded.
    await expect.poll(() => amountOf(page, 'To pay')).toMatch(/^\$105\.00\s+Paid$/);
    await page
      .getByRole('region', { name: 'Items' })
      .getByText('Exchange for Rain Jacket · Navy / M')
      .waitFor();
    await expectAccessible(page);

    // Paid, the exchange ships once the tote is back: the open page shows it.
    await shop.receive(returnNumber);
    await shop.settle(returnNumber, 'ship-exchange');
    await expectReturnStatus(page, 'Completed');
    await page.getByRole('region', { name: 'Money' }).getByText('New item shipped').waitFor();
  });

  test('store credit with the bonus: quoted on the review and promised on the return', async () => {
    const { page } = await browser.open(viewport);
    await shop.signIn(page, 'credit', viewport);
    await startReturn(page);
    await chooseReturnItems(page, [['Linen Throw Blanket', 1]]);
    // 'Other' asks for a comment (the spec's comments step, inside the item's card).
    await describeItem(page, 'Linen Throw Blanket', {
      reason: 'Other',
      resolution: 'Store credit with a 10% bonus',
    });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const comments = itemCard(page, 'Linen Throw Blanket').getByRole('textbox', { name: 'Comments' });
    await itemCard(page, 'Linen Throw Blanket').getByText('Please describe the problem.').waitFor();
    await expect(comments.getAttribute('aria-invalid')).resolves.toBe('true');
    await comments.fill('The colour is much darker than in the photos.');
    await continueReturnTo(page, RETURN_STEP.method);
    await chooseMethod(page, 'Prepaid label');
    await expect(amountOf(page, 'Store credit')).resolves.toBe('$65.00');
    await expect(amountOf(page, 'Bonus credit')).resolves.toBe('$6.50');
    await submitReturn(page);
    await expect(amountOf(page, 'Store credit')).resolves.toMatch(/^\$65\.00/);
    await expect(amountOf(page, 'Bonus credit')).resolves.toMatch(/^\$6\.50/);
  });

  test('keep the item: a returnless refund skips the method and nothing is sent back', async () => {
    const { page } = await browser.open(viewport);
    await shop.signIn(page, 'keep', viewport);
    await startReturn(page);
    await chooseReturnItems(page, [['Wool Socks', 1]]);
    await describeItem(page, 'Wool Socks', { reason: 'Changed my mind' });
    await itemCard(page, 'Wool Socks')
      .getByText('Keep the item: you get your money back without sending it.')
      .waitFor();
    await describeItem(page, 'Wool Socks', {
      reason: 'Changed my mind',
      resolution: 'Refund to my original payment',
    });
    await expectAccessible(page);
    await continueReturnTo(page, RETURN_STEP.review);
    await page.getByText('You keep every item: there is nothing to send back.').waitFor();
    await page.getByText('You keep this item').waitFor();
    await expect(amountOf(page, 'Refund')).resolves.toBe('$12.00');
    await submitReturn(page);
    await page.getByRole('region', { name: 'Items' }).getByText('You keep this item').waitFor();
    await expect(page.getByRole('link', { name: 'Download the label (PDF)' }).count()).resolves.toBe(0);
    await expect(amountOf(page, 'Refund')).resolves.toMatch(/^\$12\.00/);
  });
});
