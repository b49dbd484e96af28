import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The code is written against React's API; the browser build runs it on Preact's compatibility
 * layer, which is 55 KB gzip lighter (docs/decisions/003-preact-compat-in-the-browser.md).
 */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // Preact has useSyncExternalStore; the CommonJS shim would otherwise pull in React itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

// The server serves dist/ with the .br and .gz files beside each asset (DESIGN.md section 8).
export default defineConfig({
  plugins: [
    react(),
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      threshold: 512,
      include: /\.(js|css|html|json|svg)$/,
    }),
  ],
  resolve: { alias: reactOnPreact },
  build: {
    target: 'es2022',
    manifest: true,
    // The polyfill is an inline script, which the Content-Security-Policy forbids; browsers we
    // support all understand modulepreload.
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    proxy: {
      '/gateway': 'http://localhost:3000',
      '/controller': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/demo': 'http://localhost:3000',
    },
  },
});
