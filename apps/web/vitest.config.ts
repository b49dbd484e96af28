import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { reactOnPreact } from './vite.config';

// Tests run on what ships: the same React-on-Preact aliases as the build.
export default defineProject({
  plugins: [react()],
  resolve: { alias: reactOnPreact },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
