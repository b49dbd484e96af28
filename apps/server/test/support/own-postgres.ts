// A PostgreSQL server of the test file's own (scripts/lib/throwaway-postgres.mjs), for the tests
// that restart it or kill its connections, or that need a server on the PGlite run as well: the
// outage and two-instance tests run on both runs of `npm test`, whatever TEST_DATABASE_URL says.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { seedDemo } from '../../src/demo/seed-demo';
import { withDatabase } from './global-setup';
import type { TestApp } from './test-app';

const scriptsLib = path.resolve(import.meta.dirname, '../../../../scripts/lib');

interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

export interface OwnPostgres {
  /** The server's `postgres` database, as the superuser. */
  url: string;
  /** A new, empty database on the server; its URL. */
  createDatabase(): Promise<string>;
  /** `pg_ctl restart -m fast`: every session is cut; resolves once the server accepts connections again. */
  restart(): Promise<void>;
  /** Terminates the backends of `database` in one of `states` (all but ours); how many it terminated. */
  terminateBackends(database: string, states?: readonly string[]): Promise<number>;
  /** One statement on `database` through a short-lived connection of its own. */
  query<R extends pg.QueryResultRow>(database: string, text: string, values?: unknown[]): Promise<R[]>;
  stop(): void;
}

async function scriptModule<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(path.join(scriptsLib, file)).href)) as T;
}

/** Starts a PostgreSQL server of this test file's own. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const { startThrowawayPostgres } = await scriptModule<{
    startThrowawayPostgres(): Promise<ThrowawayPostgres>;
  }>('throwaway-postgres.mjs');
  const { findPostgresBin } = await scriptModule<{ findPostgresBin(name: string): string | null }>(
    'ensure-dependencies.mjs',
  );
  const { isRoot } = await scriptModule<{ isRoot(): boolean }>('run.mjs');
  const server = await startThrowawayPostgres();

  async function query<R extends pg.QueryResultRow>(database: string, text: string, values?: unknown[]) {
    const client = new pg.Client({ connectionString: withDatabase(server.url, database) });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  const [{ data_directory: dataDir } = { data_directory: '' }] = await query<{ data_directory: string }>(
    'postgres',
    'show data_directory',
  );
  const pgCtl = findPostgresBin('pg_ctl');
  if (!dataDir || !pgCtl) throw new Error('cannot find the data directory or pg_ctl');

  return {
    url: server.url,
    async createDatabase() {
      const name = `rc_own_${randomUUID().replaceAll('-', '')}`;
      await query('postgres', `create database ${name}`);
      return withDatabase(server.url, name);
    },
    restart() {
      // Asynchronous on purpose: the app under test keeps running while the server restarts.
      // pg_ctl reuses the server's options (postmaster.opts); the log stays beside the data.
      const args = ['-D', dataDir, '-l', path.join(path.dirname(dataDir), 'server.log'), '-m', 'fast', '-w'];
      const [command, commandArgs] = isRoot()
        ? ['runuser', ['-u', 'postgres', '--', pgCtl, ...args, 'restart']]
        : [pgCtl, [...args, 'restart']];
      return new Promise((resolve, reject) => {
        const child = spawn(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr?.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`pg_ctl restart failed (${code}): ${stderr}`)),
        );
      });
    },
    async terminateBackends(database, states = ['active', 'idle in transaction', 'idle']) {
      const rows = await query<{ terminated: boolean }>(
        'postgres',
        `select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid() and state = any($2::text[])`,
        [database, states],
      );
      return rows.filter((row) => row.terminated).length;
    },
    query,
    stop: () => server.stop(),
  };
}

/**
 * The whole app on a fresh, migrated database of `postgres` (as test-app.ts builds it on the run's
 * database), with the demo seeded when asked. `createPeerApp` adds more instances on it.
 */
export async function createAppOnPostgres(
  postgres: OwnPostgres,
  options: { demo?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const url = await postgres.createDatabase();
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  await database.migrate();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rc-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const adminToken = `admin-${randomUUID()}`;
  const app = await buildApp(config, { database, adminToken, logger: false });
  await app.ready();
  const demo = options.demo ? await seedDemo(app.services, config.publicUrl) : [];
  return {
    app,
    services: app.services,
    database,
    databaseUrl: url,
    config,
    adminToken,
    demo,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
