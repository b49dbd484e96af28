// A page rendered whole comes with the sections of texts it shows (decision 045): the rest of the
// file is fetched once i18n starts and added under them, re-rendering nothing unless a word was
// asked for meanwhile.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

const WHOLE_FILE = {
  login: { title: 'Sign in (file)', submit: 'Weiter' },
  claims: { title: 'Ihre Fälle' },
  error: { '100009': 'Nicht Ihre Bestellung' },
};

let requested: string[] = [];

beforeEach(() => {
  vi.resetModules();
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify(url.includes('de-DE') ? WHOLE_FILE : {}), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fresh i18next started as a German page rendered whole would start it. */
async function startGermanPage() {
  const { i18next, startI18n } = await import('./i18n');
  const { textsReady } = await import('./texts-ready');
  await startI18n({
    language: 'de-DE',
    keepLanguage: true,
    translations: { login: { title: 'Anmelden' } },
    partialTranslations: true,
    merchantTexts: { 'claims.title': 'Ihre Fälle bei uns' },
  });
  const added = vi.fn();
  i18next.store.on('added', added);
  return { i18next, textsReady, added };
}

test('the rest of the file is added silently, keeping the words the page and the store came with', async () => {
  const { i18next, textsReady, added } = await startGermanPage();
  expect(i18next.t('login.title')).toBe('Anmelden');
  await textsReady();
  expect(requested[0]).toBe('/locales/de-DE/common.json');
  expect(requested.filter((url) => url.includes('de-DE'))).toHaveLength(1);
  expect(i18next.t('login.title')).toBe('Anmelden');
  expect(i18next.t('login.submit')).toBe('Weiter');
  expect(i18next.t('claims.title')).toBe('Ihre Fälle bei uns');
  expect(i18next.t('error.100009')).toBe('Nicht Ihre Bestellung');
  // Nothing on screen changed: no 'added' event to re-render every translated component.
  expect(added).not.toHaveBeenCalled();
  // Missing words show their key again once the file is in, as before.
  expect(i18next.t('nowhere.key')).toBe('nowhere.key');
});

test('a word asked for before the rest arrived shows as nothing, then re-renders once it is in', async () => {
  const { i18next, textsReady, added } = await startGermanPage();
  expect(i18next.t('login.submit')).toBe('');
  expect(i18next.t('login.submit', { defaultValue: 'Go' })).toBe('Go');
  await textsReady();
  expect(added).toHaveBeenCalledTimes(1);
  expect(i18next.t('login.submit')).toBe('Weiter');
  // The fallback language is back, loaded after the page's own.
  expect(i18next.options.fallbackLng).toBe('en-US');
  await vi.waitFor(() => expect(requested).toContain('/locales/en-US/common.json'));
});
