// Store branding, store subdomains and merchant translations (decision 009): get-rc-login-style by
// shop or by the Host's store subdomain, the merchant API's branding (merged, checked so a value
// cannot inject CSS or script) and translations (served at /locales/merchant/{shop}/{lng}.json).
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, fieldsOf } from '../support/envelope';
import { createTestApp, type TestApp } from '../support/test-app';

const SHOP = 'brand-shop';

let t: TestApp;
let apiKey: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { PORTAL_BASE_DOMAINS: 'localhost, portal.example.com' } });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/merchants',
    headers: { authorization: `Bearer ${t.adminToken}` },
    payload: { shop: SHOP, name: 'Brand Shop' },
  });
  expect(created.statusCode).toBe(201);
  apiKey = created.json().data.apiKey;
});
afterAll(() => t.close());

function loginStyle(body: Record<string, unknown>, host?: string) {
  return t.app.inject({
    method: 'POST',
    url: callPath('get-rc-login-style'),
    payload: body,
    headers: host ? { host } : {},
  });
}

async function styleOf(shop: string) {
  const response = await loginStyle({ subDomain: shop });
  expect(response.json().code).toBe(0);
  return response.json().data as Record<string, unknown> & { customStyleConfig: Record<string, string> };
}

function putBranding(body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/merchant/v1/branding',
    headers: { authorization: `Bearer ${apiKey}` },
    payload: body as object,
  });
}

function putTranslations(language: string, body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/merchant/v1/translations/${language}`,
    headers: { authorization: `Bearer ${apiKey}` },
    payload: body as object,
  });
}

function getTranslations(shop: string, file: string) {
  return t.app.inject({ method: 'GET', url: `/locales/merchant/${shop}/${file}` });
}

describe('get-rc-login-style', () => {
  it('gives the two demo stores their own look and journey', async () => {
    const demo = await styleOf('demo');
    const lumen = await styleOf('lumen');
    expect(demo).toMatchObject({
      shop: 'demo',
      merchantName: 'Northwind Outfitters',
      platform: 'shopify',
      loginAlignment: 'left',
      fontFamily: 'Lora, Georgia, serif',
      fontUrl: null,
      removePoweredBy: false,
      theme: 'black',
      loginType: 'rc4',
      enableNewRc: false,
      translationsVersion: null,
      customStyleConfig: { primaryButtonBackground: '#1f4d3a', accentColor: '#1f6f4f' },
    });
    expect(lumen).toMatchObject({
      shop: 'lumen',
      merchantName: 'Lumen Audio',
      platform: 'woocommerce',
      loginAlignment: 'right',
      fontFamily: '"DM Sans", sans-serif',
      removePoweredBy: true,
      theme: 'blue',
      loginType: 'rc3',
      enableNewRc: true,
      customStyleConfig: { primaryButtonBackground: '#5b21b6', pageBackground: '#f6f3ff' },
    });
    expect(lumen.translationsVersion).toMatch(/^[0-9a-z]+$/);
    expect(lumen.merchantId).not.toBe(demo.merchantId);
    expect(lumen.logo).not.toBe(demo.logo);
  });

  it.each([
    ['lumen.localhost', 'lumen'],
    ['demo.localhost:3000', 'demo'],
    ['LUMEN.localhost', 'lumen'],
    ['lumen.portal.example.com', 'lumen'],
    ['demo.portal.example.com:443', 'demo'],
  ])('without subDomain reads the store from the Host %s', async (host, shop) => {
    const response = await loginStyle({}, host);
    expect(response.json().code).toBe(0);
    expect(response.json().data.shop).toBe(shop);
  });

  it('prefers the subDomain of the body to the Host', async () => {
    const response = await loginStyle({ subDomain: 'demo' }, 'lumen.localhost');
    expect(response.json().data.shop).toBe('demo');
    const nullSubDomain = await loginStyle({ subDomain: null }, 'lumen.localhost');
    expect(nullSubDomain.json().data.shop).toBe('lumen');
  });

  it.each([
    'localhost',
    'localhost:3000',
    'portal.example.com',
    'www.localhost',
    'nope.localhost',
    'a.lumen.localhost',
    'lumen.evil.example',
    'lumen.localhost.evil.example',
  ])('answers the Host %s (no store) with 100013', async (host) => {
    expectFailure(await loginStyle({}, host), { status: 200, code: ERROR_CODES.SHOP_NOT_FOUND });
  });
});

describe('PUT /api/merchant/v1/branding', () => {
  it('merges: fields left out keep their value, null clears one', async () => {
    const first = await putBranding({
      name: 'Brand Shop Deluxe',
      returnConfig: {
        logo: 'https://cdn.example.com/brand/logo.svg',
        background: '/brand/background.svg',
        loginAlignment: 'right',
        fontFamily: '"Inter", Arial, sans-serif',
        fontUrl: 'https://cdn.example.com/brand/brand-sans.woff2',
        customStyleConfig: { primaryButtonBackground: '#123456', primaryButtonText: 'rgb(255, 255, 255)' },
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().code).toBe(0);
    expect(first.json().data).toMatchObject({
      shop: SHOP,
      merchantName: 'Brand Shop Deluxe',
      logo: 'https://cdn.example.com/brand/logo.svg',
      loginAlignment: 'right',
      theme: 'black',
    });

    const second = await putBranding({ settings: { theme: 'blue', enableNewRc: true } });
    expect(second.json().data).toMatchObject({
      merchantName: 'Brand Shop Deluxe',
      logo: 'https://cdn.example.com/brand/logo.svg',
      background: '/brand/background.svg',
      loginAlignment: 'right',
      fontFamily: '"Inter", Arial, sans-serif',
      fontUrl: 'https://cdn.example.com/brand/brand-sans.woff2',
      customStyleConfig: { primaryButtonBackground: '#123456', primaryButtonText: 'rgb(255, 255, 255)' },
      theme: 'blue',
      enableNewRc: true,
    });

    const third = await putBranding({ returnConfig: { removePoweredBy: true, background: null } });
    expect(third.json().data).toMatchObject({
      logo: 'https://cdn.example.com/brand/logo.svg',
      background: null,
      removePoweredBy: true,
      loginAlignment: 'right',
      theme: 'blue',
      enableNewRc: true,
    });

    const fourth = await putBranding({ settings: { loginType: 'rc3' } });
    expect(fourth.json().data).toMatchObject({ theme: 'blue', enableNewRc: true, loginType: 'rc3' });

    // Shoppers see it at once.
    expect(await styleOf(SHOP)).toEqual(fourth.json().data);
    expect((await loginStyle({}, `${SHOP}.localhost`)).json().data).toEqual(fourth.json().data);
  });

  it.each([
    [
      { returnConfig: { customStyleConfig: { primaryButtonBackground: 'red;x' } } },
      'returnConfig.customStyleConfig.primaryButtonBackground',
    ],
    [
      { returnConfig: { customStyleConfig: { accentColor: 'red}body{display:none' } } },
      'returnConfig.customStyleConfig.accentColor',
    ],
    [
      { returnConfig: { customStyleConfig: { pageBackground: 'url(https://evil.example/x.png)' } } },
      'returnConfig.customStyleConfig.pageBackground',
    ],
    [
      { returnConfig: { fontFamily: 'Arial; background: url(https://evil.example/x)' } },
      'returnConfig.fontFamily',
    ],
    [{ returnConfig: { fontFamily: 'url(https://evil.example/font.woff)' } }, 'returnConfig.fontFamily'],
    [{ returnConfig: { fontUrl: 'http://fonts.example/brand.woff2' } }, 'returnConfig.fontUrl'],
    [{ returnConfig: { fontUrl: 'https://fonts.example/brand.woff2) format(x' } }, 'returnConfig.fontUrl'],
    [{ returnConfig: { logo: 'javascript:alert(1)' } }, 'returnConfig.logo'],
    [{ returnConfig: { logo: 'http://insecure.example/logo.svg' } }, 'returnConfig.logo'],
    [{ returnConfig: { favicon: 'data:image/svg+xml,<svg onload=alert(1)>' } }, 'returnConfig.favicon'],
    [{ returnConfig: { background: 'https://cdn.example.com/a.png)' } }, 'returnConfig.background'],
    [{ returnConfig: { background: '/a.png" onload="alert(1)' } }, 'returnConfig.background'],
    [{ settings: { theme: 'pink' } }, 'settings.theme'],
    [{ settings: { loginType: 'rc5' } }, 'settings.loginType'],
  ])('refuses %j with 100002 naming the field, and changes nothing', async (body, path) => {
    const before = await styleOf(SHOP);
    const response = await putBranding(body);
    const failure = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    expect(fieldsOf(failure).map((field) => field.path)).toEqual([path]);
    expect(await styleOf(SHOP)).toEqual(before);
  });

  it('merges button colours one by one; null removes one', async () => {
    await putBranding({
      returnConfig: {
        customStyleConfig: { primaryButtonBackground: '#123456', primaryButtonText: '#ffffff' },
      },
    });
    await putBranding({ returnConfig: { customStyleConfig: { accentColor: '#abcdef' } } });
    expect((await styleOf(SHOP)).customStyleConfig).toMatchObject({
      primaryButtonBackground: '#123456',
      primaryButtonText: '#ffffff',
      accentColor: '#abcdef',
    });
    await putBranding({ returnConfig: { customStyleConfig: { primaryButtonText: null } } });
    const colours = (await styleOf(SHOP)).customStyleConfig;
    expect(colours).not.toHaveProperty('primaryButtonText');
    expect(colours.primaryButtonBackground).toBe('#123456');
  });

  it('lets concurrent changes of different fields all land', async () => {
    await Promise.all([
      putBranding({ returnConfig: { logo: 'https://cdn.example.com/concurrent.svg' } }),
      putBranding({ settings: { theme: 'black' } }),
      putBranding({ returnConfig: { customStyleConfig: { pageBackground: '#fafafa' } } }),
    ]);
    const style = await styleOf(SHOP);
    expect(style.logo).toBe('https://cdn.example.com/concurrent.svg');
    expect(style.theme).toBe('black');
    expect(style.customStyleConfig.pageBackground).toBe('#fafafa');
    await putBranding({ settings: { theme: 'blue' } });
  });

  it('refuses an unknown field with 100002', async () => {
    const response = await putBranding({ returnConfig: { css: 'body{}' } });
    expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
  });

  it('needs the merchant key (401, 100010)', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/branding',
      payload: { settings: { theme: 'black' } },
    });
    expectFailure(response, { status: 401, code: ERROR_CODES.MERCHANT_API_KEY_INVALID });
    expect((await styleOf(SHOP)).theme).toBe('blue');
  });
});

describe('merchant translations', () => {
  it('starts without translations: translationsVersion null, an empty file', async () => {
    expect((await styleOf(SHOP)).translationsVersion).toBeNull();
    const file = await getTranslations(SHOP, 'de-DE.json');
    expect(file.statusCode).toBe(200);
    expect(file.json()).toEqual({});
  });

  it('serves what the merchant PUT for a language, cacheable, and changes translationsVersion', async () => {
    const texts = { 'login.title': 'Hilfe bei Brand Shop', 'login.intro': 'Melden Sie sich an — „bitte“.' };
    const put = await putTranslations('de-DE', texts);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ code: 0, data: { language: 'de-DE', keys: 2 } });

    const file = await getTranslations(SHOP, 'de-DE.json');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    expect(file.headers['cache-control']).toBe('public, max-age=300');
    expect(file.json()).toEqual(texts);
    const version = (await styleOf(SHOP)).translationsVersion;
    expect(version).toMatch(/^[0-9a-z]+$/);

    // Another language is apart; a PUT replaces the words of its own language only.
    expect((await putTranslations('fr-FR', { 'login.title': 'Aide' })).statusCode).toBe(200);
    expect((await putTranslations('de-DE', { 'login.title': 'Neu' })).statusCode).toBe(200);
    expect((await getTranslations(SHOP, 'de-DE.json')).json()).toEqual({ 'login.title': 'Neu' });
    expect((await getTranslations(SHOP, 'fr-FR.json')).json()).toEqual({ 'login.title': 'Aide' });
    expect((await getTranslations(SHOP, 'en-US.json')).json()).toEqual({});
    const later = (await styleOf(SHOP)).translationsVersion;
    expect(later).toMatch(/^[0-9a-z]+$/);
    expect(later).not.toBe(version);
  });

  it("serves the lumen store's seeded words and not another store's", async () => {
    const lumen = await getTranslations('lumen', 'de-DE.json');
    expect(lumen.json()['login.title']).toBe('Lumen Care');
    expect(JSON.stringify((await getTranslations('demo', 'de-DE.json')).json())).toBe('{}');
  });

  it.each([
    ['no-such-shop', 'de-DE.json'],
    ['Brand_Shop', 'de-DE.json'],
    [SHOP, 'xx-XX.json'],
    [SHOP, 'klingon.json'],
  ])('answers /locales/merchant/%s/%s with 404, not cached', async (shop, file) => {
    const response = await getTranslations(shop, file);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['xx-XX', 'de', 'de-de', 'klingon'])(
    'refuses PUT for the language %s with 100002',
    async (language) => {
      const response = await putTranslations(language, { 'login.title': 'x' });
      const failure = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
      expect(fieldsOf(failure).map((field) => field.path)).toEqual(['language']);
    },
  );

  it.each([
    ['a key with a space', { 'login title': 'x' }],
    ['a text over 2000 characters', { 'login.title': 'x'.repeat(2001) }],
    ['a number for a text', { 'login.title': 42 }],
    ['an array', ['login.title']],
  ])('refuses %s with 100002 and keeps the old words', async (_case, body) => {
    const before = (await getTranslations(SHOP, 'de-DE.json')).json();
    const response = await putTranslations('de-DE', body);
    expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    expect((await getTranslations(SHOP, 'de-DE.json')).json()).toEqual(before);
  });

  it('needs the merchant key (401, 100010)', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/translations/de-DE',
      payload: { 'login.title': 'x' },
    });
    expectFailure(response, { status: 401, code: ERROR_CODES.MERCHANT_API_KEY_INVALID });
  });
});
