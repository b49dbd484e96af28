import { defineProject } from 'vitest/config';

// The scripts' own logic (plain Node ESM, as the scripts are): e.g. when `npm start` builds.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['lib/**/*.test.mjs'],
  },
});
