// One database client for the whole server: embedded PGlite (data in a folder) by default, a
// PostgreSQL server when DATABASE_URL is set. Same schema, same SQL, same migrations on both.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { runRecurringStatementsByName } from './pglite-statements';
import { schema } from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories accept both. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration; safe to run on each start. */
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests start from a migrated template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * `apps/server/drizzle`, found by walking up from this file: from `src/db` when run from the
 * sources (tsx, tests) and from `dist` when run as the bundled server (scripts/lib/server-build.mjs).
 */
export const migrationsFolder = findUp(path.dirname(fileURLToPath(import.meta.url)), 'drizzle');

function findUp(from: string, folder: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, folder, 'meta', '_journal.json'))) return path.join(dir, folder);
    if (path.dirname(dir) === dir) throw new Error(`No ${folder}/meta/_journal.json above ${from}`);
  }
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; 'memory://' keeps it in memory (tests). */
  pgliteDataDir?: string;
  /** A PGlite data-directory dump to start from (tests start from a migrated template). */
  pgliteLoadDataDir?: Blob | File;
  poolSize?: number;
  /** How long a call waits for a connection (a new one, or a free one of the pool) before it fails. */
  connectionTimeoutMillis?: number;
  /** Told of each PostgreSQL connection that fails (the pool replaces it); silent by default. */
  onConnectionError?: (error: Error) => void;
  /** Told of every statement sent, as Drizzle sends it (tests count a call's round trips). */
  onQuery?: (sql: string, params: unknown[]) => void;
}

/** Long enough for a busy pool, short enough that a call during an outage fails fast rather than hangs. */
export const CONNECTION_TIMEOUT_MS = 5000;

/**
 * node-postgres's pool, hardened for PostgreSQL going away (a restart, a failover,
 * pg_terminate_backend; decision 021):
 * - every client has an 'error' listener from the moment it connects: a client whose connection
 *   dies while checked out (inside a transaction) emits 'error', and an 'error' event nobody
 *   listens to ends the process;
 * - a client whose connection died is released with an error, so the pool destroys it instead of
 *   handing it to the next call (Drizzle's transactions release without one);
 * - idle clients' errors (the pool's own 'error' event) are taken too; the next call reconnects.
 */
class ResilientPool extends pg.Pool {
  private readonly broken = new WeakSet<pg.PoolClient>();

  constructor(config: pg.PoolConfig, onConnectionError: (error: Error) => void) {
    super(config);
    this.on('connect', (client) => {
      client.on('error', (error) => {
        this.broken.add(client);
        onConnectionError(error);
      });
      client.once('end', () => this.broken.add(client));
    });
    this.on('error', (error) => onConnectionError(error));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    if (callback) {
      // pool.query passes a callback, and releases with the error itself.
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const release = client.release;
      client.release = (error?: Error | boolean) =>
        release(error ?? (this.broken.has(client) ? new Error('Connection terminated') : undefined));
      return client;
    });
  }
}

function queryLogger(options: DatabaseOptions) {
  const { onQuery } = options;
  return onQuery ? { logger: { logQuery: onQuery } } : {};
}

/** Opens the configured database without migrating it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new ResilientPool(
      {
        connectionString: options.databaseUrl,
        max: options.poolSize ?? 20,
        connectionTimeoutMillis: options.connectionTimeoutMillis ?? CONNECTION_TIMEOUT_MS,
        // Notices a peer that vanished without closing (a failover) on idle connections.
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      },
      options.onConnectionError ?? (() => undefined),
    );
    const db = drizzleNodePg(pool, { schema, ...queryLogger(options) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(
    dataDir,
    options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {},
  );
  // Statements that recur run by name, parsed and planned once (pglite-statements.ts).
  const db = drizzlePglite(runRecurringStatementsByName(client), {
    schema,
    ...queryLogger(options),
  }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
