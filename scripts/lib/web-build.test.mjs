// When `npm start` builds the web app (web-build.mjs): on a copy of the build's inputs in a temporary
// folder, so the real build is never touched.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { root as repoRoot } from './run.mjs';
import {
  hashInputs,
  recordWebBuild,
  WEB_BUILD_INPUTS,
  WEB_BUILD_OUTPUTS,
  webBuildDecision,
} from './web-build.mjs';

let root;

/** Writes a file under the temporary root, making its folders. */
function write(relative, contents) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, contents);
}

/** A finished build: its outputs and the stamp of the inputs it was made from. */
function build() {
  for (const output of WEB_BUILD_OUTPUTS) write(output, 'built');
  const decision = webBuildDecision(root);
  recordWebBuild(root, decision.hash);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rc-web-build-'));
  write('apps/web/src/main.tsx', 'export {};\n');
  write('apps/web/src/features/login/login-page.tsx', 'export const a = 1;\n');
  write('apps/web/public/locales/en-US/common.json', '{"a":"b"}\n');
  write('apps/web/index.html', '<div id="root"></div>\n');
  write('apps/web/vite.config.ts', 'export default {};\n');
  write('packages/domain/src/money.ts', 'export const m = 1;\n');
  write('packages/contract/src/calls/sign-in.ts', 'export const s = 1;\n');
  write('package-lock.json', '{"lockfileVersion":3}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('webBuildDecision', () => {
  it('builds when there is no build yet', () => {
    expect(webBuildDecision(root)).toMatchObject({ build: true, reason: 'missing build' });
  });

  it('builds when one of the outputs is missing, even with a matching stamp', () => {
    build();
    rmSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'));
    expect(webBuildDecision(root)).toMatchObject({ build: true, reason: 'missing build' });
  });

  it('skips the build when nothing changed since the last one', () => {
    build();
    expect(webBuildDecision(root)).toMatchObject({ build: false, reason: 'unchanged' });
  });

  it.each([
    ['a source file', 'apps/web/src/features/login/login-page.tsx'],
    ['a public file', 'apps/web/public/locales/en-US/common.json'],
    ['the page', 'apps/web/index.html'],
    ['the Vite config', 'apps/web/vite.config.ts'],
    ['a domain source', 'packages/domain/src/money.ts'],
    ['a contract source', 'packages/contract/src/calls/sign-in.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('builds when %s changed', (_what, file) => {
    build();
    write(file, 'changed\n');
    expect(webBuildDecision(root)).toMatchObject({ build: true, reason: 'sources changed' });
  });

  it('builds when a source file is added or removed', () => {
    build();
    write('apps/web/src/new-page.tsx', 'export {};\n');
    expect(webBuildDecision(root).build).toBe(true);
    build();
    rmSync(path.join(root, 'apps/web/src/new-page.tsx'));
    expect(webBuildDecision(root).build).toBe(true);
  });

  it('builds when a file is renamed with the same contents', () => {
    build();
    rmSync(path.join(root, 'packages/domain/src/money.ts'));
    write('packages/domain/src/amounts.ts', 'export const m = 1;\n');
    expect(webBuildDecision(root).build).toBe(true);
  });

  it("skips the build when only tests, notes or the build's own output changed", () => {
    build();
    write('apps/web/src/features/login/login-page.test.tsx', 'test\n');
    write('apps/web/src/features/login/README.md', '# login\n');
    write('apps/web/dist/assets/extra.js', 'x\n');
    write('apps/web/dist-ssr/entry-server.js', 'rebuilt\n');
    write('apps/web/node_modules/.vite/deps.json', '{}\n');
    write('apps/server/src/server.ts', 'export {};\n');
    expect(webBuildDecision(root)).toMatchObject({ build: false, reason: 'unchanged' });
  });
});

describe('hashInputs', () => {
  it('hashes the same inputs alike and different contents differently', () => {
    const first = hashInputs(root);
    expect(hashInputs(root)).toBe(first);
    write('apps/web/src/main.tsx', 'export const changed = true;\n');
    expect(hashInputs(root)).not.toBe(first);
  });

  it("reads every input of this repository's web build (each one exists)", () => {
    const missing = WEB_BUILD_INPUTS.filter((input) => !existsSync(path.join(repoRoot, input)));
    expect(missing).toEqual([]);
  });
});
