// The layout sweep (issue 23 item 2, decision 051), part 4: each package-tracking scenario's
// tracking page from home's 'Track package' (#1030-#1038), each return-tracking scenario's
// return page and its parcel's journey (#1090-#1092), the version 5 orders hub of hub@example.com
// (signed in with a merchant-signed link) with each order's page and its comment box open, and the
// assistant open (#1056-#1059), at 390 and 320 px on a phone and at 1440 px on a desktop. The chat
// scenarios whose first conversation other journeys own (#1050-#1055) are left out.
import type { Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { act, clickTo, followLinks, signIn, useLayoutSweep, visit } from './support/layout-sweep';
import { merchantSignedLink } from './support/merchant';

const { sweep } = useLayoutSweep();
const visited = new Map<string, number>();

const trackPackage = clickTo(
  'tracking',
  (page: Page) => page.getByRole('main').getByRole('link', { name: 'Track package', exact: true }),
  /.+/,
);

let hubLink = '';
beforeAll(async () => {
  // A signed link proves hub@example.com's e-mail, so the hub lists all three orders.
  hubLink = (await merchantSignedLink('demo', '#1040', 'hub@example.com')).url;
});

// A scenario is a few page loads on each screen, each checked at its widths: minutes on a busy machine.
describe('layout sweep: tracking and chat', { timeout: 300_000 }, () => {
  test.each([
    ['#1030', 'label created'],
    ['#1031', 'on its way, a long timeline'],
    ['#1032', 'out for delivery'],
    ['#1033', 'a failed delivery attempt'],
    ['#1034', 'at a pickup point'],
    ['#1035', 'delivered'],
    ['#1036', 'a delivery problem'],
    ['#1037', 'delayed'],
    ['#1038', 'the carrier stopped reporting'],
  ])('%s: %s; home and the package’s tracking page', async (order, what) => {
    await sweep({ name: `${order} (${what})`, steps: [signIn(order), trackPackage] });
  });

  test.each([
    ['#1090', 'a label return on its way back'],
    ['#1091', 'the shopper’s own number, delivered to the store'],
    ['#1092', 'a label made, not scanned yet'],
  ])('%s: %s; the return’s page and its parcel’s journey', async (order, what) => {
    await sweep({
      name: `${order} (${what})`,
      steps: [
        signIn(order),
        clickTo(
          'order-list',
          (page) => page.getByRole('main').getByRole('link', { name: 'Your returns', exact: true }),
          'Your returns',
        ),
        clickTo(
          'the return’s page',
          (page) => page.getByRole('main').getByRole('link', { name: /^Return RMA-/ }),
          /^Return RMA-/,
        ),
        followLinks(visited, { only: /\/tracking\?(.*&)?returnId=/, perRoute: 99 }),
      ],
    });
  });

  test('#1040-#1042: the orders hub, each order’s page, the comment box open', async () => {
    await sweep({
      name: 'hub@example.com (#1040-#1042, the orders hub)',
      steps: [
        act('home from the merchant-signed link', async (page) => {
          await page.goto(hubLink);
          await page.waitForURL((url) => url.pathname.endsWith('/home'));
          await page.locator('h1').first().waitFor();
        }),
        visit('the orders hub', '/demo/orders?force_orders=false', {
          sign: (page) => page.getByRole('article').first().waitFor(),
        }),
        followLinks(visited, { only: /\/order-details\?orderId=/, perRoute: 99 }),
        act('an order’s page with a product’s comment box open', async (page) => {
          await page
            .getByRole('button', { name: /^Comment on / })
            .first()
            .click();
          await page
            .getByLabel(/^Your comment on (?!this order)/)
            .first()
            .waitFor();
        }),
      ],
    });
  });

  test.each([
    ['#1056', 'an approved claim waiting for its payout'],
    ['#1057', 'a theft claim under review and an open return'],
    ['#1058', 'a second package on its way'],
    ['#1059', 'a conversation already started'],
  ])('%s: the assistant open (%s)', async (order, what) => {
    await sweep({
      name: `${order} (${what})`,
      steps: [
        signIn(order),
        clickTo('chat', (page) => page.getByRole('link', { name: 'Chat with us' }), /.+/),
      ],
    });
  });
});
