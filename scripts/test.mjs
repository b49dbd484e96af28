// `npm test`: everything, in order: install, lint, types, the domain with its coverage gate,
// unit and integration tests on PGlite, the server suite again on a real PostgreSQL server, then
// the built app's bundle budget and the end-to-end journeys in Debian's Chromium.
import { ensureChromium, ensureNpmDependencies, ensurePostgresBinaries } from './lib/ensure-dependencies.mjs';
import { mustRun, mustRunHeld, step, together } from './lib/run.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const started = Date.now();
const vitest = (...args) => mustRun('npx', ['vitest', 'run', ...args]);

try {
  await step('Install what is missing', async () => {
    await ensureNpmDependencies();
    await ensureChromium();
    await ensurePostgresBinaries();
  });
  // ESLint and the type-check are single-threaded each: together they keep both cores busy.
  await step('Lint, format and types (Biome, ESLint import boundaries, tsc)', async () => {
    await mustRun('npx', ['biome', 'ci', '.']);
    await together(
      () => mustRunHeld('ESLint', 'npx', ['eslint', '.']),
      () => mustRun('node', ['scripts/typecheck.mjs']),
    );
  });
  await step('Domain rules with 100% coverage', () =>
    vitest('--config', 'packages/domain/vitest.coverage.config.ts'),
  );
  await step('Unit and integration tests (server on PGlite)', () =>
    vitest('--project', 'contract', '--project', 'server', '--project', 'web', '--project', 'scripts'),
  );
  // The builds (Vite, esbuild) run while the PostgreSQL pass's files wait on their server.
  await step('Server integration tests on a PostgreSQL server, and the builds beside them', () =>
    together(
      async () => {
        const postgres = await startThrowawayPostgres();
        try {
          await mustRun('npx', ['vitest', 'run', '--project', 'server'], {
            env: { ...process.env, TEST_DATABASE_URL: postgres.url },
          });
        } finally {
          postgres.stop();
        }
      },
      () => mustRunHeld('Build the web app and the server', 'node', ['scripts/build.mjs']),
    ),
  );
  await step('Bundle budget and end-to-end journeys in Chromium', () =>
    vitest('--config', 'e2e/vitest.config.ts'),
  );
  process.stdout.write(`\nAll checks passed in ${((Date.now() - started) / 60_000).toFixed(1)} min.\n`);
} catch (error) {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
