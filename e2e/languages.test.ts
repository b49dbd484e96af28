// The nine languages (spec 4 "Language", 9): the select on the sign-in page switches the page to
// each (its title, labels and button, the select's own label, <html lang>), and the choice
// survives a reload. The redesigned layout's reload on a change is in version-switch.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { HOME_PATH, openLogin, signIn } from './support/demo';
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

interface Wording {
  title: string;
  email: string;
  submit: string;
  languageLabel: string;
}

/** The sign-in page's words in the language's common translations (the source files, not the app's code). */
function wordingOf(code: string): Wording {
  const file = path.join(REPO_ROOT, 'apps/web/public/locales', code, 'common.json');
  const translations = JSON.parse(readFileSync(file, 'utf8')) as {
    login?: { title?: string; email?: string; submit?: string };
    language?: { label?: string };
  };
  const wording = {
    title: translations.login?.title,
    email: translations.login?.email,
    submit: translations.login?.submit,
    languageLabel: translations.language?.label,
  };
  for (const [key, value] of Object.entries(wording)) {
    if (!value) throw new Error(`${path.relative(REPO_ROOT, file)} has no wording for ${key}`);
  }
  return wording as Wording;
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
      const wording = wordingOf(code);
      titles.add(wording.title);
      await select.selectOption({ label: short });
      await page.getByRole('heading', { level: 1, name: wording.title, exact: true }).waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(code);
      await expect(select.inputValue()).resolves.toBe(code);
      await expect(select.getAttribute('aria-label')).resolves.toBe(wording.languageLabel);
      await page.getByLabel(wording.email, { exact: true }).waitFor();
      await page.getByRole('button', { name: wording.submit, exact: true }).waitFor();
      if (code !== 'en-US') await expectAccessible(page);
    }
    // Nine languages, nine different titles: none fell back to English unnoticed.
    expect(titles.size).toBe(LANGUAGES.length);

    // The choice is remembered across a reload.
    const polish = wordingOf('pl-PL');
    await select.selectOption({ label: 'PL' });
    await page.getByRole('heading', { level: 1, name: polish.title, exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: polish.title, exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('pl-PL');
    await expect(select.inputValue()).resolves.toBe('pl-PL');
  });
});

describe.each(VIEWPORTS)('money and dates in the language on $name', (viewport) => {
  test('a German home writes the order’s dollars as German does ("45,00 $"), hydrated as the server wrote it', async () => {
    const { page } = await browser.open(viewport);
    await signIn(page, '#1012');
    await page.goto(`${HOME_PATH}?lng=de-DE`);
    await page.getByRole('heading', { level: 2, name: 'Geschützte Artikel' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de-DE');
    const text = (await page.locator('#root').innerText()).replace(/\s/g, ' ');
    // One formatter for every amount (decision 054): no '$45.00' left on a German page.
    expect(text).toMatch(/\d+,\d{2} \$/);
    expect(text).not.toMatch(/\$\d/);
    await expect(
      page.evaluate(() => document.documentElement.dataset.render),
      'hydrated, not rendered afresh or recovered from a mismatch',
    ).resolves.toBe('hydrated');
    await expectAccessible(page);
  });
});
