// Prepares one migrated database template per run, so each test file starts from it quickly:
// a PGlite data-directory dump, or a template database on the PostgreSQL server.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

export const TEMPLATE_DATABASE = 'rc_test_template';

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const admin = await openDatabase({ databaseUrl, poolSize: 1 });
    await admin.db.execute(`drop database if exists ${TEMPLATE_DATABASE}`);
    await admin.db.execute(`create database ${TEMPLATE_DATABASE}`);
    await admin.close();
    const template = await openDatabase({
      databaseUrl: withDatabase(databaseUrl, TEMPLATE_DATABASE),
      poolSize: 1,
    });
    await template.migrate();
    await template.close();
    project.provide('databaseTemplate', { kind: 'postgres', url: databaseUrl });
    return;
  }
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dumpDataDir?.();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  await database.close();
  const dir = path.resolve(import.meta.dirname, '../../../../.test-data');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', file });
  // 40 MB a run (16 of them the WAL segment): left behind, every run added one.
  return () => rmSync(file, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string };
  }
}
