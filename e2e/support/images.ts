// The shopper sees every picture on the page: logos and product photos load and decode.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Loads every <img> now (lazy ones too) and fails, listing them, on any that does not decode. */
export async function expectImagesLoad(page: Page): Promise<void> {
  const broken = await page.evaluate(() =>
    Promise.all(
      [...document.images].map(async (image) => {
        image.loading = 'eager';
        try {
          await image.decode();
          return null;
        } catch {
          return image.currentSrc || image.src;
        }
      }),
    ).then((sources) => sources.filter((source): source is string => source !== null)),
  );
  expect.soft(broken, `images that do not load on ${page.url()}`).toEqual([]);
}
