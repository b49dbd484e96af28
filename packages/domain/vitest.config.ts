import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Dates are displayed in local time; pin the zone so the expectations are stable.
    env: { TZ: 'America/New_York' },
    // The property tests run a hundred cases each; on a loaded two-core machine under coverage one
    // took 5.3 s. A rule is never slow on purpose: this only keeps a busy machine from failing them.
    testTimeout: 30_000,
  },
});
