// `npm run build`: builds the web app and the server bundle, each only when its inputs changed
// since its last build (lib/web-build.mjs, lib/server-build.mjs). `--server` builds the server only
// (the end-to-end set-up runs the bundle, so it checks it before each run). `--force` builds both.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/run.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';
import { ensureWebBuild, WEB_BUILD_STAMP } from './lib/web-build.mjs';

const say = (line) => process.stdout.write(`${line}\n`);
const serverOnly = process.argv.includes('--server');
if (process.argv.includes('--force')) {
  rmSync(path.join(root, WEB_BUILD_STAMP), { force: true });
  rmSync(path.join(root, 'apps/server/dist'), { recursive: true, force: true });
}
try {
  const started = Date.now();
  const web = serverOnly ? { build: false } : await ensureWebBuild(root, say);
  const server = await ensureServerBuild(root, say);
  if (!web.build && !server.build) say(`Up to date (build check ${Date.now() - started} ms).`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
