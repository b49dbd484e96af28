// Issue 11, the journeys beyond "Done when"'s list: an instant exchange (the new size ships before
// the item is back), an in-store return (no label; a code for the store's counter, which marks it
// received with the merchant command), the store's own label (merchant_label: what the shopper sees and the e-mail
// they get) and a partial receipt (one tote of two back: only that one refunded, and never more
// than was paid). One viewport each, one sign-in and one return page each; the merchant's side
// moves the open page without a reload (decision 042).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { waitForMail } from './support/mailbox';
import { merchantCommand } from './support/merchant';
import {
  amountOf,
  chooseMethod,
  chooseReturnItems,
  continueReturnTo,
  describeItem,
  expectReturnStatus,
  ITEMS,
  itemCard,
  merchantTrySettle,
  RETURN_STEP,
  returnStatusOf,
  SWEATER_SIZES,
  startReturn,
  submitReturn,
  unitsOf,
  useReturnShop,
} from './support/returns';

const browser = useBrowser();
const [PHONE, DESKTOP] = VIEWPORTS as [(typeof VIEWPORTS)[number], (typeof VIEWPORTS)[number]];
const SHOP = 'e2e-return-methods';
const shop = useReturnShop({
  shop: SHOP,
  name: 'Return Methods',
  policy: {
    resolutions: { sameProductVariant: { enabled: true, instant: true } },
    methods: [
      { method: 'prepaid_label', postageMinor: 0 },
      { method: 'merchant_label', postageMinor: 0 },
      { method: 'in_store', postageMinor: 0 },
    ],
  },
  catalog: [SWEATER_SIZES],
  orders: {
    instant: [ITEMS.sweater],
    inStore: [ITEMS.blanket],
    storeLabel: [ITEMS.kettle],
    partial: [{ ...ITEMS.tote, quantity: 2 }],
  },
});

/** The return's region titled so on its page. */
function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

describe(`an instant exchange on ${PHONE.name}`, () => {
  test('the new size ships before the item is back, and the return page says so', async () => {
    const { page } = await browser.open(PHONE);
    await shop.signIn(page, 'instant', PHONE);
    await startReturn(page);
    await chooseReturnItems(page, [['Merino Wool Sweater', 1]]);
    await describeItem(page, 'Merino Wool Sweater', {
      reason: 'Size or fit',
      subReason: 'Too small',
      resolution: 'Exchange for another size or colour',
      variant: 'Oat / L',
    });
    // The store allows it: the card promises the new item first.
    await itemCard(page, 'Merino Wool Sweater')
      .getByText('We send the new item before yours is back.')
      .waitFor();
    await expectAccessible(page);
    await continueReturnTo(page, RETURN_STEP.method);
    await chooseMethod(page, 'Prepaid label');
    const returnNumber = await submitReturn(page);
    await expectReturnStatus(page, 'To return');

    // The store ships the L at once; the M is still on its way back.
    const shipped = await shop.settle(returnNumber, 'ship-exchange');
    expect(shipped.lines[0]).toMatchObject({ received: 0, settled: 1, instantExchange: true });
    await section(page, 'History').getByText('New item shipped').waitFor();
    await section(page, 'Money').getByText('New item shipped').waitFor();
    expect(await returnStatusOf(page)).toEqual({ text: 'To return', colour: 'cyan' });
    await section(page, 'Items').getByText('Exchange for Merino Wool Sweater · Oat / L').waitFor();
    await section(page, 'Items').getByText('0 of 1 received').waitFor();
    await section(page, 'Items').getByText('New item shipped').waitFor();
    // Still to send: the label stays on the page.
    await page.getByRole('link', { name: 'Download the label (PDF)' }).waitFor();
    await expectAccessible(page);
  });
});

describe(`an in-store return on ${PHONE.name}`, () => {
  test('no label: the page says where to bring it and shows the counter its code, and the store marks it received there', async () => {
    const { page } = await browser.open(PHONE);
    await shop.signIn(page, 'inStore', PHONE);
    await startReturn(page);
    await chooseReturnItems(page, [['Linen Throw Blanket', 1]]);
    await describeItem(page, 'Linen Throw Blanket', {
      reason: 'Changed my mind',
      resolution: 'Refund to my original payment',
    });
    await continueReturnTo(page, RETURN_STEP.method);
    await page.getByText("Bring the items to one of the store's shops.").waitFor();
    await chooseMethod(page, 'Return in store');
    await page.getByText('Return in store').first().waitFor();
    const returnNumber = await submitReturn(page);

    const send = section(page, 'Send your items back');
    await send.getByText('Return in store').waitFor();
    await send.getByText("Bring the items and this page to one of the store's shops.").waitFor();
    // The counter's code: the return's number, and as a QR code that loads.
    await send.getByText("Show this code at the store's counter").waitFor();
    await send.getByText(returnNumber, { exact: true }).waitFor();
    const code = send.getByRole('img', { name: `QR code of return ${returnNumber}` });
    await expect(
      code.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)),
    ).resolves.toBeGreaterThan(0);
    // Nothing to print, post or track.
    for (const absent of [
      page.getByRole('link', { name: 'Download the label (PDF)' }),
      page.getByRole('img', { name: /^QR code of return label/ }),
      section(page, 'Add your tracking number'),
      send.getByText('Send to'),
    ]) {
      await expect(absent.count()).resolves.toBe(0);
    }

    // At the counter: the merchant command receives the blanket, then the store refunds it.
    const view = await shop.get(returnNumber);
    const [blanket] = unitsOf(view);
    await merchantCommand([
      'return-receive',
      '--shop',
      SHOP,
      '--return',
      returnNumber,
      '--items',
      `${blanket?.itemId}:1:as_new`,
    ]);
    await expectReturnStatus(page, 'Return received');
    await section(page, 'Items').getByText('1 of 1 received').waitFor();
    // In, the code is of no more use.
    await expect(code.count()).resolves.toBe(0);
    await shop.settle(returnNumber, 'refund');
    await expectReturnStatus(page, 'Completed');
    await expect.poll(() => amountOf(page, 'Refund')).toMatch(/^\$65\.00\s+Paid$/);
    await expectAccessible(page);
  });
});

describe(`the store's own label on ${DESKTOP.name}`, () => {
  test('the store sends its label: the page says so, takes the tracking number, and the approval is e-mailed', async () => {
    const { page } = await browser.open(DESKTOP);
    await shop.signIn(page, 'storeLabel', DESKTOP);
    const { order, email } = shop.account('storeLabel', DESKTOP);
    await startReturn(page);
    await chooseReturnItems(page, [['Gooseneck Kettle', 1]]);
    await describeItem(page, 'Gooseneck Kettle', {
      reason: 'Changed my mind',
      resolution: 'Refund to my original payment',
    });
    await continueReturnTo(page, RETURN_STEP.method);
    await page.getByText('The store sends you its own return label.').waitFor();
    await chooseMethod(page, "The store's label");
    const returnNumber = await submitReturn(page);

    const send = section(page, 'Send your items back');
    await send.getByText("The store's label").waitFor();
    await send.getByText('Use the label the store gives you and hand the parcel to the carrier.').waitFor();
    await send.getByText(`Ref. ${returnNumber}`).waitFor();
    // Not the portal's label: nothing to download here.
    await expect(page.getByRole('link', { name: 'Download the label (PDF)' }).count()).resolves.toBe(0);

    // The approval e-mail: the return, the order and a button back to this return.
    const mail = await waitForMail(
      (message) => message.to === email && message.subject.includes(returnNumber),
    );
    expect(mail.subject).toBe(`Your return ${returnNumber} is approved: send your items back`);
    expect(mail.text).toContain(order);
    const link = mail.html.match(/href="([^"]*returnId=[^"]*)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(new URL(link).pathname).toBe(`/${SHOP}/login`);
    expect(new URL(link).searchParams.get('returnId')).toBe((await shop.get(returnNumber)).returnId);

    // The parcel goes with the store's label: its tracking number makes the return shipped.
    const tracking = section(page, 'Add your tracking number');
    await tracking.getByRole('textbox', { name: 'Carrier (optional)' }).fill('UPS');
    await tracking.getByRole('textbox', { name: 'Tracking number', exact: true }).fill('1Z999AA10123456785');
    await tracking.getByRole('button', { name: 'Save tracking number' }).click();
    await send.getByText('UPS 1Z999AA10123456785').waitFor();
    await expectReturnStatus(page, 'Return shipped');
    await expectAccessible(page);
  });
});

describe(`a partial receipt on ${DESKTOP.name}`, () => {
  test('one tote of two arrives: it alone is refunded, and never more than was paid', async () => {
    const { page } = await browser.open(DESKTOP);
    await shop.signIn(page, 'partial', DESKTOP);
    await startReturn(page);
    await chooseReturnItems(page, [['Canvas Tote Bag', 2]]);
    await describeItem(page, 'Canvas Tote Bag', {
      reason: 'Changed my mind',
      resolution: 'Refund to my original payment',
    });
    await continueReturnTo(page, RETURN_STEP.method);
    await chooseMethod(page, 'Prepaid label');
    await expect(amountOf(page, 'Refund')).resolves.toBe('$48.00');
    const returnNumber = await submitReturn(page);

    // The parcel holds one tote: the merchant receives one and cannot refund two.
    const [totes] = unitsOf(await shop.get(returnNumber));
    const one = [{ itemId: totes?.itemId ?? '', quantity: 1 }];
    await shop.receive(returnNumber, one);
    const tooMany = await merchantTrySettle(shop.store, returnNumber, 'refund', [
      { itemId: totes?.itemId ?? '', quantity: 2 },
    ]);
    expect(tooMany).toMatchObject({ status: 409, code: 100023, data: { refusal: 'not_received' } });
    const refunded = await merchantTrySettle(shop.store, returnNumber, 'refund', one);
    expect(refunded.data.paid.refund).toBe(2400);

    await expectReturnStatus(page, 'Return received');
    await section(page, 'Items').getByText('1 of 2 received').waitFor();
    await expect.poll(() => amountOf(page, 'Refund')).toMatch(/^\$48\.00\s+\$24\.00 paid so far$/);
    await section(page, 'Money').getByRole('heading', { name: 'Payments' }).waitFor();
    await expectAccessible(page);

    // The second tote comes later: the rest is paid, and nothing beyond the $48.00 paid for both.
    await shop.receive(returnNumber, one);
    const beyond = await merchantTrySettle(shop.store, returnNumber, 'refund', [
      { itemId: totes?.itemId ?? '', quantity: 2 },
    ]);
    expect(beyond).toMatchObject({ status: 409, code: 100023, data: { refusal: 'too_many_units' } });
    expect((await merchantTrySettle(shop.store, returnNumber, 'refund', one)).code).toBe(0);
    const again = await merchantTrySettle(shop.store, returnNumber, 'refund', one);
    expect(again).toMatchObject({ status: 409, code: 100023 });
    expect((await shop.get(returnNumber)).paid.refund).toBe(4800);
    await expectReturnStatus(page, 'Completed');
    await expect.poll(() => amountOf(page, 'Refund')).toMatch(/^\$48\.00\s+Paid$/);
    await section(page, 'Items').getByText('2 of 2 received').waitFor();
  });
});
