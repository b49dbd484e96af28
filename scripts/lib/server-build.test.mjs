// The server bundle (server-build.mjs): built from a small tree in a temporary folder shaped like
// the repository, then run, so the real bundle is never touched.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { root as repoRoot } from './run.mjs';
import { ensureServerBuild, SERVER_ENTRY, serverBuildDecision } from './server-build.mjs';

let root;

function write(relative, contents) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, contents);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rc-server-build-'));
  // The server imports a workspace package (TypeScript, bundled) and a library (left in node_modules).
  write(
    'apps/server/src/server.ts',
    [
      "import { greeting } from '@rc/domain/greeting';",
      "import { z } from 'zod';",
      'const name: string = z.string().parse(process.argv[2]);',
      'process.stdout.write(JSON.stringify({ text: greeting(name), url: import.meta.url }));',
      '',
    ].join('\n'),
  );
  write('packages/domain/src/greeting.ts', "export const greeting = (name: string) => 'hello ' + name;\n");
  write('package-lock.json', '{"lockfileVersion":3}\n');
  mkdirSync(path.join(root, 'node_modules/@rc'), { recursive: true });
  symlinkSync(path.join(root, 'packages/domain'), path.join(root, 'node_modules/@rc/domain'));
  write('packages/domain/package.json', '{"name":"@rc/domain","exports":{"./*":"./src/*.ts"}}\n');
  symlinkSync(path.join(repoRoot, 'node_modules/zod'), path.join(root, 'node_modules/zod'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the server bundle', () => {
  it('bundles the workspace packages, leaves libraries in node_modules, and runs with plain node', async () => {
    expect(serverBuildDecision(root)).toMatchObject({ build: true, reason: 'missing build' });
    expect(await ensureServerBuild(root)).toMatchObject({ build: true });
    const bundle = path.join(root, SERVER_ENTRY);
    const out = JSON.parse(execFileSync(process.execPath, [bundle, 'shopper'], { encoding: 'utf8' }));
    expect(out.text).toBe('hello shopper');
    // Beside the sources' folder, at the same depth: paths found from import.meta.url still hold.
    expect(out.url).toBe(`file://${bundle}`);
    const code = readFileSync(bundle, 'utf8');
    expect(code).toContain('"hello "');
    expect(code).toMatch(/from "zod"/);
  });

  it('is rebuilt only when a source changed', async () => {
    await ensureServerBuild(root);
    expect(serverBuildDecision(root)).toMatchObject({ build: false, reason: 'unchanged' });
    write('packages/domain/src/greeting.ts', "export const greeting = (name: string) => 'hi ' + name;\n");
    expect(serverBuildDecision(root)).toMatchObject({ build: true, reason: 'sources changed' });
    await ensureServerBuild(root);
    const bundle = path.join(root, SERVER_ENTRY);
    expect(JSON.parse(execFileSync(process.execPath, [bundle, 'again'], { encoding: 'utf8' })).text).toBe(
      'hi again',
    );
  });
});
