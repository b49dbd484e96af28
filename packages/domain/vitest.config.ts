import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Dates are displayed in local time; pin the zone so the expectations are stable.
    env: { TZ: 'America/New_York' },
  },
});
