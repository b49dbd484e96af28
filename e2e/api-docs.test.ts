// The API reference page (Swagger UI at /gateway/docs) renders the contract's document.
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
      .getByText('/controller/resolutioncenter/orderservice/rc-login', { exact: true })
      .first()
      .waitFor();
    await expectAccessible(page);
  });
});
