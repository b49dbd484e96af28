import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment.
// The e2e journeys have their own config (e2e/vitest.config.ts): they need the built app and Chromium.
export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
