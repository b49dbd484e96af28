import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

// Each test file builds the whole app on a fresh database: embedded PGlite by default, or a new
// database on the PostgreSQL server in TEST_DATABASE_URL (npm test runs the suite both ways).
//
// Which files run on which pass is decided by one rule (test/README.md, decision 055):
// - the PGlite pass runs every file but `*.postgres.test.ts` (those need a server: several app
//   instances on one database);
// - the PostgreSQL pass runs the files whose outcome can depend on the database the run names:
//   `*.postgres.test.ts` and every file that builds the app through test/support/test-app.ts.
//   A file that opens no database, or only one of its own (PGlite in memory, or a PostgreSQL
//   server of its own through own-postgres.ts), does the same on both passes, so it runs once.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const here = path.dirname(fileURLToPath(import.meta.url));

function testFiles(folder: string): string[] {
  return readdirSync(path.join(here, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file).split(path.sep).join('/'));
}

const runsOnce = ['src', 'test']
  .flatMap(testFiles)
  .filter(
    (file) =>
      !file.endsWith('.postgres.test.ts') &&
      !/from '(\.\.\/)+support\/test-app'/.test(readFileSync(path.join(here, file), 'utf8')),
  );

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(onPostgres ? runsOnce : ['**/*.postgres.test.ts'])],
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 30_000,
    // Files that seed the whole demo in their set-up took over a minute on a two-core machine at a
    // load of 24; a set-up is never slow on purpose, so a busy machine gets room, not a failure.
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
