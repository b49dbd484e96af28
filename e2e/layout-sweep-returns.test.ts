// The layout sweep (issue 23 item 2, decision 051), part 3: returns. Every step of a return as a
// shopper clicks through it (#1023, never submitted), the exchange catalogue (#1022's product
// card), each demo return's page from the order's returns (label, QR drop-off, in store, the
// store's own label, exchanges, a partial receipt, completed, rejected, refused by the platform)
// and the server's checkout page for an exchange's balance (#1060), at 390 and 320 px on a phone
// and at 1440 px on a desktop.
import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { act, clickTo, followLinks, signIn, useLayoutSweep } from './support/layout-sweep';

const { sweep } = useLayoutSweep();
const visited = new Map<string, number>();

const STEP = {
  items: 'Which items do you want to return?',
  details: 'Tell us about each item',
  product: 'Choose what you want instead',
  method: 'How will you send it back?',
  review: 'Review your return',
} as const;

/** Home's 'Start a return', then the first item that can go back ticked, then Continue. */
const startReturn = [
  clickTo(
    'items-choose',
    (page: Page) => page.getByRole('main').getByRole('link', { name: 'Start a return', exact: true }),
    STEP.items,
  ),
  act('choose-items (return details)', async (page: Page) => {
    await page.getByRole('main').getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: STEP.details }).waitFor();
  }),
];

/** On the details step: the first reason (and sub-reason) and the resolution named. */
async function describeFirstItem(page: Page, resolution: RegExp): Promise<void> {
  const card = page.getByRole('main').getByRole('region').first();
  await card.getByRole('combobox', { name: 'Why are you returning it?' }).selectOption({ index: 1 });
  const sub = card.getByRole('combobox', { name: 'What exactly?' });
  if (await sub.count()) await sub.selectOption({ index: 1 });
  await card.getByRole('radio', { name: resolution }).first().check();
  const variant = card.getByRole('combobox', { name: 'New size or colour' });
  if (await variant.count()) await variant.selectOption({ index: 1 });
  const comment = card.getByRole('textbox');
  if ((await comment.count()) && !(await comment.first().inputValue()))
    await comment.first().fill('Too small.');
}

/** Each return's page the order's returns link to (a new step per scenario: it keeps what it found). */
const returnPages = () => followLinks(visited, { only: /\/order-details\?(.*&)?returnId=/, perRoute: 99 });
const yourReturns = clickTo(
  'order-list',
  (page) => page.getByRole('main').getByRole('link', { name: 'Your returns', exact: true }),
  'Your returns',
);

// A scenario is a few page loads on each screen, each checked at its widths: minutes on a busy machine.
describe('layout sweep: returns', { timeout: 300_000 }, () => {
  test('#1023: every step of a return for store credit, to the review', async () => {
    await sweep({
      name: '#1023 (a return for store credit)',
      steps: [
        signIn('#1023'),
        ...startReturn,
        act(STEP.method, async (page) => {
          await describeFirstItem(page, /^Store credit/);
          await page.getByRole('button', { name: 'Continue', exact: true }).click();
          await page.getByRole('heading', { level: 1, name: STEP.method }).waitFor();
        }),
        act(STEP.review, async (page) => {
          await page.getByRole('main').getByRole('radio').first().check();
          await page.getByRole('button', { name: 'Continue', exact: true }).click();
          await page.getByRole('heading', { level: 1, name: STEP.review }).waitFor();
        }),
      ],
    });
  });

  test('#1022: the exchange catalogue (product-card)', async () => {
    await sweep({
      name: '#1022 (an exchange for another product)',
      steps: [
        signIn('#1022'),
        ...startReturn,
        act('product-card', async (page) => {
          await describeFirstItem(page, /^Exchange for another product/);
          await page
            .getByRole('main')
            .getByRole('button', { name: /^Choose a product/ })
            .first()
            .click();
          await page.getByRole('heading', { level: 1, name: STEP.product }).waitFor();
        }),
      ],
    });
  });

  test.each([
    ['#1020', 'a prepaid label; final-sale cups'],
    ['#1021', 'an exchange for another size'],
    ['#1024', 'a keep-the-item refund'],
    ['#1025', 'Return Assurance pays the label'],
    ['#1026', 'a completed return'],
    ['#1027', 'a QR drop-off on its way back'],
    ['#1028', 'shipped by the shopper, tracking number to add'],
    ['#1029', 'a rejected return'],
    ['#1061', 'an instant exchange'],
    ['#1062', 'an in-store return'],
    ['#1063', 'a partial receipt'],
    ['#1064', 'an exchange’s balance paid'],
    ['#1065', 'a refund the platform refused'],
    ['#1067', 'the store’s own label'],
  ])('%s: %s; home, the order’s returns and each return’s page', async (order, what) => {
    await sweep({ name: `${order} (${what})`, steps: [signIn(order), yourReturns, returnPages()] });
  });

  test('#1060: the return owing a balance and the checkout page that takes it', async () => {
    await sweep({
      name: '#1060 (an exchange’s balance to pay)',
      steps: [
        signIn('#1060'),
        yourReturns,
        returnPages(),
        act('the checkout page', async (page) => {
          await page
            .getByRole('main')
            .getByRole('button', { name: /^Pay \$/ })
            .click();
          await page
            .getByLabel(/card number/i)
            .first()
            .waitFor();
        }),
      ],
    });
  });
});
