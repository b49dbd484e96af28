// DESIGN.md section 8: the login route's first load carries at most 150 KB of gzipped JavaScript
// with React DOM in the browser; a deep link to home, which also loads everything behind sign-in
// (TanStack Query, the signed-in layout), at most 170 KB (docs/performance.md).
// Counted from Vite's manifest of the built app: the entry chunk with its static imports, plus the
// lazily loaded route modules with theirs, each file once, each gzipped at level 9.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { WEB_DIST } from './support/paths';

const KB = 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  const file = path.join(WEB_DIST, '.vite/manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`Cannot read ${file} (build the web app first: npm run build): ${String(error)}`);
  }
}

/** The manifest key of the chunk built from `src`. */
function keyOf(manifest: Manifest, src: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.src === src);
  if (!key) throw new Error(`No chunk in the manifest is built from ${src}`);
  return key;
}

/** The JavaScript files a browser must fetch before these chunks run: them and their static imports. */
function firstLoadFiles(manifest: Manifest, roots: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names ${key} as an import but has no entry for it`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...files];
}

function gzippedSize(file: string): number {
  return gzipSync(readFileSync(path.join(WEB_DIST, file)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('bundle budget', () => {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key === 'index.html');

  test.each([
    { route: 'login', budget: 150 * KB, modules: ['src/app/routes/login-route.tsx'] },
    // A deep link to home also loads the signed-in layout it sits in.
    {
      route: 'home',
      budget: 170 * KB,
      modules: ['src/app/layouts/signed-in-layout.tsx', 'src/app/routes/home-route.tsx'],
    },
  ])(
    '$route route first-load JavaScript stays within its budget ($budget bytes gzip)',
    ({ route, budget, modules }) => {
      expect(entry, "the manifest's entry is index.html").toBe('index.html');
      const files = firstLoadFiles(manifest, ['index.html', ...modules.map((src) => keyOf(manifest, src))]);
      const sizes = files.map((file) => ({ file, bytes: gzippedSize(file) }));
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      process.stdout.write(
        `${route} route first-load JS: ${kb(total)} gzip (budget ${kb(budget).replace('.0 ', ' ')}) ` +
          `in ${files.length} files: ${sizes
            .sort((a, b) => b.bytes - a.bytes)
            .map(({ file, bytes }) => `${path.basename(file)} ${kb(bytes)}`)
            .join(', ')}\n`,
      );
      expect(total, `${route} route first-load JS in bytes (gzip)`).toBeLessThanOrEqual(budget);
    },
  );
});
