import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

// The shopper journeys in Debian's Chromium against the built app (e2e/README.md).
// One server for the whole run (global setup); each file launches one browser; two files at a
// time, so two Chromiums share the usual two cores without starving the server.
export default defineConfig({
  root: here,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    // A journey is a few page loads; a busy machine can make one slow, never a minute slow.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    // A journey that failed once is a bug or a flake to fix; never hide it behind a retry.
    retry: 0,
  },
});
