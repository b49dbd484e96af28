// `npm start`: install what is missing, build the web app and the server when their sources
// changed, then run the server (embedded PGlite by default; DATABASE_URL for a PostgreSQL server)
// with the demo.
import { spawn } from 'node:child_process';
import { ensureNpmDependencies } from './lib/ensure-dependencies.mjs';
import { root } from './lib/run.mjs';
import { ensureServerBuild, SERVER_ENTRY } from './lib/server-build.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

await ensureNpmDependencies();

// Each build's inputs are hashed and compared with the last build's (scripts/README.md).
const say = (line) => process.stdout.write(`${line}\n`);
const checkStarted = Date.now();
const web = await ensureWebBuild(root, say);
const server = await ensureServerBuild(root, say);
if (!web.build && !server.build) {
  say(`The web app and the server are up to date (build check ${Date.now() - checkStarted} ms).`);
}

// The server stops gracefully on SIGINT/SIGTERM; this wrapper passes them on and waits for it.
const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
