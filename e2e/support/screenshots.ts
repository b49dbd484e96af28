// Screenshot comparisons against the baselines committed in e2e/screenshots/ (pixelmatch).
//
// `UPDATE_SCREENSHOTS=1 npx vitest run --config e2e/vitest.config.ts <file>` rewrites the
// baselines a run takes; otherwise a missing baseline fails the journey (it is never created
// silently), and a mismatch writes the actual picture and a diff to e2e/screenshots/failed/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { REPO_ROOT } from './paths';

export const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'e2e/screenshots');
const FAILED_DIR = path.join(SCREENSHOTS_DIR, 'failed');
const UPDATING = process.env.UPDATE_SCREENSHOTS === '1';

/** Per-pixel colour distance pixelmatch tolerates (0 to 1; anti-aliasing is ignored anyway). */
const PIXEL_THRESHOLD = 0.1;
/** Share of pixels that may differ from the baseline: font hinting, sub-pixel placement. */
const MAX_DIFFERING_SHARE = 0.01;

/**
 * Waits until the page is still: web fonts loaded, every <img> and CSS background image decoded,
 * and two frames painted after that.
 */
export async function waitUntilStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const sources = new Set<string>();
    for (const element of document.querySelectorAll('*')) {
      const background = getComputedStyle(element).backgroundImage;
      for (const match of background.matchAll(/url\("?([^")]+)"?\)/g)) if (match[1]) sources.add(match[1]);
    }
    await Promise.all([
      ...[...document.images].map((image) => image.decode().catch(() => undefined)),
      ...[...sources].map((source) => {
        const image = new Image();
        image.src = source;
        return image.decode().catch(() => undefined);
      }),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The viewport as the shopper sees it, in CSS pixels; animations stopped, no text caret. */
export async function takeScreenshot(page: Page): Promise<PNG> {
  await waitUntilStill(page);
  const buffer = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  return PNG.sync.read(buffer);
}

/** Share of pixels that differ between two pictures of the same size (0 to 1). */
export function differingShare(a: PNG, b: PNG, diff?: PNG): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  const count = pixelmatch(a.data, b.data, diff?.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  return count / (a.width * a.height);
}

/**
 * Compares the picture with the baseline `e2e/screenshots/<name>.png`: at most 1 % of pixels may
 * differ. In update mode it writes the baseline instead.
 */
export function expectMatchesBaseline(actual: PNG, name: string): void {
  const baselineFile = path.join(SCREENSHOTS_DIR, `${name}.png`);
  if (UPDATING) {
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    writeFileSync(baselineFile, PNG.sync.write(actual));
    process.stdout.write(`[e2e] wrote the baseline ${path.relative(REPO_ROOT, baselineFile)}\n`);
    return;
  }
  if (!existsSync(baselineFile)) {
    throw new Error(
      `No baseline ${path.relative(REPO_ROOT, baselineFile)}. Look at the page, then create it with ` +
        'UPDATE_SCREENSHOTS=1 npx vitest run --config e2e/vitest.config.ts <file> and commit it.',
    );
  }
  const baseline = PNG.sync.read(readFileSync(baselineFile));
  const sameSize = baseline.width === actual.width && baseline.height === actual.height;
  const diff = new PNG({ width: actual.width, height: actual.height });
  const share = differingShare(baseline, actual, sameSize ? diff : undefined);
  if (share <= MAX_DIFFERING_SHARE) return;
  mkdirSync(FAILED_DIR, { recursive: true });
  writeFileSync(path.join(FAILED_DIR, `${name}.actual.png`), PNG.sync.write(actual));
  if (sameSize) writeFileSync(path.join(FAILED_DIR, `${name}.diff.png`), PNG.sync.write(diff));
  const where = path.relative(REPO_ROOT, FAILED_DIR);
  expect
    .soft(
      share,
      sameSize
        ? `${name}: ${(share * 100).toFixed(2)} % of pixels differ from the baseline (at most ` +
            `${MAX_DIFFERING_SHARE * 100} %); see ${where}/${name}.actual.png and .diff.png. If the change is ` +
            'meant, rewrite the baseline with UPDATE_SCREENSHOTS=1.'
        : `${name}: the picture is ${actual.width}×${actual.height}, the baseline ` +
            `${baseline.width}×${baseline.height}; see ${where}/${name}.actual.png`,
    )
    .toBeLessThanOrEqual(MAX_DIFFERING_SHARE);
}
