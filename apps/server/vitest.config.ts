import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

// Each test file builds the whole app on a fresh database: embedded PGlite by default, or a new
// database on the PostgreSQL server in TEST_DATABASE_URL (npm test runs both passes).
//
// Which files run on which pass (test/README.md, decision 067):
// - the PGlite pass runs every file but `*.postgres.test.ts` (those need a server: several app
//   instances on one database);
// - the PostgreSQL pass runs `*.postgres.test.ts` and the files in ON_BOTH_DATABASES: those whose
//   outcome can differ between the two. PGlite is PostgreSQL's own engine, so the same SQL answers
//   the same; what differs is around it: PGlite runs one statement at a time on one connection,
//   while the server's pool runs requests truly at once (races, locks, idempotency), and the two
//   drivers parse values and report errors each their own way. Every other file would run the
//   same statements through the same engine a second time.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const here = path.dirname(fileURLToPath(import.meta.url));

/** The files the PostgreSQL pass runs beside `*.postgres.test.ts`, each with what can differ. */
export const ON_BOTH_DATABASES: Readonly<Record<string, string>> = {
  // Concurrent requests on one row: on PGlite they take turns, on PostgreSQL they race, so only
  // there do the locks, unique constraints and conditional updates decide who wins.
  'test/integration/claims.test.ts': 'simultaneous submissions with one key, and for the same items',
  'test/integration/payouts.test.ts': 'double clicks, second tabs and crashed workers issue one card',
  'test/integration/payout-property.test.ts': 'concurrent cash-outs and two job workers at once',
  'test/integration/returns-merchant.test.ts': 'a submit sent five times at once, two cancels at once',
  'test/integration/returns-property.test.ts': 'merchant commands and submissions in concurrent batches',
  'test/integration/return-balance-payments.test.ts': 'a retried or concurrent payment never charges twice',
  'test/integration/return-payment-webhooks.test.ts': 'a payment confirmed once however often it is sent',
  'test/integration/withdrawals.test.ts': 'two confirmations of one order at once record one',
  'test/integration/merchant-api.test.ts': 'ten concurrent PUTs of one order make one, whole',
  'test/integration/admin-and-merchant-command.test.ts':
    'one store created twice at once; the command on its own database',
  'test/integration/branding-and-translations.test.ts': 'concurrent changes of different fields all land',
  'test/integration/rate-limit.test.ts': 'thirty parallel guesses on the counters in the database',
  'test/integration/sign-in-lockout.test.ts': 'the counters in the database under guesses',
  'test/integration/order-evidence-limits.test.ts': 'upload quotas and a retried draft counted in SQL',
  // Queues that claim rows (a job or a delivery taken by one worker, skipped by the others).
  'test/integration/job-lanes.test.ts': 'each lane claims its jobs while another is stuck',
  'test/integration/mail-lanes.test.ts': "a store's mail lane runs beside another store's stalled one",
  'test/integration/webhooks.test.ts': 'deliveries claimed, retried and given up on',
  // Time, deletion and errors as each driver sees them.
  'test/integration/sessions.test.ts': 'idle and absolute expiry compared in SQL with timestamps',
  'test/integration/tracking-poll-and-retention.test.ts': 'the retention sweep deletes by age',
  'test/integration/data-rights.test.ts': 'erasure across the tables, checked by SQL',
  'test/integration/personal-data.test.ts':
    'a failed statement logged from the driver’s error (SQLSTATE, constraint)',
  // The reads with the most columns and types (money, dates, JSON, arrays) through each driver.
  'test/integration/orders-hub.test.ts': 'the hub composes every module’s reads, paginated',
  'test/integration/order-read-model.test.ts': 'the read model’s remaining sums (numeric) read live',
  'test/integration/cross-order-matrix.test.ts': 'every call on every order of the store',
};

for (const file of Object.keys(ON_BOTH_DATABASES)) {
  if (!existsSync(path.join(here, file))) {
    throw new Error(`ON_BOTH_DATABASES names ${file}, which does not exist: renamed or removed?`);
  }
}

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: onPostgres
      ? ['test/**/*.postgres.test.ts', ...Object.keys(ON_BOTH_DATABASES)]
      : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(onPostgres ? [] : ['**/*.postgres.test.ts'])],
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 30_000,
    // Files that seed the whole demo in their set-up took over a minute on a two-core machine at a
    // load of 24; a set-up is never slow on purpose, so a busy machine gets room, not a failure.
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
