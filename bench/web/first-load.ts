// First-load JavaScript of a route, counted from Vite's manifest of the built app the way
// e2e/bundle-budget.test.ts counts it for `npm test` (the budget's gate): the entry chunk with its
// static imports, plus the route's lazily loaded modules with theirs, each file once, gzip level 9.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The route modules a deep link to each measured page loads (src/app/router.tsx). */
export const ROUTE_MODULES = {
  login: ['src/app/routes/login-route.tsx'],
  home: ['src/app/layouts/signed-in-layout.tsx', 'src/app/routes/home-route.tsx'],
  claim: ['src/app/layouts/signed-in-layout.tsx', 'src/app/routes/claim-issue-details-route.tsx'],
} as const;

export interface FirstLoad {
  gzipBytes: number;
  files: number;
}

/** Gzipped first-load JavaScript per route, or a reason it could not be counted. */
export function firstLoadJs(webDist: string): Record<keyof typeof ROUTE_MODULES, FirstLoad> | string {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    return `no manifest in ${webDist} (${error instanceof Error ? error.message : String(error)})`;
  }
  const keyOf = (src: string) => Object.keys(manifest).find((key) => manifest[key]?.src === src);
  const count = (modules: readonly string[]): FirstLoad | string => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      if (chunk.file.endsWith('.js')) files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit('index.html');
    for (const module of modules) {
      const key = keyOf(module);
      if (!key) return `no chunk is built from ${module}`;
      visit(key);
    }
    let gzipBytes = 0;
    for (const file of files)
      gzipBytes += gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length;
    return { gzipBytes, files: files.size };
  };
  const result: Partial<Record<keyof typeof ROUTE_MODULES, FirstLoad>> = {};
  for (const [route, modules] of Object.entries(ROUTE_MODULES) as [
    keyof typeof ROUTE_MODULES,
    readonly string[],
  ][]) {
    const counted = count(modules);
    if (typeof counted === 'string') return counted;
    result[route] = counted;
  }
  return result as Record<keyof typeof ROUTE_MODULES, FirstLoad>;
}
