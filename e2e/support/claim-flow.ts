// The shopper's moves through a report (options … review) and on the claim details page
// (issue-details?claimId=…), the way a shopper finds them: by role, label and text. Each step it
// opens is scanned with expectAccessible.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { loginForm, submitLogin, waitForHome } from './demo';
import { REPO_ROOT } from './paths';

/** Two small JPEG photos (e2e/fixtures), as a file input receives them. */
export const PHOTOS = ['damaged-box.jpg', 'torn-label.jpg'].map((name) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: readFileSync(path.join(REPO_ROOT, 'e2e/fixtures', name)),
}));

/** Step titles (apps/web/public/locales/en-US/common.json, claims.*.title). */
export const STEP = {
  options: 'What happened?',
  chooseItems: 'Which items?',
  details: 'Tell us what happened',
  upload: 'Add photos or videos',
  pack: 'About the package',
  comments: 'Anything else?',
  payment: 'How you get paid',
  review: 'Check and submit',
} as const;

/** Signs in on a store's login page and waits for home. */
export async function signInTo(page: Page, shop: string, order: string, email: string): Promise<void> {
  await page.goto(`/${shop}/login`);
  await loginForm(page).submit.waitFor();
  await submitLogin(page, order, email);
  await waitForHome(page, `/${shop}`);
}

/** Waits for a step (or page) whose h1 is `title`. */
export async function waitForStep(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** 'Report an issue' under a package on home; waits for the options step. */
export async function reportIssueOn(page: Page, packageName: string): Promise<void> {
  await page
    .getByRole('region', { name: packageName, exact: true })
    .getByRole('link', { name: /^Report an issue/ })
    .click();
  await waitForStep(page, STEP.options);
}

/** Presses the step's Continue and waits for the next step; scans it. */
export async function continueTo(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await waitForStep(page, title);
  await expectAccessible(page);
}

/** On choose-items: the quantity of an item, with its + button. */
export async function chooseQuantity(page: Page, itemTitle: string, quantity: number): Promise<void> {
  const field = page.getByRole('spinbutton', { name: `Quantity of ${itemTitle}` });
  for (let count = Number(await field.inputValue()); count < quantity; count += 1) {
    await page.getByRole('button', { name: `Increase the quantity of ${itemTitle}` }).click();
    await expect.poll(() => field.inputValue()).toBe(String(count + 1));
  }
}

/**
 * From home to choose-items: 'Report an issue' on the package, the issue, Continue; then the
 * items. Ends on issue-details.
 */
export async function startReport(
  page: Page,
  {
    packageName = 'Package 1',
    issue,
    items,
  }: { packageName?: string; issue: string; items: [string, number][] },
): Promise<void> {
  await reportIssueOn(page, packageName);
  await expectAccessible(page);
  await page.getByRole('radio', { name: issue, exact: true }).check();
  await continueTo(page, STEP.chooseItems);
  for (const [title, quantity] of items) await chooseQuantity(page, title, quantity);
  await continueTo(page, STEP.details);
}

/** Picks files with the uploader's button (a real file chooser). */
export async function pickFiles(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  button = 'Add photos or videos',
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(files);
}

/** The uploader's list of files ('Your files'). */
export function fileList(page: Page) {
  return page.getByRole('list', { name: 'Your files' });
}

/** Uploads photos and waits until each shows as a stored thumbnail. */
export async function uploadPhotos(page: Page, files = PHOTOS): Promise<void> {
  await pickFiles(page, files);
  for (const file of files) {
    await fileList(page).getByRole('img', { name: file.name }).waitFor();
  }
  await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
}

/**
 * From issue-details to review, filling what each step asks (a description; the package's
 * condition when the issue needs it) and uploading `photos`.
 */
export async function continueToReview(
  page: Page,
  {
    description = 'The box was crushed on one side.',
    photos = [],
    packageCondition,
  }: { description?: string; photos?: typeof PHOTOS; packageCondition?: string },
): Promise<void> {
  await page.getByLabel('What happened?', { exact: true }).fill(description);
  await continueTo(page, STEP.upload);
  if (photos.length > 0) {
    await uploadPhotos(page, photos);
    await expectAccessible(page);
  }
  await continueTo(page, STEP.pack);
  if (packageCondition) {
    await page
      .getByLabel('Condition of the package', { exact: true })
      .selectOption({ label: packageCondition });
  }
  await continueTo(page, STEP.comments);
  await continueTo(page, STEP.payment);
  await continueTo(page, STEP.review);
  // The review's figures come from claim-apply-review.
  await page.getByRole('heading', { level: 2, name: 'Amount' }).waitFor();
  await expectAccessible(page);
}

/** Submits on review; waits for the claim details and answers the claim's number and id. */
export async function submitClaim(page: Page): Promise<{ claimNumber: string; claimId: string }> {
  await page.getByRole('button', { name: 'Submit claim', exact: true }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Claim CLM-/ });
  await heading.waitFor();
  const claimNumber = (await heading.innerText()).replace(/^Claim /, '').trim();
  const claimId = new URL(page.url()).searchParams.get('claimId') ?? '';
  expect(claimId, 'the details page names the claim in its address').not.toBe('');
  return { claimNumber, claimId };
}

/** The status badge in the claim details' header ('Under review', 'Accepted', …). */
export function claimStatus(page: Page) {
  return page.locator('.claim-detail__status .status-badge');
}

/** Waits until the details show this status. */
export async function expectClaimStatus(page: Page, title: string): Promise<void> {
  await expect.poll(() => claimStatus(page).innerText()).toBe(title);
}

/** The reason under the status (a rule's reason translated, or the merchant's words). */
export function claimReason(page: Page) {
  return page.locator('.claim-detail__reason');
}

/** Reloads the claim details page and waits for its heading. */
export async function reloadDetails(page: Page, claimNumber: string): Promise<void> {
  await page.reload();
  await page.getByRole('heading', { level: 1, name: `Claim ${claimNumber}` }).waitFor();
}
