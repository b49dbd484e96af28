// The outbound client against a loopback HTTP server: the timeout fires, retry-safe calls are sent
// again after 503/429 with backoff or after Retry-After, others are not, the idempotency key is the
// same on every try, merchant addresses must be public, and no secret reaches a log line.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundHttp, OutboundHttpError, type OutboundLog } from './index';
import { retryAfterMs, retryDelayMs } from './retry-policy';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

type Answer = (response: ServerResponse) => void;

let server: Server;
let base: string;
const seen: Seen[] = [];
let script: Answer[] = [];

const answer =
  (status: number, body: unknown = { ok: status < 400 }, headers: Record<string, string> = {}): Answer =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
const silent: Answer = () => undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
        at: Date.now(),
      });
      (script.shift() ?? answer(200))(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  seen.length = 0;
  script = [];
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function recorder(): OutboundLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    debug: (fields, message) => lines.push(JSON.stringify({ ...fields, message })),
    warn: (fields, message) => lines.push(JSON.stringify({ ...fields, message })),
  };
}

const client = (extra: Partial<Parameters<typeof createOutboundHttp>[0]> = {}) =>
  createOutboundHttp({ provider: 'test', baseUrl: base, timeoutMs: 2000, baseDelayMs: 40, ...extra });

describe('the outbound HTTP client', () => {
  it('gives up a call that gets no answer within the timeout', async () => {
    script = [silent];
    const http = client({ timeoutMs: 150, retries: 0 });
    const started = Date.now();
    const failure = await http.request({ method: 'GET', url: '/slow' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OutboundHttpError);
    expect((failure as OutboundHttpError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(600);
    await http.close();
  });

  it('does not start a wait that would end past the deadline: the last answer goes back', async () => {
    script = [answer(503, {}, { 'retry-after': '1' }), answer(200)];
    const http = client({ timeoutMs: 500 });
    const response = await http.request({ method: 'GET', url: '/busy' });
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(1);
    await http.close();
  });

  it('sends a GET again after 503 and 429 with a growing wait, and answers the last answer', async () => {
    script = [answer(503), answer(429), answer(200, { tracking: 'ok' })];
    const http = client({ baseDelayMs: 100, random: () => 0 });
    const response = await http.request({ method: 'GET', url: '/trackings?number=1' });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ tracking: 'ok' });
    expect(response.attempts).toBe(3);
    expect(seen).toHaveLength(3);
    // Half of each step is fixed: 50 ms, then 100 ms.
    expect((seen[1] as Seen).at - (seen[0] as Seen).at).toBeGreaterThanOrEqual(45);
    expect((seen[2] as Seen).at - (seen[1] as Seen).at).toBeGreaterThanOrEqual(95);
    await http.close();
  });

  it('waits as long as Retry-After says', async () => {
    script = [answer(429, {}, { 'retry-after': '1' }), answer(200)];
    const http = client({ baseDelayMs: 10 });
    const response = await http.request({ method: 'GET', url: '/limited' });
    expect(response.status).toBe(200);
    expect((seen[1] as Seen).at - (seen[0] as Seen).at).toBeGreaterThanOrEqual(950);
    await http.close();
  });

  it('does not wait for a Retry-After beyond its limit: the last answer goes back to the caller', async () => {
    script = [answer(503, { error: 'down' }, { 'retry-after': '120' })];
    const http = client();
    const response = await http.request({ method: 'GET', url: '/down' });
    expect(response.status).toBe(503);
    expect(response.json()).toEqual({ error: 'down' });
    expect(seen).toHaveLength(1);
    await http.close();
  });

  it('gives up after its retries and answers the last failing answer', async () => {
    script = [answer(500), answer(502), answer(503, { last: true })];
    const http = client({ retries: 2 });
    const response = await http.request({ method: 'GET', url: '/broken' });
    expect(response.status).toBe(503);
    expect(response.json()).toEqual({ last: true });
    expect(seen).toHaveLength(3);
    await http.close();
  });

  it('never sends a POST without an idempotency key twice', async () => {
    script = [answer(503)];
    const http = client();
    const response = await http.request({ method: 'POST', url: '/chat', json: { hello: 1 } });
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(1);
    await http.close();
  });

  it('sends a POST with an idempotency key again, with the same key and body on every try', async () => {
    script = [answer(503), answer(429), answer(201, { id: 'order-1' })];
    const http = client({ idempotencyHeader: 'Idempotency-Key' });
    const response = await http.request({
      method: 'POST',
      url: '/orders',
      json: { amount: 10 },
      idempotencyKey: 'key-123',
    });
    expect(response.status).toBe(201);
    expect(seen.map((entry) => entry.headers['idempotency-key'])).toEqual(['key-123', 'key-123', 'key-123']);
    expect(new Set(seen.map((entry) => entry.body))).toEqual(new Set(['{"amount":10}']));
    await http.close();
  });

  it('retries a dropped connection of a retry-safe call', async () => {
    script = [(response) => response.socket?.destroy(), answer(200, { again: true })];
    const http = client();
    const response = await http.request({ method: 'GET', url: '/flaky' });
    expect(response.json()).toEqual({ again: true });
    expect(seen).toHaveLength(2);
    await http.close();
  });

  it('does not send a 4xx refusal again', async () => {
    script = [answer(402, { error: 'declined' })];
    const http = client();
    const response = await http.request({ method: 'POST', url: '/pay', idempotencyKey: 'k', json: {} });
    expect(response.status).toBe(402);
    expect(seen).toHaveLength(1);
    await http.close();
  });

  it('refuses a loopback address where the address came from a merchant', async () => {
    const http = client({ publicOnly: true });
    const literal = await http
      .request({ method: 'GET', url: `${base}/logo.png` })
      .catch((error: unknown) => error);
    expect((literal as OutboundHttpError).kind).toBe('private-address');
    const named = await http
      .request({ method: 'GET', url: `${base.replace('127.0.0.1', 'localhost')}/logo.png` })
      .catch((error: unknown) => error);
    expect((named as OutboundHttpError).kind).toBe('private-address');
    expect(seen).toHaveLength(0);
    await http.close();
  });

  it('keeps keys, tokens, bodies and card numbers out of its log lines', async () => {
    const log = recorder();
    const secret = 'sk_test_51SecretKeyValue';
    script = [answer(503), answer(200)];
    const http = client({ log, secrets: [secret] });
    await http.request({
      method: 'POST',
      url: `/v1/cards?api_key=${secret}&number=4242424242424242`,
      headers: { authorization: `Bearer ${secret}`, 'x-api-key': 'ak_live_abcdef' },
      form: new URLSearchParams({ card: '4242 4242 4242 4242', cvc: '123' }),
      idempotencyKey: 'key-1',
    });
    const failing = client({ log, secrets: [secret], timeoutMs: 100, retries: 0 });
    script = [silent];
    await failing
      .request({
        method: 'GET',
        url: `/v1/slow?token=${secret}`,
        headers: { authorization: `Bearer ${secret}` },
      })
      .catch(() => undefined);
    const text = log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('"provider":"test"');
    expect(text).toContain('"status":503');
    for (const leaked of [secret, 'ak_live_abcdef', '4242', 'cvc', 'Bearer sk'])
      expect(text).not.toContain(leaked);
    await http.close();
    await failing.close();
  });
});

describe('the retry policy', () => {
  const settings = { retries: 3, baseDelayMs: 100, maxDelayMs: 300, maxRetryAfterMs: 5000 };

  it('doubles the step up to its ceiling, half of it at random', () => {
    expect([1, 2, 3].map((retry) => retryDelayMs(settings, retry, null, () => 0))).toEqual([50, 100, 150]);
    expect([1, 2, 3].map((retry) => retryDelayMs(settings, retry, null, () => 1))).toEqual([100, 200, 300]);
    expect(retryDelayMs(settings, 4, null)).toBeNull();
  });

  it('reads Retry-After in seconds or as a date, and refuses one beyond the limit', () => {
    const now = Date.parse('2026-12-02T00:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Wed, 02 Dec 2026 00:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryDelayMs(settings, 1, 2000)).toBe(2000);
    expect(retryDelayMs(settings, 1, 6000)).toBeNull();
  });
});
