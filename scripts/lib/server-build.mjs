// The server as one bundled file (apps/server/dist/server.mjs), built by `npm start` and `npm test`
// only when its sources changed, like the web app (decision 058). Node then loads one file instead
// of transforming ~500 TypeScript files through tsx at every start: a restart serves sooner.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { recordWebBuild, webBuildDecision } from './web-build.mjs';

/** What the server bundle is made from: its sources, the workspace packages it bundles, the lockfile. */
export const SERVER_BUILD_INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
  'scripts/lib/server-build.mjs',
];

export const SERVER_ENTRY = 'apps/server/dist/server.mjs';
const SERVER_BUILD = {
  inputs: SERVER_BUILD_INPUTS,
  outputs: [SERVER_ENTRY],
  stamp: 'apps/server/dist/.inputs.sha256',
};

/** `{ build, reason, hash }`: whether the bundle is missing or older than its sources. */
export function serverBuildDecision(root) {
  return webBuildDecision(root, SERVER_BUILD);
}

/**
 * Bundles the server's own code and the workspace packages (@rc/*, TypeScript sources) into one
 * ES module; every other package stays an import from node_modules (native parts such as sharp,
 * PGlite's WebAssembly and files that packages find beside themselves keep working).
 */
export async function buildServer(root) {
  const { build } = await import('esbuild');
  const outfile = path.join(root, SERVER_ENTRY);
  rmSync(path.dirname(outfile), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['apps/server/src/server.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces name the TypeScript files (node --enable-source-maps).
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-from-node-modules',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@rc/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
}

/** Builds the server bundle when it must and records its inputs; returns what was decided. */
export async function ensureServerBuild(root, say = () => {}) {
  const decision = serverBuildDecision(root);
  if (decision.build) {
    say(`Building the server (${decision.reason})…`);
    await buildServer(root);
    recordWebBuild(root, decision.hash, SERVER_BUILD);
  }
  return decision;
}
