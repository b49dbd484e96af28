// One record for every surface: every route the server serves is in the OpenAPI document with its
// method, the providers' webhooks and the server's own pages, files and forms included (and every
// documented operation is served), the merchant and admin APIs are documented in full, and an
// answer that does not match its call's response schema fails (the whole suite runs with that
// check on; this file shows it fails).
import { Writable } from 'node:stream';
import { API_CALLS } from '@rc/contract/calls';
import { defineApiCall, openApiPath } from '@rc/contract/define-call';
import { DOCS_PREFIX } from '@rc/contract/operations/pages';
import { PAGE_RECORDS } from '@rc/contract/pages';
import { ERROR_CODES } from '@rc/domain/error-codes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandling, servedRoutes } from '../../src/gateway/error-handling';
import { type Gate, registerCall } from '../../src/gateway/register-call';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let documented: Set<string>;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/openapi.json` });
  const document = response.json() as { paths: Record<string, Record<string, unknown>> };
  documented = new Set(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );
});
afterAll(() => t?.close());

/** Every route Fastify serves, as OpenAPI operations (`PUT /api/merchant/v1/orders/{orderName}`). */
function servedOperations(): string[] {
  return servedRoutes(t.app)
    .filter(({ method }) => method !== 'HEAD')
    .map(({ method, url }) => `${method} ${openApiPath(url)}`);
}

/** Pages served only with the web app built (operations.test.ts checks those with a build). */
const withWebBuild = new Set(
  PAGE_RECORDS.filter((page) => page.withWebBuild).map((page) => `${page.method} ${openApiPath(page.path)}`),
);

describe('the OpenAPI document and the routes the server serves', () => {
  it('documents every route served, with its method: calls, providers’ webhooks, pages, files and forms', () => {
    const served = servedOperations();
    expect(served.length).toBeGreaterThanOrEqual(API_CALLS.length);
    expect(served.length).toBe(API_CALLS.length + PAGE_RECORDS.length - withWebBuild.size);
    expect(
      served.filter((operation) => !documented.has(operation)),
      'served but not documented: declare these routes as call records in packages/contract',
    ).toEqual([]);
  });

  it('serves every documented operation', () => {
    const served = new Set(servedOperations());
    expect(
      [...documented].filter((operation) => !served.has(operation) && !withWebBuild.has(operation)),
      'documented but not served: register these calls',
    ).toEqual([]);
  });

  it('documents the server’s own pages, files and forms and the providers’ webhooks (issue 24 item 7)', () => {
    for (const operation of [
      'POST /webhooks/payments/stripe',
      'POST /api/tracking/v1/webhooks/{provider}',
      'GET /payments/checkout/{token}',
      'POST /payments/checkout/{token}',
      'GET /payouts/cards/{token}',
      'GET /brand/{shop}/email-logo.png',
      'GET /locales/merchant/{shop}/{file}',
      'POST /login',
      'POST /{shop}/login',
      'POST /customer-portal/{shop}/login',
      'GET /healthz',
      'GET /readyz',
      `GET ${DOCS_PREFIX}`,
      `GET ${DOCS_PREFIX}/openapi.json`,
      'GET /',
      'GET /locales/{language}/common.json',
    ]) {
      expect(documented, operation).toContain(operation);
    }
  });

  it('documents the merchant return routes', () => {
    for (const operation of [
      'GET /api/merchant/v1/returns',
      'GET /api/merchant/v1/returns/{return}',
      'POST /api/merchant/v1/returns/{return}/receive',
      'POST /api/merchant/v1/returns/{return}/store-actions/{action}/retry',
      'PUT /api/merchant/v1/return-policy',
      'PUT /api/merchant/v1/exchange-catalog',
    ]) {
      expect(documented, operation).toContain(operation);
    }
  });

  it('documents the webhook routes and what the portal sends them', async () => {
    for (const operation of [
      'POST /api/merchant/v1/webhooks/endpoints',
      'GET /api/merchant/v1/webhooks/endpoints',
      'PATCH /api/merchant/v1/webhooks/endpoints/{endpoint}',
      'DELETE /api/merchant/v1/webhooks/endpoints/{endpoint}',
      'POST /api/merchant/v1/webhooks/endpoints/{endpoint}/rotate-secret',
      'GET /api/merchant/v1/webhooks/endpoints/{endpoint}/deliveries',
      'POST /api/merchant/v1/webhooks/endpoints/{endpoint}/test',
      'POST /api/merchant/v1/webhooks/messages/{message}/replay',
    ]) {
      expect(documented, operation).toContain(operation);
    }
    const response = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/openapi.json` });
    const { webhooks, components } = response.json() as {
      webhooks?: Record<string, { post?: { requestBody?: unknown } }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(webhooks ?? {}).sort()).toEqual([
      'claim',
      'comment',
      'conversation',
      'erasure',
      'return',
      'test',
      'tracking',
      'withdrawal',
    ]);
    expect(JSON.stringify(webhooks?.claim?.post?.requestBody)).toContain('#/components/schemas/ClaimWebhook');
    expect(JSON.stringify(components.schemas.ClaimWebhook)).toContain('previousStatus');
  });

  it('documents what a merchant needs of returns, tracking, comments, withdrawals and the shopper’s data (issue 15)', () => {
    for (const operation of [
      'GET /api/merchant/v1/orders/{orderName}/tracking',
      'POST /api/merchant/v1/orders/{orderName}/fulfillments/{fulfillment}/checkpoints',
      'PUT /api/merchant/v1/tracking-settings',
      'GET /api/merchant/v1/comments',
      'GET /api/merchant/v1/withdrawals',
      'GET /api/merchant/v1/withdrawal-settings',
      'PUT /api/merchant/v1/withdrawal-settings',
      'GET /api/merchant/v1/email-settings',
      'PUT /api/merchant/v1/email-settings',
      'GET /api/merchant/v1/orders/{orderName}/personal-data',
      'POST /api/merchant/v1/orders/{orderName}/erase-personal-data',
      'GET /api/merchant/v1/data-requests',
      'GET /api/merchant/v1/events',
      'PUT /api/merchant/v1/appeal-settings',
      'GET /api/merchant/v1/appeal-settings',
      'GET /api/merchant/v1/claim-rules',
      'GET /api/merchant/v1/tracking-settings',
    ]) {
      expect(documented, operation).toContain(operation);
    }
  });

  it('documents the six merchant claim routes and the claim rules', () => {
    for (const operation of [
      'GET /api/merchant/v1/claims',
      'GET /api/merchant/v1/claims/{claim}',
      'POST /api/merchant/v1/claims/{claim}/approve',
      'POST /api/merchant/v1/claims/{claim}/reject',
      'POST /api/merchant/v1/claims/{claim}/request-evidence',
      'PUT /api/merchant/v1/claim-rules',
    ]) {
      expect(documented, operation).toContain(operation);
    }
  });

  it('documents every admin route', () => {
    const admin = [
      'POST /api/admin/v1/merchants',
      'POST /api/admin/v1/merchants/{shop}/signed-links',
      'GET /api/admin/v1/merchants/{shop}/claims',
      'GET /api/admin/v1/merchants/{shop}/claims/{claim}',
      'POST /api/admin/v1/merchants/{shop}/claims/{claim}/approve',
      'POST /api/admin/v1/merchants/{shop}/claims/{claim}/reject',
      'POST /api/admin/v1/merchants/{shop}/claims/{claim}/request-evidence',
      'GET /api/admin/v1/merchants/{shop}/return-policy',
      'PUT /api/admin/v1/merchants/{shop}/return-policy',
      'PUT /api/admin/v1/merchants/{shop}/exchange-catalog',
      'GET /api/admin/v1/merchants/{shop}/returns',
      'GET /api/admin/v1/merchants/{shop}/returns/{return}',
      ...['approve', 'reject', 'cancel', 'receive', 'refund', 'credit', 'ship-exchange', 'close'].map(
        (command) => `POST /api/admin/v1/merchants/{shop}/returns/{return}/${command}`,
      ),
      'POST /api/admin/v1/merchants/{shop}/returns/{return}/store-actions/{action}/retry',
      'POST /api/admin/v1/merchants/{shop}/webhooks/endpoints',
      'GET /api/admin/v1/merchants/{shop}/webhooks/endpoints',
      'PATCH /api/admin/v1/merchants/{shop}/webhooks/endpoints/{endpoint}',
      'POST /api/admin/v1/merchants/{shop}/webhooks/endpoints/{endpoint}/rotate-secret',
      'GET /api/admin/v1/merchants/{shop}/webhooks/endpoints/{endpoint}/deliveries',
      'POST /api/admin/v1/merchants/{shop}/webhooks/endpoints/{endpoint}/test',
      'POST /api/admin/v1/merchants/{shop}/webhooks/messages/{message}/replay',
      'PUT /api/admin/v1/merchants/{shop}/appeal-settings',
      // The withdrawal function and the store's e-mails (issue 15).
      'PUT /api/admin/v1/merchants/{shop}/withdrawal-settings',
      'GET /api/admin/v1/merchants/{shop}/withdrawals',
      'GET /api/admin/v1/merchants/{shop}/email-settings',
      'PUT /api/admin/v1/merchants/{shop}/email-settings',
      'POST /api/admin/v1/merchants/{shop}/orders/{orderName}/erase-personal-data',
      'GET /api/admin/v1/merchants/{shop}/data-requests',
      'GET /api/admin/v1/merchants/{shop}/events',
      // Issue 15 item 2, the rest of the merchant API for the command.
      'GET /api/admin/v1/merchants/{shop}/withdrawal-settings',
      'GET /api/admin/v1/merchants/{shop}/orders/{orderName}/personal-data',
      'DELETE /api/admin/v1/merchants/{shop}/webhooks/endpoints/{endpoint}',
      'GET /api/admin/v1/merchants/{shop}/comments',
      'GET /api/admin/v1/merchants/{shop}/orders/{orderName}/tracking',
      'GET /api/admin/v1/merchants/{shop}/claim-rules',
      'GET /api/admin/v1/merchants/{shop}/appeal-settings',
      'GET /api/admin/v1/merchants/{shop}/tracking-settings',
      // The store's return address on its labels (issue 23 item 7, decision 053).
      'GET /api/admin/v1/merchants/{shop}/return-address',
      'PUT /api/admin/v1/merchants/{shop}/return-address',
    ];
    for (const operation of admin) expect(documented, operation).toContain(operation);
    expect(
      servedOperations()
        .filter((operation) => operation.includes('/api/admin/'))
        .sort(),
    ).toEqual(admin.sort());
  });
});

describe('answers checked against their schemas', () => {
  const drifted = defineApiCall({
    name: 'drifted',
    surface: 'merchant',
    method: 'POST',
    path: '/api/merchant/v1/drifted',
    auth: 'public',
    summary: 'A call whose handler answers a shape its record does not declare.',
    request: z.strictObject({}),
    response: z.object({ count: z.number().int() }),
  });
  const gate = (checkAnswers: boolean): Gate => ({
    session: async () => {
      throw new Error('no sessions here');
    },
    merchant: async () => ({}),
    admin: () => undefined,
    shop: async () => ({}),
    checkAnswers,
  });

  async function appWith(checkAnswers: boolean, log?: string[]): Promise<FastifyInstance> {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log?.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: log ? { level: 'error', stream } : false });
    installErrorHandling(app);
    // @ts-expect-error: the handler answers a string where the record declares a number.
    registerCall(app, gate(checkAnswers), drifted, async () => ({ count: 'three' }));
    await app.ready();
    return app;
  }

  it('answers 500 (100500) and logs which field is wrong when an answer does not match', async () => {
    const log: string[] = [];
    const app = await appWith(true, log);
    const response = await app.inject({ method: 'POST', url: drifted.path, payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe(ERROR_CODES.UNEXPECTED_ERROR);
    expect(log.join('')).toMatch(/does not match/);
    expect(log.join('')).toContain('count');
    await app.close();
  });

  it('sends the answer unchecked when the check is off (production)', async () => {
    const app = await appWith(false);
    const response = await app.inject({ method: 'POST', url: drifted.path, payload: {} });
    expect(response.json()).toEqual({ code: 0, data: { count: 'three' } });
    await app.close();
  });
});
