// The nine languages (spec 4 "Language", 9): the select on the sign-in page switches the page to
// each, with its own title and <html lang>, and the choice survives a reload.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { openLogin } from './support/demo';
import { REPO_ROOT } from './support/paths';

const browser = useBrowser();

/** Spec 9's languages, in the select's order, with their short codes. */
const LANGUAGES = [
  ['EN', 'en-US'],
  ['ES', 'es-ES'],
  ['PL', 'pl-PL'],
  ['PT', 'pt-PT'],
  ['IT', 'it-IT'],
  ['DE', 'de-DE'],
  ['CS', 'cs-CZ'],
  ['FR', 'fr-FR'],
  ['NL', 'nl-NL'],
] as const;

/** login.title in the language's common translations (the source files, not the app's code). */
function loginTitle(code: string): string {
  const file = path.join(REPO_ROOT, 'apps/web/public/locales', code, 'common.json');
  const translations = JSON.parse(readFileSync(file, 'utf8')) as { login?: { title?: string } };
  const title = translations.login?.title;
  if (!title) throw new Error(`${path.relative(REPO_ROOT, file)} has no login.title`);
  return title;
}

describe.each(VIEWPORTS)('languages on $name', (viewport) => {
  test('the language select switches the sign-in page through all nine languages', async () => {
    const { page } = await browser.open(viewport);
    await openLogin(page);
    const select = page.getByRole('banner').getByRole('combobox');
    await expect(select.locator('option').allInnerTexts()).resolves.toEqual(
      LANGUAGES.map(([short]) => short),
    );
    const titles = new Set<string>();

    // English last, so that every switch is a change and the page ends as it started.
    for (const [short, code] of [...LANGUAGES.slice(1), LANGUAGES[0]]) {
      const title = loginTitle(code);
      titles.add(title);
      await select.selectOption({ label: short });
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(code);
      await expect(select.inputValue()).resolves.toBe(code);
      if (code !== 'en-US') await expectAccessible(page);
    }
    // Nine languages, nine different titles: none fell back to English unnoticed.
    expect(titles.size).toBe(LANGUAGES.length);

    // The choice is remembered across a reload.
    await select.selectOption({ label: 'PL' });
    await page.getByRole('heading', { level: 1, name: loginTitle('pl-PL'), exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: loginTitle('pl-PL'), exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('pl-PL');
    await expect(select.inputValue()).resolves.toBe('pl-PL');
  });
});
