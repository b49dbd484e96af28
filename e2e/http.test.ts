// What the server sends with the built app (DESIGN.md sections 6 and 8): precompressed hashed
// assets cached for a year, a revalidated index.html, a strict Content-Security-Policy; and the
// API reference document.
import { request } from 'node:http';
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

/** The script and modulepreload URLs index.html loads. */
async function entryScripts(): Promise<string[]> {
  const html = (await get('/demo/login', { 'accept-encoding': 'identity' })).body.toString('utf8');
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  return [...new Set(urls)];
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

  test('hashed JavaScript comes brotli-compressed when asked, cached for a year as immutable', async () => {
    const scripts = await entryScripts();
    expect(scripts.length, 'index.html loads at least its entry script').toBeGreaterThan(0);
    for (const script of scripts) {
      const br = await get(script, { 'accept-encoding': 'br, gzip, deflate' });
      expect(br.status, script).toBe(200);
      expect(header(br, 'content-encoding'), script).toBe('br');
      expect(header(br, 'content-type'), script).toMatch(/javascript/);
      expect(header(br, 'cache-control'), script).toMatch(/\bimmutable\b/);
      expect(header(br, 'cache-control'), script).toMatch(/\bmax-age=31536000\b/);
      expect(header(br, 'vary').toLowerCase(), script).toContain('accept-encoding');

      const gzip = await get(script, { 'accept-encoding': 'gzip' });
      expect(header(gzip, 'content-encoding'), script).toBe('gzip');
      const plain = await get(script, { 'accept-encoding': 'identity' });
      expect(header(plain, 'content-encoding'), script).toBe('');
      expect(plain.body.length, script).toBeGreaterThan(br.body.length);
    }
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
