// Builds the whole app on a fresh database for one test file, and drives it through its public
// HTTP boundary (app.inject) as the web app or a merchant would.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RequestOf } from '@rc/contract/call-types';
import { type CallName, callPath } from '@rc/contract/routes';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { seedDemo } from '../../src/demo/seed-demo';
import { fileBody } from '../fixtures/multipart';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup';

export interface TestAppOptions {
  /** Seeds the README's demo store and orders. */
  demo?: boolean;
  clock?: () => Date;
  env?: Record<string, string>;
  /** Turns the app's logger on (at LOG_LEVEL, 'silent' unless env sets it) and writes its lines here. */
  logStream?: { write(line: string): void };
  /** Told of every statement the app sends (round trips per call). */
  onQuery?: (sql: string, params: unknown[]) => void;
}

async function freshDatabase(onQuery?: TestAppOptions['onQuery']): Promise<{
  database: Database;
  /** The PostgreSQL URL of the fresh database (PostgreSQL runs only). */
  url?: string;
  drop(): Promise<void>;
}> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const database = await openDatabase({
      pgliteLoadDataDir: new Blob([readFileSync(template.file)]),
      ...(onQuery ? { onQuery } : {}),
    });
    return { database, drop: async () => undefined };
  }
  const name = `rc_test_${randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
  await admin.db.execute(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.close();
  const url = withDatabase(template.url, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 10, ...(onQuery ? { onQuery } : {}) });
  return {
    database,
    url,
    drop: async () => {
      const cleanup = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
      await cleanup.db.execute(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}

function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
}

export async function createTestApp(options: TestAppOptions = {}) {
  const { database, url, drop } = await freshDatabase(options.onQuery);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rc-test-'));
  const config = testConfig(dataDir, options.env);
  const adminToken = `admin-${randomUUID()}`;
  const app = await buildApp(config, {
    database,
    adminToken,
    logger: Boolean(options.logStream),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  const demo = options.demo ? await seedDemo(app.services, config.publicUrl, options.clock?.()) : [];

  return {
    app,
    services: app.services,
    database,
    /** The fresh database's URL on a PostgreSQL run; undefined on PGlite. */
    databaseUrl: url,
    config,
    adminToken,
    demo,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server instance on the same PostgreSQL database as `first` (its own pool, its own
 * process state), as a load balancer would run it. PostgreSQL runs only.
 */
export async function createPeerApp(first: TestApp, options: { env?: Record<string, string> } = {}) {
  if (!first.databaseUrl) throw new Error('a peer instance needs a PostgreSQL database');
  const database = await openDatabase({ databaseUrl: first.databaseUrl, poolSize: 10 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rc-test-peer-'));
  const config = testConfig(dataDir, options.env);
  const app = await buildApp(config, { database, adminToken: first.adminToken, logger: false });
  await app.ready();
  return {
    app,
    services: app.services,
    database,
    databaseUrl: first.databaseUrl,
    config,
    adminToken: first.adminToken,
    demo: first.demo,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies TestApp;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Calls a gateway call as the browser would; `cookie` carries the session. */
export async function callApi<N extends CallName>(
  testApp: TestApp,
  name: N,
  body: RequestOf<N>,
  options: {
    cookie?: string;
    language?: string;
    method?: 'GET' | 'POST';
    /** The client's address (the sign-in rate limit counts per address); 127.0.0.1 by default. */
    remoteAddress?: string;
  } = {},
) {
  const method = options.method ?? (name === 'multilingual/list-language-code' ? 'GET' : 'POST');
  const response = await testApp.app.inject({
    method,
    url: callPath(name),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(method === 'POST' ? { payload: body as object } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers, response };
}

/** The session cookie pair (name=value) from a sign-in answer. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [header];
  const session = cookies.find(
    (cookie): cookie is string => typeof cookie === 'string' && cookie.startsWith('rc_session='),
  );
  if (!session) throw new Error('no session cookie');
  return session.split(';')[0] as string;
}

/** Signs in to a demo order and returns the session cookie. */
export async function signInToDemo(testApp: TestApp, orderName = '#1001', email = 'shopper@example.com') {
  const merchant = await testApp.services.merchants.findByShop('demo');
  if (!merchant) throw new Error('demo not seeded');
  const result = await callApi(testApp, 'rc-login', {
    merchantId: merchant.id,
    orderName,
    contactInfo: email,
  });
  if (result.body.code !== 0) throw new Error(`sign-in failed with ${result.body.code}`);
  return { cookie: sessionCookieOf(result), merchantId: merchant.id, login: result.body.data };
}

/** verify-attachment with one file, as the web app uploads it, for the session in `cookie`. */
export function uploadFile(
  t: TestApp,
  cookie: string,
  fileName: string,
  data: Buffer,
  headers: Record<string, string> = {},
) {
  const body = fileBody(fileName, data);
  return t.app.inject({
    method: 'POST',
    url: callPath('verify-attachment'),
    payload: body.payload,
    headers: { 'content-type': body.contentType, cookie, ...headers },
  });
}
