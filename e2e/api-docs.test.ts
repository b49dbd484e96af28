// The API reference page at /gateway/docs renders the contract's document, accessibly and without script.
import { describe, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';

const browser = useBrowser();

describe.each(VIEWPORTS)('API reference on $name', (viewport) => {
  test('/gateway/docs shows the Resolution Center API and its sign-in call', async () => {
    const { page } = await browser.open(viewport);
    await page.goto('/gateway/docs');
    await page
      .getByRole('heading', { name: /Resolution Center API/ })
      .first()
      .waitFor();
    await page
      .getByRole('heading', { name: 'POST /controller/resolutioncenter/orderservice/rc-login' })
      .waitFor();
    // The machine-readable document, linked from the introduction (the reference also lists its
    // route among the pages, decision 064).
    await page
      .getByRole('paragraph')
      .filter({ hasText: 'Machine-readable:' })
      .getByRole('link', { name: 'openapi.json' })
      .waitFor();
    // From the contents to the call, as a reader would.
    await page.getByRole('link', { name: 'PUT /api/merchant/v1/orders/{orderName}' }).click();
    await page.getByRole('heading', { name: 'PUT /api/merchant/v1/orders/{orderName}' }).waitFor();
    await expectAccessible(page);
  });
});
