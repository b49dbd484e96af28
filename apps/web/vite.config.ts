import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
