import { defineConfig } from 'vitest/config';

// `npm test` runs the domain suite with this config: every rule must be fully covered.
export default defineConfig({
  test: {
    name: 'domain',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'America/New_York' },
    // The property tests run a hundred cases each; on a loaded two-core machine under coverage one
    // took 5.3 s. A rule is never slow on purpose: this only keeps a busy machine from failing them.
    testTimeout: 30_000,
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      reportsDirectory: '../../coverage/domain',
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
