// Operations: health and readiness, the OpenAPI document and reference page, security headers on
// every answer, and the built web app (precompressed, cached by hash, deep links to index.html).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { ALL_CALLS } from '@rc/contract/calls';
import { PAGE_RECORDS } from '@rc/contract/pages';
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { MESSAGES } from '@rc/domain/error-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedRoutes } from '../../src/gateway/error-handling';
import { expectFailure } from '../support/envelope';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let web: TestApp;
let webDist: string;

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-AbCdEf12.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('resolution center '.repeat(40))});\n`;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'rc-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  mkdirSync(path.join(webDist, 'locales/en-US'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets/app-AbCdEf12.js'), APP_JS);
  writeFileSync(path.join(webDist, 'assets/app-AbCdEf12.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(webDist, 'assets/app-AbCdEf12.js.gz'), gzipSync(APP_JS));
  writeFileSync(
    path.join(webDist, 'locales/en-US/common.json'),
    JSON.stringify({ login: { title: 'Sign in' } }),
  );
  // One app serves both the API and the web app, as in production. Without a server renderer
  // (none in this folder), pages are the app shell the browser renders; the rendered first paint
  // is checked against the real build in e2e/http.test.ts.
  t = await createTestApp({
    env: {
      WEB_DIST: webDist,
      WEB_SSR_ENTRY: path.join(webDist, 'no-server-renderer.js'),
      // So that Stripe's documented webhook is there to answer (without a secret it is not served).
      STRIPE_WEBHOOK_SECRET: 'whsec_operations',
    },
  });
  web = t;
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('answers /healthz with 200', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 and the kind of database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: t.database.kind });
    expect(['pglite', 'postgres']).toContain(response.json().database);
  });
});

describe('the OpenAPI document', () => {
  let document: {
    openapi: string;
    paths: Record<
      string,
      Record<string, { operationId: string; requestBody?: unknown; parameters?: unknown[] }>
    >;
    components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  };

  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/gateway/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('has every gateway call under its path and method', () => {
    expect(ALL_CALLS.length).toBeGreaterThanOrEqual(6);
    for (const call of ALL_CALLS) {
      const operation = document.paths[call.path]?.[call.route.method.toLowerCase()];
      expect(operation, call.name).toBeDefined();
      if (call.route.method === 'GET') expect(operation?.requestBody, call.name).toBeUndefined();
      else expect(operation?.requestBody, call.name).toBeDefined();
    }
  });

  it('has the merchant order PUT', () => {
    const operation = document.paths['/api/merchant/v1/orders/{orderName}']?.put;
    expect(operation?.operationId).toBe('merchant-put-order');
    expect(operation?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'orderName', in: 'path', required: true })]),
    );
  });

  it('has only paths the server answers (every call of ALL_CALLS has a route)', async () => {
    const unserved: string[] = [];
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        // A language file answers only for a language; any other parameter takes a placeholder.
        const url = route.replace('{language}', 'en-US').replace(/\{[^}]+\}/g, 'X-1');
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(method === 'get' ? {} : { payload: {} }),
        });
        // Pages and files answer in their own media type; a JSON answer may be the envelope.
        const json = String(response.headers['content-type']).startsWith('application/json');
        const code = json && response.body ? (response.json() as { code?: number }).code : undefined;
        if (code === ERROR_CODES.UNKNOWN_CALL || code === ERROR_CODES.METHOD_NOT_ALLOWED) {
          unserved.push(`${method.toUpperCase()} ${route}`);
        }
      }
    }
    expect(
      unserved,
      'documented but not served: register these routes or leave them out of ALL_CALLS',
    ).toEqual([]);
  });

  it('resolves every $ref', () => {
    const refs: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === '$ref' && typeof inner === 'string') refs.push(inner);
          else walk(inner);
        }
      }
    };
    walk(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\//);
      const target = ref
        .slice(2)
        .split('/')
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
      expect(target, `${ref} does not resolve`).toBeDefined();
    }
  });

  it('names the security schemes it uses', () => {
    const used = new Set<string>();
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods) as { security?: Record<string, unknown>[] }[]) {
        for (const requirement of operation.security ?? [])
          for (const name of Object.keys(requirement)) used.add(name);
      }
    }
    for (const name of used) expect(document.components.securitySchemes[name], name).toBeDefined();
  });

  it('serves the reference page as HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/gateway/docs' });
    const page =
      response.statusCode >= 300 && response.statusCode < 400
        ? await t.app.inject({
            method: 'GET',
            url: new URL(String(response.headers.location), 'http://x/gateway/docs').pathname,
          })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<html/i);
  });
});

describe('security headers', () => {
  const requests = [
    ['a call', 'POST', callPath('get-rc-login-style'), { subDomain: 'nobody' }],
    ['an error', 'POST', '/gateway/nothing', {}],
    ['a malformed body', 'POST', callPath('rc-login'), '{'],
    ['health', 'GET', '/healthz', undefined],
    ['the OpenAPI document', 'GET', '/gateway/docs/openapi.json', undefined],
    ['the merchant API', 'PUT', '/api/merchant/v1/orders/1', {}],
  ] as const;

  it.each(requests)('are on %s', async (_label, method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
    });
    expectSecurityHeaders(response.headers);
  });

  it.each([
    ['the app shell', '/demo/home'],
    ['a hashed asset', '/assets/app-AbCdEf12.js'],
    ['a translation file', '/locales/en-US/common.json'],
    ['a missing asset', '/assets/nope.js'],
  ])('are on %s of the web app', async (_label, url) => {
    const response = await web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expectSecurityHeaders(response.headers);
  });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  const directives = new Map(
    csp.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name as string, values];
    }),
  );
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')?.length).toBeGreaterThan(0);
  expect(directives.get('frame-ancestors')).not.toContain('*');
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('the web app', () => {
  it('serves the page records that come with the web build, from those records', () => {
    const served = new Set(servedRoutes(web.app).map(({ method, url }) => `${method} ${url}`));
    const withBuild = PAGE_RECORDS.filter((page) => page.withWebBuild);
    expect(withBuild.length).toBeGreaterThan(0);
    for (const page of withBuild) expect(served, page.name).toContain(`${page.method} ${page.path}`);
  });

  it('answers a deep link with index.html, revalidated on every visit', async () => {
    for (const url of ['/demo/home', '/demo/login?order_number=%231001', '/', '/claims/123/review']) {
      const response = await web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('serves a hashed asset precompressed with brotli and cached for a year', async () => {
    const response = await web.app.inject({
      method: 'GET',
      url: '/assets/app-AbCdEf12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.rawPayload.equals(brotliCompressSync(APP_JS))).toBe(true);
  });

  it('serves the gzip file to a client without brotli, and the plain one to a client without either', async () => {
    const gzip = await web.app.inject({
      method: 'GET',
      url: '/assets/app-AbCdEf12.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(APP_JS))).toBe(true);
    const plain = await web.app.inject({
      method: 'GET',
      url: '/assets/app-AbCdEf12.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves translation files revalidated, not cached for a year, with the error catalogue merged in', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/locales/en-US/common.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ login: { title: 'Sign in' }, error: MESSAGES['en-US'] });
    expect(response.json().error.generic).toBe('Something went wrong, please try again later');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("serves each language's error catalogue in that language, compressed, and 304 when unchanged", async () => {
    const german = await web.app.inject({
      method: 'GET',
      url: '/locales/de-DE/common.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(german.rawPayload).toString('utf8'));
    expect(body.error).toEqual(MESSAGES['de-DE']);
    expect(body.error.orderNotFound).not.toBe(MESSAGES['en-US'].orderNotFound);
    const again = await web.app.inject({
      method: 'GET',
      url: '/locales/de-DE/common.json',
      headers: { 'if-none-match': String(german.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    for (const url of ['/assets/nope.js', '/assets/app-ZZZZZZZZ.js', '/locales/xx-XX/common.json']) {
      const response = await web.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
      expect(String(response.headers['cache-control']), url).not.toMatch(/immutable/);
    }
  });

  it('answers a folder with the app shell or 404, never a 500', async () => {
    for (const url of ['/assets', '/assets/', '/locales/en-US', '/locales/en-US/']) {
      const response = await web.app.inject({ method: 'GET', url });
      if (response.statusCode === 200) expect(response.body, url).toBe(INDEX_HTML);
      else expectFailure(response, { status: 404, code: ERROR_CODES.UNKNOWN_CALL });
    }
  });

  it('answers a range request, and an unsatisfiable one without a 500', async () => {
    const part = await web.app.inject({
      method: 'GET',
      url: '/assets/app-AbCdEf12.js',
      headers: { range: 'bytes=0-6', 'accept-encoding': 'identity' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(APP_JS.slice(0, 7));
    const beyond = await web.app.inject({
      method: 'GET',
      url: '/assets/app-AbCdEf12.js',
      headers: { range: 'bytes=999999-', 'accept-encoding': 'identity' },
    });
    expectFailure(beyond, { status: 416, code: ERROR_CODES.MALFORMED_JSON });
  });

  it('still answers unknown API paths with 100004 JSON', async () => {
    for (const url of [
      '/gateway/nothing',
      '/controller/resolutioncenter/orderservice/nothing',
      '/api/nothing',
    ]) {
      const response = await web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expectFailure(response, { status: 404, code: ERROR_CODES.UNKNOWN_CALL });
    }
  });

  it('still answers GET on a POST call with 405', async () => {
    const response = await web.app.inject({
      method: 'GET',
      url: callPath('rc-login'),
      headers: { accept: 'text/html' },
    });
    expectFailure(response, { status: 405, code: ERROR_CODES.METHOD_NOT_ALLOWED });
    expect(response.headers.allow).toBe('POST');
  });

  it('does not serve files outside its folder', async () => {
    for (const url of ['/../package.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('"workspaces"');
      expect(response.body, url).not.toContain('root:');
    }
  });

  it('still answers the calls', async () => {
    const response = await web.app.inject({
      method: 'GET',
      url: callPath('multilingual/list-language-code'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(0);
  });
});
