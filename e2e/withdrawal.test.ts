// The EU withdrawal function (issue 15, decision 032) in Chromium: a shopper of #1080 (delivered to
// Germany three days ago) finds "Withdraw from contract here" on home, states the withdrawal of one
// item, confirms it, and the acknowledgement e-mail arrives with its content, date and time, from
// the store's own sender with a PNG logo. The same withdrawal confirmed again from a second tab is
// refused with its message (decision 052), and home then says when the withdrawal was received and
// how to send the goods back. A direct link before sign-in leads to the function; for #1081, whose
// period has ended, it says so. Lean: one viewport per journey.
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { openLogin, pathnameOf, SHOPPER_EMAIL, signIn, submitLogin } from './support/demo';
import { receivedMail, waitForMail } from './support/mailbox';

const browser = useBrowser();
const [phone, desktop] = VIEWPORTS as [(typeof VIEWPORTS)[number], (typeof VIEWPORTS)[number]];

describe('the withdrawal function', () => {
  test(`#1080 withdraws one item from home and gets the acknowledgement e-mail (${phone.name})`, async () => {
    const { page, context } = await browser.open(phone);
    await signIn(page, '#1080', SHOPPER_EMAIL);
    const link = page.getByRole('link', { name: 'Withdraw from contract here' });
    await link.click();
    await page.waitForURL((url) => url.pathname === '/demo/withdraw');
    await page.getByRole('heading', { level: 2, name: 'Your withdrawal statement' }).waitFor();
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe('Alex Rivera');
    await expect(page.getByLabel('Order', { exact: true }).inputValue()).resolves.toBe('#1080');
    await expectAccessible(page);

    const confirmationTo = `withdrawal-${Date.now()}@example.com`;
    await page.getByLabel('E-mail for the confirmation').fill(confirmationTo);
    await page.getByText('Only some items').click();
    await page.getByLabel('Quantity: Rain Jacket').selectOption('1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 2, name: 'Check and confirm' }).waitFor();
    await page.getByText('1 × Rain Jacket').waitFor();

    // The same statement, ready to confirm in a second tab of the same session.
    // Opened from this tab, as a shopper's second tab: the browser copies the tab's session storage.
    const [second] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => {
        window.open('/demo/withdraw', '_blank');
      }),
    ]);
    await second.getByRole('heading', { level: 2, name: 'Your withdrawal statement' }).waitFor();
    await second.getByText('Only some items').click();
    await second.getByLabel('Quantity: Rain Jacket').selectOption('1');
    await second.getByRole('button', { name: 'Continue' }).click();
    await second.getByRole('button', { name: 'Confirm withdrawal' }).waitFor();

    const before = receivedMail().length;
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    const received = page.getByTestId('withdrawal-received');
    await received.waitFor();
    // The moment as the page writes it in English, in UTC (decision 054: "Dec 2, 2026, 10:20 AM UTC").
    // Spaces are compared as spaces: Intl may write a narrow no-break space before AM and PM.
    const spaced = (text: string) => text.replace(/\s+/g, ' ');
    const stamp =
      /received your withdrawal on ([A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC)\./.exec(
        spaced(await received.innerText()),
      )?.[1];
    expect(stamp).toBeDefined();
    await expectAccessible(page);

    const mail = await waitForMail((message) => message.to === confirmationTo, { since: before });
    expect(mail.subject).toBe('Acknowledgement of your withdrawal from order #1080');
    expect(spaced(mail.text)).toContain(`on ${stamp}`);
    expect(mail.text).toContain('1 × Rain Jacket');
    expect(mail.text).toContain('I hereby withdraw from my contract for the following goods.');
    expect(mail.from).toContain('Northwind Outfitters Care');
    expect(mail.from).not.toMatch(/Resolution Center/i);
    expect(mail.replyTo).toBe('help@northwind.example');
    const logo = /<img src="([^"]+)"/.exec(mail.html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const png = await page.request.get(logo);
    expect(png.headers()['content-type']).toBe('image/png');
    expect([...(await png.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    // Confirming the jacket again from the second tab is refused with its message; one is recorded.
    await second.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await second
      .getByRole('alert')
      .getByText('You have already withdrawn from this order or these items')
      .waitFor();
    await expect(second.getByTestId('withdrawal-received').count()).resolves.toBe(0);
    // Only the socks are left to withdraw from now.
    await second.getByRole('button', { name: 'Change' }).click();
    await second.getByText('Only some items').click();
    await expect(second.getByLabel('Quantity: Rain Jacket').count()).resolves.toBe(0);
    await second.getByLabel('Quantity: Hiking Socks').waitFor();
    const options = await page.request.post(
      '/gateway/ins-claim-product/api/resolution-center/user/get-withdrawal-options',
      { data: {} },
    );
    const recorded = (await options.json()).data.withdrawals as {
      items: { title: string }[];
      receivedAt: string;
    }[];
    expect(recorded.map((withdrawal) => withdrawal.items.map((item) => item.title))).toEqual([
      ['Rain Jacket'],
    ]);

    // Home says when it was received and the next step, sending the goods back through a return.
    await page.getByRole('link', { name: 'Back to my order' }).click();
    await page.waitForURL((url) => url.pathname === '/demo/home');
    // The day as the page writes dates in English (the context's time zone is UTC).
    const day = new Date(recorded[0]?.receivedAt ?? '');
    const month = day.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
    const receivedOn = new RegExp(
      `^Withdrawal received on .*${month}.*${day.getUTCDate()}.*${day.getUTCFullYear()}`,
    );
    await page.getByRole('heading', { name: receivedOn }).waitFor();
    await expect(page.getByRole('link', { name: 'Withdraw from contract here' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Return the goods' }).click();
    await page.waitForURL((url) => url.pathname === '/demo/items-choose');
    await expectAccessible(page);
  });

  test(`a direct link leads to the function after sign-in; #1081's period has ended (${desktop.name})`, async () => {
    const { page } = await browser.open(desktop);
    await openLogin(page, '?withdraw=1');
    await submitLogin(page, '#1081', SHOPPER_EMAIL);
    await page.waitForURL((url) => url.pathname === '/demo/withdraw');
    await page.getByText('The withdrawal period for this order has ended.').waitFor();
    expect(pathnameOf(page)).toBe('/demo/withdraw');
    await expect(page.getByRole('button', { name: 'Confirm withdrawal' }).count()).resolves.toBe(0);
    await expectAccessible(page);
  });
});
