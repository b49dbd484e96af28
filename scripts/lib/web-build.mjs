// Whether `npm start` must build the web app: only when what the build reads changed since the
// last build, or the build is missing (issue 23, item 10). A restart with nothing changed skips the
// 13-second build and serves at once.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mustRun } from './run.mjs';

/**
 * What the web build reads, relative to the repository's root: the app's sources, public files,
 * page and config, the workspace packages it bundles, and the lockfile (library versions).
 */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

/** What a complete build leaves: the browser's files and the server renderer. */
export const WEB_BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'];

/** The hash of the last build's inputs, beside its output (ignored by git, never served). */
export const WEB_BUILD_STAMP = 'apps/web/dist-ssr/.inputs.sha256';

// Tests and notes are never bundled: editing them needs no rebuild.
const NOT_BUILT = /(\.test\.[cm]?[jt]sx?|\.md)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-ssr', 'coverage']);

/** SHA-256 over every input file's path (relative to `root`) and contents, in a fixed order. */
export function hashInputs(root, inputs = WEB_BUILD_INPUTS) {
  const hash = createHash('sha256');
  const add = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) {
        if (SKIPPED_FOLDERS.has(entry)) continue;
        add(path.posix.join(relative, entry));
      }
      return;
    }
    if (NOT_BUILT.test(relative)) return;
    // The path's length first, so no two different file lists can hash alike.
    hash.update(`${relative.length}:${relative}\0`);
    hash.update(readFileSync(full));
    hash.update('\0');
  };
  for (const input of [...inputs].sort()) add(input);
  return hash.digest('hex');
}

/**
 * Decides whether to build: `{ build, reason, hash }`, reason one of 'missing build',
 * 'sources changed' or 'unchanged'.
 */
export function webBuildDecision(
  root,
  { inputs = WEB_BUILD_INPUTS, outputs = WEB_BUILD_OUTPUTS, stamp = WEB_BUILD_STAMP } = {},
) {
  const hash = hashInputs(root, inputs);
  if (outputs.some((output) => !existsSync(path.join(root, output)))) {
    return { build: true, reason: 'missing build', hash };
  }
  const stampFile = path.join(root, stamp);
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (built !== hash) return { build: true, reason: 'sources changed', hash };
  return { build: false, reason: 'unchanged', hash };
}

/** Records the inputs a finished build was made from. */
export function recordWebBuild(root, hash, { stamp = WEB_BUILD_STAMP } = {}) {
  writeFileSync(path.join(root, stamp), `${hash}\n`);
}

/**
 * Builds the web app when it must (`npm run build --workspace @rc/web`) and records its inputs;
 * returns what was decided. `say` prints a line (the caller's output).
 */
export async function ensureWebBuild(root, say = () => {}) {
  const decision = webBuildDecision(root);
  if (decision.build) {
    say(`Building the web app (${decision.reason})…`);
    await mustRun('npm', ['run', 'build', '--silent', '--workspace', '@rc/web']);
    recordWebBuild(root, decision.hash);
  }
  return decision;
}
