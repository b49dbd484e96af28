// The layout sweep (issue 23 item 2, decision 051), part 2: claims. Every step of a report as a
// shopper clicks through it (on an order of this file's own store, never submitted), the late
// package's short claim from its tracking page (#1037), and the claim pages of the demo's claim
// scenarios (under review, action required, approved, rejected, paid with the virtual card and the
// card's own page, a draft, an appeal), at 390 and 320 px on a phone and at 1440 px on a desktop.
import { beforeAll, describe, test } from 'vitest';
import { act, clickTo, followLinks, openLink, signIn, useLayoutSweep } from './support/layout-sweep';
import { createShop, orderLike1001, putOrder } from './support/shop';

const { sweep } = useLayoutSweep();
const visited = new Map<string, number>();

const SHOP = 'e2e-sweep-claims';
const EMAIL = 'sweep-claims@example.com';
/** One order per screen: a report left on one screen does not change the other's. */
const ORDERS: Record<string, string> = { phone: '#8101', desktop: '#8102' };

beforeAll(async () => {
  const shop = await createShop(SHOP, 'Sweep Outfitters');
  for (const name of Object.values(ORDERS)) await putOrder(shop, name, orderLike1001(EMAIL));
});

const continueTo = (title: string) =>
  clickTo(title, (page) => page.getByRole('button', { name: 'Continue', exact: true }), title);

// A scenario is a few page loads on each screen, each checked at its widths: minutes on a busy machine.
describe('layout sweep: claims', { timeout: 300_000 }, () => {
  test('every step of a damage report, from home to the review', async () => {
    await sweep({
      name: 'a damage report (own store)',
      steps: [
        signIn((screen) => ORDERS[screen] ?? '', { shop: SHOP, email: EMAIL }),
        clickTo(
          'options',
          (page) =>
            page
              .getByRole('region', { name: 'Package 1', exact: true })
              .getByRole('link', { name: /^Report an issue/ }),
          'What happened?',
        ),
        act('choose-items', async (page) => {
          await page.getByRole('radio', { name: 'Damaged', exact: true }).check();
          await page.getByRole('button', { name: 'Continue', exact: true }).click();
          await page.getByRole('heading', { level: 1, name: 'Which items?' }).waitFor();
          await page.getByRole('button', { name: 'Increase the quantity of Merino Wool Sweater' }).click();
        }),
        continueTo('Tell us what happened'),
        act('upload', async (page) => {
          await page.getByLabel('What happened?', { exact: true }).fill('The box was crushed on one side.');
          await page.getByRole('button', { name: 'Continue', exact: true }).click();
          await page.getByRole('heading', { level: 1, name: 'Add photos or videos' }).waitFor();
        }),
        continueTo('About the package'),
        act('Anything else?', async (page) => {
          await page
            .getByLabel('Condition of the package', { exact: true })
            .selectOption({ label: 'Damaged' });
          await page.getByRole('button', { name: 'Continue', exact: true }).click();
          await page.getByRole('heading', { level: 1, name: 'Anything else?' }).waitFor();
        }),
        continueTo('How you get paid'),
        act('review', async (page) => {
          await page.getByRole('button', { name: 'Continue', exact: true }).click();
          await page.getByRole('heading', { level: 1, name: 'Check and submit' }).waitFor();
          await page.getByRole('heading', { level: 2, name: 'Amount' }).waitFor();
        }),
      ],
    });
  });

  test('#1037: the late package’s claim from its tracking page, its three steps', async () => {
    await sweep({
      name: '#1037 (a delayed package’s claim)',
      steps: [
        signIn('#1037'),
        clickTo(
          'tracking',
          (page) => page.getByRole('main').getByRole('link', { name: 'Track package', exact: true }),
          /.+/,
        ),
        act('late-package, step 1', async (page) => {
          await page.getByRole('link', { name: 'File a delay claim', exact: true }).click();
          await page.getByText('Step 1 of 3', { exact: true }).waitFor();
        }),
        act('late-package, step 2', async (page) => {
          await page.getByRole('button', { name: 'Continue', exact: true }).click();
          await page.getByText('Step 2 of 3', { exact: true }).waitFor();
        }),
        act('late-package, step 3', async (page) => {
          await page.getByRole('button', { name: 'Continue', exact: true }).click();
          await page.getByText('Step 3 of 3', { exact: true }).waitFor();
        }),
      ],
    });
  });

  test.each([
    ['#1012', 'a claim under review'],
    ['#1013', 'a damage claim waiting for photos'],
    ['#1014', 'an approved claim ready to be paid'],
    ['#1015', 'a rejected claim with the store’s reason'],
    ['#1017', 'a draft claim'],
    ['#1070', 'a refusal within its appeal window'],
    ['#1071', 'an appealed refusal under review'],
  ])('%s: %s; home and the claim’s page', async (order, what) => {
    await sweep({
      name: `${order} (${what})`,
      steps: [signIn(order), followLinks(visited, { only: /\/issue-details\?(.*&)?claimId=/, perRoute: 99 })],
    });
  });

  test('#1016: a claim paid with the virtual card, and the card’s own page', async () => {
    await sweep({
      name: '#1016 (paid with the virtual card)',
      steps: [
        signIn('#1016'),
        followLinks(visited, { only: /\/issue-details\?(.*&)?claimId=/, perRoute: 99 }),
        openLink(
          'the card page',
          (page) => page.getByRole('link', { name: /View your card/ }),
          (page) => page.locator('body').getByText(/\d{4}/).first().waitFor(),
        ),
      ],
    });
  });
});
