// The operator's side: POST /api/admin/v1/merchants (loopback and admin token only), and the
// merchant command, run as a real process against the database or through a running server.
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { merchantApiKeys } from '../../src/db/schema';
import { expectFailure, fieldsOf } from '../support/envelope';
import { withDatabase } from '../support/global-setup';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const template = inject('databaseTemplate');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function createMerchant(payload: unknown, options: { token?: string | null; remoteAddress?: string } = {}) {
  const token = options.token === undefined ? t.adminToken : options.token;
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/merchants',
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
}

const anOrder = () => ({
  email: 'first@example.com',
  currency: 'USD',
  placedAt: '2025-06-01T10:00:00Z',
  items: [{ id: 'i1', title: 'Mug', quantity: 1, price: 1200 }],
  policies: [
    {
      id: 'p1',
      productCode: 'shipping_protection',
      status: 'active',
      sumInsured: 1200,
      startsAt: '2025-06-01T10:00:00Z',
      endsAt: '2099-01-01T00:00:00Z',
      itemIds: ['i1'],
    },
  ],
});

function putOrder(app: TestApp['app'], key: string, orderName = 'M-1') {
  return app.inject({
    method: 'PUT',
    url: `/api/merchant/v1/orders/${orderName}`,
    headers: { authorization: `Bearer ${key}` },
    payload: anOrder(),
  });
}

describe('POST /api/admin/v1/merchants', () => {
  it('creates a merchant with an API key shown once and stored as its hash', async () => {
    const response = await createMerchant({ shop: 'new-shop', name: ' New Shop ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data.shop).toBe('new-shop');
    expect(body.data.merchantId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.apiKey).toMatch(/^rcm_[A-Za-z0-9_-]{43}$/);

    const [stored] = await t.database.db
      .select()
      .from(merchantApiKeys)
      .where(eq(merchantApiKeys.merchantId, body.data.merchantId));
    expect(stored?.keyHash).toBe(createHash('sha256').update(body.data.apiKey).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(body.data.apiKey);

    // The key works on the merchant API, and the store has a login page.
    expect((await putOrder(t.app, body.data.apiKey)).statusCode).toBe(201);
    const style = await callApi(t, 'get-rc-login-style', { subDomain: 'new-shop' });
    expect(style.body.code).toBe(0);
    expect(style.body.data.merchantName).toBe('New Shop');
    const login = await callApi(t, 'rc-login', {
      merchantId: body.data.merchantId,
      orderName: 'M-1',
      contactInfo: 'first@example.com',
    });
    expect(login.body.code).toBe(0);
  });

  it('answers a duplicate shop with 409 and code 100014 naming the shop', async () => {
    expect((await createMerchant({ shop: 'taken-shop', name: 'First' })).statusCode).toBe(201);
    const response = await createMerchant({ shop: 'taken-shop', name: 'Second' });
    const body = expectFailure(response, {
      status: 409,
      code: ERROR_CODES.SHOP_TAKEN,
      params: { shop: 'taken-shop' },
    });
    expect(body.message).toBe(errorMessage(ERROR_CODES.SHOP_TAKEN, 'en-US', { shop: 'taken-shop' }));
    expect(body.message).toContain('taken-shop');
  });

  it('gives exactly one 201 when the same shop is created twice at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) => createMerchant({ shop: 'race-shop', name: `Race ${index}` })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().code).toBe(ERROR_CODES.SHOP_TAKEN);
    }
  });

  it.each([
    ['no token', null],
    ['a wrong token', 'not-the-admin-token'],
    ['a merchant key', 'rcm_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses %s with 401 and code 100010', async (_label, token) => {
    const response = await createMerchant({ shop: 'nope-shop', name: 'Nope' }, { token });
    expectFailure(response, { status: 401, code: ERROR_CODES.MERCHANT_API_KEY_INVALID });
    expect(await t.services.merchants.findByShop('nope-shop')).toBeUndefined();
  });

  it('refuses the right token from an address that is not loopback', async () => {
    const response = await createMerchant(
      { shop: 'remote-shop', name: 'Remote' },
      { remoteAddress: '10.1.2.3' },
    );
    expectFailure(response, { status: 401, code: ERROR_CODES.MERCHANT_API_KEY_INVALID });
    expect(await t.services.merchants.findByShop('remote-shop')).toBeUndefined();
  });

  it('accepts IPv6 loopback', async () => {
    const response = await createMerchant({ shop: 'v6-shop', name: 'V6' }, { remoteAddress: '::1' });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ shop: 'Bad Shop', name: 'Bad' }, 'shop'],
    [{ shop: 'ok-shop' }, 'name'],
    [{ shop: 'ok-shop', name: 'OK', plan: 'gold' }, ''],
  ])('answers %j with 400 and code 100002', async (payload, field) => {
    const body = expectFailure(await createMerchant(payload), {
      status: 400,
      code: ERROR_CODES.INVALID_INPUT,
    });
    expect(fieldsOf(body).map((entry) => entry.path)).toContain(field);
  });
});

// The merchant command as an operator runs it: `node --import tsx apps/server/src/cli/merchant.ts`.
function runCommand(args: string[], env: Record<string, string | undefined>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...env };
  for (const name of ['DATABASE_URL', 'ADMIN_TOKEN', 'TEST_DATABASE_URL', 'PUBLIC_URL']) {
    if (env[name] === undefined) delete childEnv[name];
  }
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/merchant.ts', ...args],
      { cwd: repoRoot, env: childEnv, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Where the command keeps its data: a folder for PGlite, plus a fresh empty database on a PostgreSQL run. */
async function commandStorage() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rc-merchant-cmd-'));
  if (template.kind === 'pglite') {
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `rc_cmd_${randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
  await admin.db.execute(`create database ${name}`);
  await admin.close();
  const databaseUrl = withDatabase(template.url, name);
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    cleanup: async () => {
      const cleanup = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
      await cleanup.db.execute(`drop database if exists ${name} with (force)`);
      await cleanup.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Each run starts a Node process with tsx (and, for the database, PGlite or a pool): slow on a busy machine.
describe('the merchant command', { timeout: 120_000 }, () => {
  it('refuses bad arguments with exit code 2 and the usage', async () => {
    const cases = [[], ['create', '--name', 'No Shop'], ['create', '--shop', 'x', '--name', 'X', '--force']];
    const results = await Promise.all(cases.map((args) => runCommand(args, { DATA_DIR: '/nonexistent/rc' })));
    results.forEach((result, index) => {
      expect(result.code, `${cases[index]?.join(' ')}: ${result.stderr}`).toBe(2);
      expect(result.stderr).toContain('Usage:');
      expect(result.stderr).toContain('create --shop <slug> --name <name>');
      expect(result.stdout).toBe('');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    });
    expect(results[1]?.stderr).toMatch(/--shop/);
    expect(results[2]?.stderr).toMatch(/--force/);
  });

  it('creates a merchant on the database when no server runs, and its key works', async () => {
    const storage = await commandStorage();
    try {
      // A server that has stopped leaves its address behind; the command must not rely on it.
      writeFileSync(
        path.join(storage.dataDir, 'server.json'),
        JSON.stringify({ pid: 999_999, port: 9, publicUrl: 'http://localhost:9' }),
      );
      const created = await runCommand(
        ['create', '--shop', 'cli-shop', '--name', 'CLI Shop', '--json'],
        storage.env,
      );
      expect(created.code, created.stderr).toBe(0);
      const printed = JSON.parse(created.stdout);
      expect(printed).toEqual({
        merchantId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        shop: 'cli-shop',
        apiKey: expect.stringMatching(/^rcm_/),
        signingSecret: expect.any(String),
      });
      expect(printed.shop).toBe('cli-shop');
      expect(printed.apiKey).toMatch(/^rcm_/);
      expect(created.stdout.trim().split('\n')).toHaveLength(1);

      const again = await runCommand(['create', '--shop', 'cli-shop', '--name', 'Again'], storage.env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(errorMessage(ERROR_CODES.SHOP_TAKEN, 'en-US', { shop: 'cli-shop' }));
      expect(again.stdout).toBe('');

      const readable = await runCommand(['create', '--shop', 'cli-shop-2', '--name', 'CLI Two'], {
        ...storage.env,
        PUBLIC_URL: 'https://returns.example.com',
      });
      expect(readable.code, readable.stderr).toBe(0);
      expect(readable.stdout).toContain('Created merchant "CLI Two"');
      expect(readable.stdout).toMatch(/API key \(shown once; keep it secret\): rcm_\S+/);
      expect(readable.stdout).toContain('https://returns.example.com/cli-shop-2/login');

      // The server started later on the same storage accepts the printed key.
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(storage.dataDir, 'no-web-build'),
        ...storage.env,
      });
      const app = await buildApp(config, { adminToken: 'unused', logger: false });
      try {
        const response = await putOrder(app, printed.apiKey, 'CLI-1');
        expect(response.statusCode, response.body).toBe(201);
        expect(app.services.database.kind).toBe(template.kind);
        const wrong = await putOrder(app, `${printed.apiKey}x`, 'CLI-2');
        expect(wrong.statusCode).toBe(401);
      } finally {
        await app.close();
      }
    } finally {
      await storage.cleanup();
    }
  });

  it('goes through the running server when one answers on its data folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rc-merchant-cmd-'));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      writeFileSync(
        path.join(dataDir, 'server.json'),
        JSON.stringify({ pid: process.pid, port, publicUrl: 'http://shop.example.test' }),
      );
      const created = await runCommand(['create', '--shop', 'through-server', '--name', 'Through'], {
        DATA_DIR: dataDir,
        ADMIN_TOKEN: t.adminToken,
      });
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout).toContain('http://shop.example.test/through-server/login');
      const key = created.stdout.match(/rcm_\S+/)?.[0] as string;
      // The merchant lives in the running server's database.
      expect(await t.services.merchants.findByShop('through-server')).toBeDefined();
      expect((await putOrder(t.app, key, 'TS-1')).statusCode).toBe(201);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the merchant command on claims', { timeout: 120_000 }, () => {
  it('lists, approves and rejects claims through the running server', async () => {
    const demo = await createTestApp({ demo: true });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rc-merchant-claims-'));
    await demo.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = demo.app.server.address() as AddressInfo;
      writeFileSync(
        path.join(dataDir, 'server.json'),
        JSON.stringify({ pid: process.pid, port, publicUrl: 'http://x' }),
      );
      const env = { DATA_DIR: dataDir, ADMIN_TOKEN: demo.adminToken };

      // Two claims waiting for the merchant: theft with a police report on two demo orders.
      const numbers: string[] = [];
      for (const orderName of ['#1001', '#1011']) {
        const merchant = await demo.services.merchants.findByShop('demo');
        const login = await callApi(demo, 'rc-login', {
          merchantId: merchant?.id as string,
          orderName,
          contactInfo: 'shopper@example.com',
        });
        const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
        const items = (await callApi(demo, 'get-all-protected-item', {}, { cookie })).body.data;
        const policy = (await callApi(demo, 'query-related-policy-with-check', {}, { cookie })).body.data
          .policyList[0];
        const delivered = items.fulfillments.find((f: { status: string }) => f.status === 'delivered');
        const submitted = await callApi(
          demo,
          'submit-claim',
          {
            policyId: policy.policyId,
            fulfillmentId: delivered.fulfillmentId,
            issueType: 'theft',
            items: [{ itemId: delivered.items[0].itemId, quantity: 1 }],
            applicantEmail: 'shopper@example.com',
            attachments: [],
            details: { policeReportNumber: 'PR-1' },
            requestId: randomUUID(),
          },
          { cookie },
        );
        expect(submitted.body.data.status).toBe('under_review');
        numbers.push(submitted.body.data.claimNumber);
      }

      const listed = await runCommand(
        ['claims', '--shop', 'demo', '--status', 'under_review', '--json'],
        env,
      );
      expect(listed.code, listed.stderr).toBe(0);
      // The demo's own under-review claim is listed too.
      const listedClaims = JSON.parse(listed.stdout).claims as { claimNumber: string; status: string }[];
      expect(listedClaims.map((claim) => claim.claimNumber)).toEqual(expect.arrayContaining(numbers));
      expect(new Set(listedClaims.map((claim) => claim.status))).toEqual(new Set(['under_review']));

      const approved = await runCommand(['approve', '--shop', 'demo', '--claim', numbers[0] as string], env);
      expect(approved.code, approved.stderr).toBe(0);
      expect(approved.stdout).toContain(`Claim ${numbers[0]} is now accepted.`);

      const noReason = await runCommand(['reject', '--shop', 'demo', '--claim', numbers[1] as string], env);
      expect(noReason.code).toBe(2);
      expect(noReason.stderr).toContain('--reason');
      const rejected = await runCommand(
        [
          'reject',
          '--shop',
          'demo',
          '--claim',
          numbers[1] as string,
          '--reason',
          'No sign of theft on the carrier scan.',
        ],
        env,
      );
      expect(rejected.code, rejected.stderr).toBe(0);
      expect(rejected.stdout).toContain('is now rejected (No sign of theft on the carrier scan.)');

      const twice = await runCommand(['approve', '--shop', 'demo', '--claim', numbers[0] as string], env);
      expect(twice.code).toBe(1);
      expect(twice.stderr).toContain(errorMessage(ERROR_CODES.CLAIM_NOT_CHANGEABLE, 'en-US'));
    } finally {
      await demo.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
