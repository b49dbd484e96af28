// One database client for the whole server: embedded PGlite (data in a folder) by default, a
// PostgreSQL server when DATABASE_URL is set. Same schema, same SQL, same migrations on both.
import { mkdirSync } from 'node:fs';
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

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; 'memory://' keeps it in memory (tests). */
  pgliteDataDir?: string;
  /** A PGlite data-directory dump to start from (tests start from a migrated template). */
  pgliteLoadDataDir?: Blob | File;
  poolSize?: number;
}

/** Opens the configured database without migrating it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // A pool error on an idle client must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
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
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
