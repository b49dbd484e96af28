// Issue 11 item 9 in the portal: the demo store's return orders as a shopper walks through them
// (apps/server/src/demo/demo-returns.ts). Read only: the demo's orders are shared by the whole run.
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { signInTo } from './support/claim-flow';
import { DEMO_SHOP, SHOPPER_EMAIL } from './support/demo';
import { amountOf, RETURN_STEP } from './support/returns';

const browser = useBrowser();

describe.each(VIEWPORTS)('the demo store’s returns on $name', (viewport) => {
  test('#1026: the order’s returns list the completed return, whose page shows the refund and the credit paid', async () => {
    const { page } = await browser.open(viewport);
    await signInTo(page, DEMO_SHOP, '#1026', SHOPPER_EMAIL);
    await page.getByRole('link', { name: 'Your returns', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Your returns' }).waitFor();
    // Nothing of the order can go back any more: no 'Start a return'.
    const card = page.getByRole('listitem').filter({ hasText: 'Completed' });
    await card.waitFor();
    await page.getByText('No item of this order can be returned now.').waitFor();
    await expect(page.getByRole('link', { name: 'Start a return', exact: true }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await card.getByRole('link', { name: /^Return RMA-/ }).click();
    await page.getByRole('heading', { level: 1, name: /^Return RMA-/ }).waitFor();
    await expect(amountOf(page, 'Refund')).resolves.toMatch(/^\$89\.00\s+Paid$/);
    await expect(amountOf(page, 'Store credit')).resolves.toMatch(/^\$65\.00\s+Paid$/);
    await expectAccessible(page);
  });

  test('#1029: a rejected return in orange with the store’s reason; #1020’s final-sale cups refused with theirs', async () => {
    const { page } = await browser.open(viewport);
    await signInTo(page, DEMO_SHOP, '#1029', SHOPPER_EMAIL);
    await page.goto(`/${DEMO_SHOP}/order-list`);
    await page.getByRole('listitem').filter({ hasText: 'Rejected' }).getByRole('link').click();
    const status = page.getByRole('main').locator('.status-badge').first();
    await expect(status.innerText()).resolves.toBe('Rejected');
    await expect(status.evaluate((element) => element.className)).resolves.toContain('status-badge--orange');
    await page.getByText('Reason: The bags were used; we cannot take them back.').waitFor();
    await expectAccessible(page);

    await signInTo(page, DEMO_SHOP, '#1020', SHOPPER_EMAIL);
    // The orders hub (version 5) offers the return too.
    await page.goto(`/${DEMO_SHOP}/orders?force_orders=false`);
    await page.getByRole('link', { name: 'Return or exchange', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: RETURN_STEP.items }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Espresso Cups' })
      .getByText('Cannot be returned: Final sale items cannot be returned.')
      .waitFor();
    await expectAccessible(page);
  });
});
