// Webhooks out (issue 15, decision 027), received by a real HTTP server on loopback: signed as
// Standard Webhooks (checked with the standard's own library), retried, given up on, disabled,
// replayed, re-signed during a secret's overlap, and refused private targets in production.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An endpoint that records what it gets and answers the statuses queued, then 200. */
function receiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, status >= 300 && status < 400 ? { location: 'http://127.0.0.1:1/' } : {});
      response.end('ok');
    });
  });
  return {
    received,
    /** Answers these statuses to the next requests, in order. */
    answer(...next: number[]) {
      statuses.push(...next);
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ADMIN = '/api/admin/v1/merchants/demo';
let t: TestApp;
let hooks: ReturnType<typeof receiver>;
let url: string;

async function admin(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url: `${ADMIN}${path}`,
    headers: { authorization: `Bearer ${t.adminToken}` },
    ...(payload === undefined
      ? method === 'POST'
        ? { payload: {} }
        : {}
      : { payload: payload as Record<string, unknown> }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: bodies are the contract's, checked by the server.
  return { status: response.statusCode, body: response.json() as { code: number; data: any } };
}

async function createEndpoint(extra: Record<string, unknown> = {}) {
  const created = await admin('POST', '/webhooks/endpoints', { url, ...extra });
  expect(created.status).toBe(201);
  return created.body.data as { endpointId: string; secret: string };
}

/** A claim of the demo store moving, as the claims' state owner tells it (in a transaction). */
async function claimMoved(status: string) {
  const merchant = await t.services.merchants.findByShop('demo');
  await t.services.database.db.transaction((tx) =>
    t.services.webhooks.claimStatusChanged(tx, {
      claimId: '00000000-0000-4000-8000-000000000001',
      claimNumber: 'CLM-TEST',
      orderId: '00000000-0000-4000-8000-000000000002',
      merchantId: merchant?.id ?? '',
      previousStatus: 'under_review',
      status,
      actor: 'merchant',
      reason: null,
    }),
  );
}

/** Approves the demo's claim under review (#1012's, once): a claim.accepted event. */
async function approveAClaim(): Promise<string> {
  const list = await admin('GET', '/claims?status=under_review');
  const claimId = list.body.data.claims[0]?.claimId as string;
  expect(claimId).toBeTruthy();
  const approved = await admin('POST', `/claims/${claimId}/approve`, {});
  expect(approved.body.code).toBe(0);
  return claimId;
}

/** The delivery passes on the job queue, with how far off each is (seconds). */
async function passJobs() {
  const result = (await t.services.database.db.execute(
    `select status, extract(epoch from run_at - now())::float8 as "dueIn" from jobs where kind = 'webhook-deliveries'`,
  )) as unknown as { rows: { status: string; dueIn: number }[] };
  return result.rows.map((row) => ({ status: row.status, dueIn: Number(row.dueIn) }));
}

function verify(secret: string, delivery: Received) {
  const headers = {
    'webhook-id': String(delivery.headers['webhook-id']),
    'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
    'webhook-signature': String(delivery.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(delivery.body, headers) as {
    type: string;
    data: Record<string, unknown>;
  };
}

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { WEBHOOK_RETRY_SECONDS: '0,0', WEBHOOK_DISABLE_AFTER_HOURS: '0', JOB_POLL_MS: '60000' },
  });
  await t.services.webhooks.stop();
  hooks = receiver();
  url = await hooks.start();
}, 120_000);

afterAll(async () => {
  await hooks.close();
  await t.close();
});

afterEach(async () => {
  await t.services.database.db.execute('delete from webhook_endpoints');
  hooks.received.length = 0;
});

describe('webhooks out', () => {
  test("a claim's decision reaches the endpoint signed with its secret, as Standard Webhooks verify it", async () => {
    const endpoint = await createEndpoint();
    expect(endpoint.secret).toMatch(/^whsec_/);
    const claimId = await approveAClaim();
    await t.services.webhooks.drain();
    expect(hooks.received).toHaveLength(1);
    const [delivery] = hooks.received as [Received];
    const event = verify(endpoint.secret, delivery);
    expect(event).toMatchObject({
      type: 'claim.accepted',
      data: { claimId, status: 'accepted', previousStatus: 'under_review', actor: 'merchant' },
    });
    expect(delivery.headers['webhook-id']).toMatch(/^msg_/);
    expect(Math.abs(Number(delivery.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    // Another secret does not verify it.
    expect(() => verify(`whsec_${Buffer.from('not the secret').toString('base64')}`, delivery)).toThrow();
  });

  test('an endpoint gets only the event types it asked for', async () => {
    await createEndpoint({ eventTypes: ['claim.rejected'] });
    await claimMoved('accepted');
    await t.services.webhooks.drain();
    expect(hooks.received).toEqual([]);
    await claimMoved('rejected');
    await t.services.webhooks.drain();
    expect(hooks.received.map((delivery) => JSON.parse(delivery.body).type)).toEqual(['claim.rejected']);
    const bad = await admin('POST', '/webhooks/endpoints', { url, eventTypes: ['claim.nonsense'] });
    expect(bad).toMatchObject({ status: 400, body: { code: 100002 } });
  });

  test('failures are retried with the same id until the endpoint takes it; the log shows each try', async () => {
    const endpoint = await createEndpoint();
    hooks.answer(500, 302);
    await admin('POST', `/webhooks/endpoints/${endpoint.endpointId}/test`);
    await t.services.webhooks.drain();
    expect(hooks.received).toHaveLength(3);
    expect(new Set(hooks.received.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1);
    const log = await admin('GET', `/webhooks/endpoints/${endpoint.endpointId}/deliveries`);
    expect(log.body.data.deliveries).toMatchObject([
      { eventType: 'webhook.test', status: 'succeeded', attempts: 3, lastStatus: 200 },
    ]);
    const state = await admin('GET', '/webhooks/endpoints');
    expect(state.body.data.endpoints[0]).toMatchObject({ enabled: true, failingSince: null });
  });

  test('an endpoint failing for good is disabled and the merchant told; enabling it sends what waited', async () => {
    const endpoint = await createEndpoint();
    hooks.answer(500, 500, 500);
    await admin('POST', `/webhooks/endpoints/${endpoint.endpointId}/test`);
    await t.services.webhooks.drain();
    expect(hooks.received).toHaveLength(3);
    const state = await admin('GET', '/webhooks/endpoints');
    expect(state.body.data.endpoints[0]).toMatchObject({
      enabled: false,
      disabledReason: expect.stringMatching(/failed/),
    });
    const notices = (await t.services.database.db.execute(
      `select payload from jobs where kind = 'webhook-endpoint-disabled'`,
    )) as unknown as { rows: unknown[] };
    expect(notices.rows.length).toBeGreaterThan(0);
    // While disabled, events wait; enabled again, they are sent.
    await claimMoved('accepted');
    await t.services.webhooks.drain();
    expect(hooks.received).toHaveLength(3);
    await admin('PATCH', `/webhooks/endpoints/${endpoint.endpointId}`, { enabled: true });
    await t.services.webhooks.drain();
    expect(hooks.received.map((delivery) => JSON.parse(delivery.body).type)).toContain('claim.accepted');
  });

  test('410 Gone disables the endpoint at once', async () => {
    const endpoint = await createEndpoint();
    hooks.answer(410);
    await admin('POST', `/webhooks/endpoints/${endpoint.endpointId}/test`);
    await t.services.webhooks.drain();
    expect(hooks.received).toHaveLength(1);
    const state = await admin('GET', '/webhooks/endpoints');
    expect(state.body.data.endpoints[0]).toMatchObject({
      enabled: false,
      disabledReason: expect.stringMatching(/410/),
    });
  });

  test('after a rotation both secrets sign during the overlap, then only the new one; a replay keeps the id', async () => {
    const endpoint = await createEndpoint();
    const rotated = await admin('POST', `/webhooks/endpoints/${endpoint.endpointId}/rotate-secret`, {
      overlapHours: 1,
    });
    const { secret } = rotated.body.data as { secret: string };
    expect(secret).not.toBe(endpoint.secret);
    const sent = await admin('POST', `/webhooks/endpoints/${endpoint.endpointId}/test`);
    await t.services.webhooks.drain();
    const first = hooks.received[0] as Received;
    expect(String(first.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(secret, first).type).toBe('webhook.test');
    expect(verify(endpoint.secret, first).type).toBe('webhook.test');

    await admin('POST', `/webhooks/endpoints/${endpoint.endpointId}/rotate-secret`, { overlapHours: 0 });
    const newest = (
      await admin('POST', `/webhooks/endpoints/${endpoint.endpointId}/rotate-secret`, { overlapHours: 0 })
    ).body.data.secret as string;
    const replay = await admin('POST', `/webhooks/messages/${sent.body.data.messageId}/replay`, {});
    expect(replay.body.data).toEqual({ requeued: 1 });
    await t.services.webhooks.drain();
    const again = hooks.received[1] as Received;
    expect(again.headers['webhook-id']).toBe(sent.body.data.messageId);
    expect(String(again.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verify(newest, again).type).toBe('webhook.test');
    expect(() => verify(secret, again)).toThrow();
  });

  test("deliveries run on the job queue's lane: an event reaches the endpoint with no drain, its retry in the same lane", async () => {
    await createEndpoint();
    hooks.answer(500);
    t.services.webhooks.start();
    try {
      await claimMoved('accepted');
      await vi.waitFor(() => expect(hooks.received).toHaveLength(2), { timeout: 10_000 });
      expect(new Set(hooks.received.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1);
      const passes = await passJobs();
      expect(passes.length).toBeGreaterThan(0);
      await vi.waitFor(async () =>
        expect((await passJobs()).every((job) => job.status === 'done')).toBe(true),
      );
    } finally {
      await t.services.webhooks.stop();
    }
  });

  test('a delivery not due yet is not sent: its pass is booked on the job queue for when it is', async () => {
    const endpoint = await createEndpoint();
    await admin('POST', `/webhooks/endpoints/${endpoint.endpointId}/test`);
    await t.services.database.db.execute(
      `update webhook_deliveries set next_attempt_at = now() + interval '300 seconds' where endpoint_id = '${endpoint.endpointId}'`,
    );
    t.services.webhooks.start();
    try {
      await vi.waitFor(async () => {
        const booked = (await passJobs()).filter((job) => job.status === 'pending' && job.dueIn > 60);
        expect(booked).toHaveLength(1);
        expect(Math.abs((booked[0]?.dueIn ?? 0) - 300)).toBeLessThan(5);
      });
      await t.services.jobs.drain('webhook-deliveries');
      expect(hooks.received).toEqual([]);
    } finally {
      await t.services.webhooks.stop();
    }
  });

  test("a store cannot see, change or replay another store's endpoints and messages", async () => {
    const endpoint = await createEndpoint();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/merchants',
      headers: { authorization: `Bearer ${t.adminToken}` },
      payload: { shop: 'hooks-other', name: 'Other' },
    });
    const otherKey = other.json().data.apiKey as string;
    const asOther = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/merchant/v1/webhooks${path}`,
        headers: { authorization: `Bearer ${otherKey}` },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    expect((await asOther('GET', '/endpoints')).json().data.endpoints).toEqual([]);
    for (const response of [
      await asOther('PATCH', `/endpoints/${endpoint.endpointId}`, { enabled: false }),
      await asOther('POST', `/endpoints/${endpoint.endpointId}/rotate-secret`, {}),
      await asOther('GET', `/endpoints/${endpoint.endpointId}/deliveries`),
      await asOther('POST', `/endpoints/${endpoint.endpointId}/test`, {}),
      await asOther('DELETE', `/endpoints/${endpoint.endpointId}`),
    ]) {
      expect(response.json().code).toBe(100009);
    }
    const sent = await admin('POST', `/webhooks/endpoints/${endpoint.endpointId}/test`);
    expect((await asOther('POST', `/messages/${sent.body.data.messageId}/replay`, {})).json().code).toBe(
      100009,
    );
  });
});

describe('webhook targets in production settings', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ env: { WEBHOOK_PRIVATE_TARGETS: 'false' } });
  });
  afterAll(async () => {
    await production.close();
  });

  test.each([
    'http://example.com/hooks',
    'https://127.0.0.1/hooks',
    'https://[::1]/hooks',
    'https://10.0.0.8/hooks',
    'https://169.254.169.254/latest',
    'https://localhost/hooks',
  ])('%s is refused', async (target) => {
    const created = await production.app.inject({
      method: 'POST',
      url: '/api/admin/v1/merchants',
      headers: { authorization: `Bearer ${production.adminToken}` },
      payload: { shop: `p-${Math.random().toString(36).slice(2, 8)}`, name: 'P' },
    });
    const key = created.json().data.apiKey as string;
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/merchant/v1/webhooks/endpoints',
      headers: { authorization: `Bearer ${key}` },
      payload: { url: target },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 100002, data: { fields: [{ path: 'url' }] } });
  });
});
