import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment.
// The e2e journeys have their own config (e2e/vitest.config.ts): they need the built app and Chromium.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: ONE file at a time on our two-core
    // machines, while a server file spends much of its time waiting (its database, jobs, child
    // processes). At least two at a time; one value for every project, as Vitest requires
    // (decision 055).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
