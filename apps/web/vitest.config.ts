import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Tests run on what ships: React and React DOM, as the build.
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      // Testing Library's ES build, as the rest of the app's imports resolve to ES modules.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    // ES builds of the router and friends, as the browser build uses.
    conditions: ['module', 'browser', 'development'],
  },
  ssr: { resolve: { conditions: ['module', 'browser', 'development'] } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
