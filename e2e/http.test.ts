// What the server sends with the built app (DESIGN.md sections 6 and 8): precompressed hashed
// assets cached for a year, a revalidated index.html, a strict Content-Security-Policy; and the
// API reference document.
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
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

describe('HTTP: the served app', () => {
  test('index.html (for every deep link) is revalidated on each visit', async () => {
    for (const path of ['/demo/login', '/demo/home', '/', '/dhgate']) {
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
});
