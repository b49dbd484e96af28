// `npm test`: everything, in order: install, lint, types, the domain with its coverage gate,
// unit and integration tests on PGlite, the server suite again on a real PostgreSQL server, then
// the built app's bundle budget and the end-to-end journeys in Debian's Chromium.
import { ensureChromium, ensureNpmDependencies, ensurePostgresBinaries } from './lib/ensure-dependencies.mjs';
import { mustRun, step } from './lib/run.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const started = Date.now();
const vitest = (...args) => mustRun('npx', ['vitest', 'run', ...args]);

try {
  await step('Install what is missing', async () => {
    await ensureNpmDependencies();
    await ensureChromium();
    await ensurePostgresBinaries();
  });
  await step('Lint and format (Biome, ESLint import boundaries)', async () => {
    await mustRun('npx', ['biome', 'ci', '.']);
    await mustRun('npx', ['eslint', '.']);
  });
  await step('Type-check', () => mustRun('node', ['scripts/typecheck.mjs']));
  await step('Domain rules with 100% coverage', () =>
    vitest('--config', 'packages/domain/vitest.coverage.config.ts'),
  );
  await step('Unit and integration tests (server on PGlite)', () =>
    vitest('--project', 'contract', '--project', 'server', '--project', 'web', '--project', 'scripts'),
  );
  await step('Server integration tests on a PostgreSQL server', async () => {
    const postgres = await startThrowawayPostgres();
    try {
      await mustRun('npx', ['vitest', 'run', '--project', 'server'], {
        env: { ...process.env, TEST_DATABASE_URL: postgres.url },
      });
    } finally {
      postgres.stop();
    }
  });
  await step('Build the web app and the server', () => mustRun('node', ['scripts/build.mjs']));
  await step('Bundle budget and end-to-end journeys in Chromium', () =>
    vitest('--config', 'e2e/vitest.config.ts'),
  );
  process.stdout.write(`\nAll checks passed in ${((Date.now() - started) / 60_000).toFixed(1)} min.\n`);
} catch (error) {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
