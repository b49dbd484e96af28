import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The server serves dist/ with the .br and .gz files beside each asset (DESIGN.md section 8).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The server renderer is read from disk by the server, never sent: nothing to compress or copy.
    !isSsrBuild &&
      compression({
        algorithms: ['gzip', 'brotliCompress'],
        threshold: 512,
        include: /\.(js|css|html|json|svg)$/,
      }),
  ],
  publicDir: isSsrBuild ? false : 'public',
  // The server renderer (src/entry-server.tsx, `vite build --ssr`): our workspace packages are
  // TypeScript sources, so they are bundled; React and the libraries load from node_modules.
  ssr: { noExternal: [/^@rc\//] },
  build: {
    target: 'es2022',
    // The polyfill is an inline script, which the Content-Security-Policy forbids; browsers we
    // support all understand modulepreload.
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    // `npm run build` writes the browser's files to dist/ and the server renderer to dist-ssr/.
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    manifest: !isSsrBuild,
    rolldownOptions: {
      // Rolldown reports slow plugins when the machine is busy (the compression plugin on two
      // cores); to a newcomer that screen reads like a failed build, and it says nothing about ours.
      checks: { bundlerTimings: false },
      // One file: the server loads it once at start, so a rebuild never swaps half of it under a
      // running server.
      ...(isSsrBuild ? { output: { codeSplitting: false } } : {}),
    },
  },
  server: {
    proxy: {
      '/gateway': 'http://localhost:3000',
      '/controller': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/demo': 'http://localhost:3000',
    },
  },
}));
