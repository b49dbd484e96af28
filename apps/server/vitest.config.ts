import { configDefaults, defineProject } from 'vitest/config';

// Each test file builds the whole app on a fresh database: embedded PGlite by default, or a new
// database on the PostgreSQL server in TEST_DATABASE_URL (npm test runs the suite both ways).
// `*.postgres.test.ts` files need a server (several app instances on one database), so they are
// part of the PostgreSQL run only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(onPostgres ? [] : ['**/*.postgres.test.ts'])],
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 30_000,
    // Files that seed the whole demo in their set-up took over a minute on a two-core machine at a
    // load of 24; a set-up is never slow on purpose, so a busy machine gets room, not a failure.
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
