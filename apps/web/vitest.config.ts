import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { reactOnPreact } from './vite.config';

// Tests run on what ships: the same React-on-Preact aliases as the build.
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      // Testing Library's CommonJS build would require React DOM itself; its ES build follows the aliases.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      ...reactOnPreact,
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
    // Libraries that import React must see the same aliases, so they are bundled, not externalized.
    server: { deps: { inline: [/react/, /preact/, /zustand/, /@tanstack/] } },
  },
});
