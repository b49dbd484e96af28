// What the server sends with the built app (DESIGN.md sections 6 and 8): precompressed hashed
// assets cached for a year, a revalidated index.html, a strict Content-Security-Policy; and the
// API reference document.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, inject, test } from 'vitest';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers and no automatic decompression, so encodings can be checked. */
function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, inject('baseUrl')), { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function header(response: RawResponse, name: string): string {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

/** Every hashed JavaScript and CSS file of the build the server serves, as URL paths. */
function builtAssets(): string[] {
  return readdirSync(path.join(inject('webDist'), 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `/assets/${file}`);
}

/** Signs in through rc-login and answers the session cookie. */
async function signIn(merchantId: string, orderName: string, contactInfo: string): Promise<string> {
  const response = await fetch(
    new URL('/controller/resolutioncenter/orderservice/rc-login', inject('baseUrl')),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchantId, orderName, contactInfo }),
    },
  );
  expect(((await response.json()) as { code: number }).code, `sign-in ${orderName}`).toBe(0);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** A gateway call with {} as the browser makes it, its envelope. */
async function gatewayCall(route: string, cookie: string, body: object = {}): Promise<unknown> {
  const response = await fetch(new URL(route, inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'accept-language': 'en-US' },
    body: JSON.stringify(body),
  });
  return response.json();
}

describe('HTTP: the served app', () => {
  test('index.html (for every deep link) is revalidated on each visit', async () => {
    for (const path of ['/demo/login', '/demo/home', '/', '/demo/error?code=100009']) {
      // Browsers ask for br; health checkers, crawlers and curl often ask for nothing.
      for (const encoding of ['gzip, deflate, br', 'identity']) {
        const where = `${path} (accept-encoding: ${encoding})`;
        const response = await get(path, { 'accept-encoding': encoding });
        expect.soft(response.status, where).toBe(200);
        expect.soft(header(response, 'content-type'), where).toMatch(/^text\/html/);
        expect.soft(header(response, 'cache-control'), where).toMatch(/\bno-cache\b/);
      }
    }
  });

  test('the old partner paths redirect on the server to the landing page', async () => {
    for (const path of ['/dhgate', '/treet', '/garmentory']) {
      const response = await get(path);
      expect.soft(response.status, path).toBe(302);
      expect.soft(header(response, 'location'), path).toBe('/');
    }
  });

  test('hashed JS and CSS come precompressed (br, gzip) and cached for a year as immutable', async () => {
    const assets = builtAssets();
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(0);
    const notCachedForAYear: string[] = [];
    for (const asset of assets) {
      const type = asset.endsWith('.js') ? /javascript/ : /^text\/css/;
      const br = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await get(asset, { 'accept-encoding': 'gzip' });
      const plain = await get(asset, { 'accept-encoding': 'identity' });
      expect(br.status, asset).toBe(200);
      expect(header(br, 'content-type'), asset).toMatch(type);
      // The build compresses files above a few hundred bytes; below that compression costs more.
      if (plain.body.length > 1024) {
        expect(header(br, 'content-encoding'), asset).toBe('br');
        expect(header(br, 'vary').toLowerCase(), asset).toContain('accept-encoding');
        expect(header(gzip, 'content-encoding'), asset).toBe('gzip');
        expect(header(plain, 'content-encoding'), asset).toBe('');
        expect(plain.body.length, asset).toBeGreaterThan(br.body.length);
      }
      // Every answer of a hashed file may be kept for a year, whatever its encoding.
      for (const [encoding, response] of [
        ['br', br],
        ['gzip', gzip],
        ['identity', plain],
      ] as const) {
        const cacheControl = header(response, 'cache-control');
        if (!/\bimmutable\b/.test(cacheControl) || !/\bmax-age=31536000\b/.test(cacheControl)) {
          notCachedForAYear.push(`${asset} (${encoding}): ${cacheControl || 'no cache-control'}`);
        }
      }
    }
    expect(notCachedForAYear, 'hashed files without "max-age=31536000, immutable"').toEqual([]);
  });

  test('a strict Content-Security-Policy: scripts only from our origin, never inline', async () => {
    const response = await get('/demo/login');
    const policy = header(response, 'content-security-policy');
    expect(policy, 'content-security-policy header').not.toBe('');
    const directives = cspDirectives(policy);
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSrc, 'script-src (or default-src)').toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain('*');
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toBeDefined();
    expect(directives.get('frame-ancestors')).toBeDefined();
    expect(header(response, 'x-content-type-options')).toBe('nosniff');
  });
});

describe('HTTP: the API reference document', () => {
  test('/gateway/docs/openapi.json is OpenAPI 3.1.0 and describes rc-login', async () => {
    const response = await get('/gateway/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(header(response, 'content-type')).toMatch(/^application\/json/);
    const document = JSON.parse(response.body.toString('utf8')) as {
      openapi?: unknown;
      info?: { title?: unknown };
      paths?: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info?.title).toBe('Resolution Center API');
    expect(
      Object.keys(document.paths?.['/controller/resolutioncenter/orderservice/rc-login'] ?? {}),
    ).toContain('post');
  });

  describe('the first paint is in the HTML (no JavaScript needed)', () => {
    /** The page as a browser gets it, decompressed. */
    async function page(path: string, headers: Record<string, string> = {}) {
      const response = await get(path, { 'accept-encoding': 'br', ...headers });
      expect(header(response, 'content-encoding'), path).toBe('br');
      return { response, html: brotliDecompressSync(response.body).toString('utf8') };
    }

    /** The app's starter at the end of the body: its entry, the modules it preloads, its text. */
    function startScript(html: string) {
      const match = html.match(
        /<script data-entry="([^"]+)" data-preload="([^"]*)">([^<]+)<\/script><\/body>/,
      );
      expect(match, 'the starter script ends the body').not.toBeNull();
      const [, entry = '', preload = '', text = ''] = match ?? [];
      return { entry, preload: preload.split(' ').filter(Boolean), text };
    }

    /** The markup of #root, as the server sent it. */
    function rootOf(html: string): string {
      const start = html.indexOf('<div id="root">');
      expect(start, 'the page has #root').toBeGreaterThan(0);
      return html.slice(start, html.lastIndexOf('</body>'));
    }

    test('the sign-in page: heading, form and the brand, in the store colours and its own font', async () => {
      const { response, html } = await page('/demo/login');
      const root = rootOf(html);
      expect(root).toContain('<h1 id="login-title">Report an issue</h1>');
      expect(root).toMatch(/<form[^>]*>.*name="order_number".*name="email".*<button type="submit"/s);
      expect(root).toContain('alt="Northwind Outfitters"');
      expect(html).toContain('<title>Report an issue · Northwind Outfitters</title>');
      // The store's small logo and favicon are in the page itself: no connection before the first
      // paint for them (decision 045).
      const favicon = html.match(/<link rel="icon" href="data:image\/svg\+xml,([^"]+)"/)?.[1] ?? '';
      expect(decodeURIComponent(favicon)).toMatch(/^<svg [^>]*>.*<\/svg>$/);
      const logo =
        root.match(/<img class="portal-header__logo" src="data:image\/svg\+xml,([^"]+)"/)?.[1] ?? '';
      expect(decodeURIComponent(logo)).toContain('aria-label="Northwind Outfitters"');
      // The brand's CSS inline, allowed by its hash and nothing looser.
      const style = html.match(/<style>([^<]*)<\/style>/)?.[1] ?? '';
      expect(style).toContain('--brand-primary:#1f4d3a');
      expect(style).toContain('--brand-font:"Lora"');
      const policy = cspDirectives(header(response, 'content-security-policy'));
      // And the login route's own stylesheet inline too (no request holds the first paint for it).
      const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
      expect(styles).toHaveLength(2);
      expect(styles[1]).toContain('.login__panel');
      expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\/login-route/);
      const hashes = styles.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      expect(policy.get('style-src')).toEqual(["'self'", ...hashes]);
      // The app's starter is the one inline script, allowed by its hash (decision 026).
      const starter = startScript(html);
      const starterHash = createHash('sha256').update(starter.text).digest('base64');
      expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${starterHash}'`]);
      expect(header(response, 'content-security-policy')).not.toContain('unsafe-inline');
      // The store's font is preloaded; the logo, in the page, needs no preload.
      expect(html).not.toContain('rel="preload" as="image"');
      expect(html).toMatch(
        /<link rel="preload" as="font" type="font\/woff2" href="\/assets\/lora-latin-wght-normal-[\w-]+\.woff2" crossorigin>/,
      );
      // What the browser needs to hydrate, as data (no inline script).
      const boot = JSON.parse(
        html.match(/<script type="application\/json" id="rc-boot">([^<]*)<\/script>/)?.[1] ?? 'null',
      );
      expect(boot).toMatchObject({ hydrate: true, language: 'en-US', configuration: { shop: 'demo' } });
      // Only the sections of texts the page shows; the browser fetches the rest after hydrating.
      expect(boot.partialTranslations).toBe(true);
      expect(Object.keys(boot.translations)).toEqual(expect.arrayContaining(['frame', 'login', 'errors']));
      expect(boot.translations).not.toHaveProperty('claims');
      // Word by word: the page's words, not the rest of their section.
      expect(boot.translations.login.title).toBe('Report an issue');
      expect(boot.translations.login).not.toHaveProperty('verificationSent');
      expect(boot.translations).not.toHaveProperty('error');
      // No script is fetched before the first paint: the starter fetches the entry and every
      // module of the login route at once, after it.
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(html.match(/<script[^>]*>/g)).toEqual([
        '<script type="application/json" id="rc-boot">',
        expect.stringMatching(/^<script data-entry=/),
      ]);
      expect(starter.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      expect(starter.preload.some((file) => /^\/assets\/login-route-[\w-]+\.js$/.test(file))).toBe(true);
      for (const file of [starter.entry, ...starter.preload])
        expect((await get(file)).status, file).toBe(200);
    });

    test("every variant: the channel's co-branding, the store's language and its own words", async () => {
      const dhgate = rootOf((await page('/demo/login?channel=dhgate')).html);
      expect(dhgate).toContain('alt="DHgate"');
      expect(dhgate).toContain('Worry-Free Purchase ID');
      const german = await page('/demo/login', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' });
      expect(german.html).toContain('<html lang="de-DE"');
      expect(rootOf(german.html)).toContain('<h1 id="login-title">Problem melden</h1>');
      const chosen = await page('/demo/login', { 'accept-language': 'de', cookie: 'i18next=fr-FR' });
      expect(chosen.html).toContain('<html lang="fr-FR"');
      // Lumen: the simple layout with its logo on the page and its own title (its translations).
      const lumen = rootOf((await page('/lumen/login')).html);
      expect(lumen).toContain('login--rc3');
      expect(lumen).toContain('alt="Lumen Audio"');
      expect(lumen).not.toContain('<h1 id="login-title">Report an issue</h1>');
      // One store's own words never reach another store's page.
      expect(rootOf((await page('/demo/login')).html)).toContain('<h1 id="login-title">Report an issue</h1>');
    });

    test('the error and not-found pages, and the frame with a skeleton behind sign-in', async () => {
      const error = rootOf((await page('/demo/error?code=200001')).html);
      expect(error).toContain('Something went wrong, please try again later');
      expect(error).toContain('Error code 200000');
      const missing = await page('/no-such-store/login');
      expect(missing.response.status).toBe(404);
      expect(rootOf(missing.html)).toContain('<h1>Page not found.</h1>');
      const home = await page('/demo/home');
      const frame = rootOf(home.html);
      expect(frame).toContain('alt="Northwind Outfitters"');
      expect(frame).toContain('page-skeleton');
      expect(JSON.parse(home.html.match(/id="rc-boot">([^<]*)</)?.[1] ?? 'null')).toMatchObject({
        hydrate: false,
      });
    });

    test("a signed-in page carries its first answers, asked with the shopper's session and kept nowhere", async () => {
      const signedOut = await page('/demo/home');
      expect(header(signedOut.response, 'cache-control')).toBe('no-cache');
      const boot = (html: string) => JSON.parse(html.match(/id="rc-boot">([^<]*)</)?.[1] ?? 'null');
      expect(boot(signedOut.html).firstAnswers).toEqual([]);

      const merchantId = boot((await page('/demo/login')).html).configuration.merchantId as string;
      const cookie = await signIn(merchantId, '#1012', 'shopper@example.com');
      const home = await page('/demo/home', { cookie });
      expect(header(home.response, 'cache-control')).toBe('no-store');
      const homeAnswers = boot(home.html).firstAnswers as { name: string; input: object; answer: unknown }[];
      // Rendered for its shopper, home also carries the order's view that places 'Report an issue'.
      expect(homeAnswers.map((answer) => answer.name)).toEqual([
        'get-all-protected-item',
        'get-claim-list',
        'user/get-order-detail',
      ]);
      expect(homeAnswers[2]).toMatchObject({
        input: { orderId: boot(home.html).signedIn.orderId },
        answer: { code: 0, data: { orderName: '#1012' } },
      });
      // The same answers the gateway gives the browser for the same session.
      for (const { name, answer } of homeAnswers.slice(0, 2)) {
        expect(answer, name).toEqual(
          await gatewayCall(`/gateway/ins-claim-product/api/resolution-center/${name}`, cookie),
        );
      }
      const claimList = homeAnswers[1]?.answer as
        | { data: { claims: { claimId: string; claimNumber: string }[] } }
        | undefined;
      const claims = claimList?.data.claims ?? [];
      expect(claims.length).toBeGreaterThan(0);
      const claimId = claims[0]?.claimId ?? '';
      // Home is rendered whole for its shopper (decision 037): the page, not a skeleton, in the HTML.
      const homeRoot = rootOf(home.html);
      expect(homeRoot).not.toContain('page-skeleton');
      expect(homeRoot).toContain('Protected items');
      expect(homeRoot).toContain('#1012');
      expect(boot(home.html)).toMatchObject({ hydrate: true, signedIn: { orderName: '#1012' } });
      // The amounts (and dates) it shows come as the server wrote them: the browser hydrates without
      // formatting them again (decisions 047, 054), and a signed-out frame carries none.
      const amounts = boot(home.html).formattedTexts as { key: string; text: string }[];
      expect(amounts.filter((amount) => amount.key.startsWith('money|')).length).toBeGreaterThan(0);
      for (const amount of amounts) expect(homeRoot).toContain(amount.text);
      expect(boot(signedOut.html).formattedTexts).toEqual([]);
      // The order's policies and names, as the browser's session keeps them from its sign-in: the
      // page was rendered with them, so hydrating it changes nothing (decision 047).
      expect(boot(home.html).policies).toEqual(
        await gatewayCall('/gateway/ins-claim-product/api/resolution-center/query-related-policy', cookie, {
          orderNumber: '#1012',
          email: 'shopper@example.com',
        }).then((answer) => (answer as { data: unknown }).data),
      );
      expect(boot(home.html).policies.policyList.length).toBeGreaterThan(0);
      expect(boot(signedOut.html).policies).toBeNull();
      // One whole document: no part left pending or moved in by an inline script, which the
      // page's Content-Security-Policy would block (a page over React's chunk size did that).
      expect(home.html.length).toBeGreaterThan(12_800);
      expect(homeRoot).not.toMatch(/<template|<!--\$\?-->/);
      expect(home.html.match(/<script[^>]*>/g)).toEqual([
        '<script type="application/json" id="rc-boot">',
        expect.stringMatching(/^<script data-entry=/),
      ]);
      // The next page without a session gets the frame again: nothing of that shopper carries over.
      const after = await page('/demo/home');
      expect(rootOf(after.html)).toContain('page-skeleton');
      expect(after.html).not.toContain('#1012');
      expect(boot(after.html)).toMatchObject({ hydrate: false, signedIn: null });
      // A session of another store renders that store's frame, not this shopper's page.
      const lumenHome = await page('/lumen/home', { cookie });
      expect(rootOf(lumenHome.html)).toContain('page-skeleton');
      expect(boot(lumenHome.html).signedIn).toBeNull();

      const claimHtml = (await page(`/demo/issue-details?claimId=${claimId}`, { cookie })).html;
      const claimPage = boot(claimHtml);
      expect(rootOf(claimHtml)).toContain(claims[0]?.claimNumber ?? 'no claim number');
      expect(claimPage.firstAnswers).toMatchObject([
        { name: 'get-claim-detail', input: { claimId }, answer: { code: 0, data: { claimId } } },
      ]);
      // Another order's claim is answered as the gateway answers it: refused, nothing of it shown.
      const other = await signIn(merchantId, '#1001', 'shopper@example.com');
      const foreign = boot((await page(`/demo/issue-details?claimId=${claimId}`, { cookie: other })).html);
      expect(foreign.firstAnswers).toMatchObject([{ name: 'get-claim-detail', answer: { code: 100009 } }]);
      expect(JSON.stringify(foreign.firstAnswers)).not.toContain('"claimNumber"');
    });

    test('the built scripts are React DOM, and every font comes from the portal', async () => {
      const scripts = builtAssets().filter((asset) => asset.endsWith('.js'));
      const sources = scripts.map((asset) => readFileSync(path.join(inject('webDist'), asset), 'utf8'));
      expect(sources.some((source) => source.includes('react.dev/errors'))).toBe(true);
      expect(sources.some((source) => /preact/i.test(source))).toBe(false);
      const css = readdirSync(path.join(inject('webDist'), 'assets'))
        .filter((file) => file.endsWith('.css'))
        .map((file) => readFileSync(path.join(inject('webDist'), 'assets', file), 'utf8'))
        .join('\n');
      const fontUrls = [...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((match) => match[1] ?? '');
      expect(fontUrls.length).toBeGreaterThanOrEqual(6);
      for (const url of fontUrls) {
        expect(url).toMatch(/^\/assets\/[\w-]+\.woff2$/);
        const font = await get(url);
        expect(font.status, url).toBe(200);
        expect(header(font, 'content-type'), url).toBe('font/woff2');
      }
    });
  });
});

describe('pages answered once', () => {
  test('rendering a page sends one answer: no "Reply was already sent" in the server log', async () => {
    for (const page of ['/demo/login', '/demo/home', '/lumen/login', '/demo/no-such-page']) {
      expect((await get(page, { 'accept-encoding': 'br' })).status).toBeLessThan(500);
    }
    // The warning is logged after the answer has gone: give the server a moment to write it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readFileSync(inject('serverLogFile'), 'utf8')).not.toMatch(/already sent/i);
  });
});
