// `npm start`: install what is missing, build the web app when its sources changed, then run the
// server (embedded PGlite by default; DATABASE_URL for a PostgreSQL server) with the demo.
import { spawn } from 'node:child_process';
import { ensureNpmDependencies } from './lib/ensure-dependencies.mjs';
import { mustRun, root } from './lib/run.mjs';
import { recordWebBuild, webBuildDecision } from './lib/web-build.mjs';

await ensureNpmDependencies();

// The build's inputs are hashed and compared with the last build's (scripts/README.md).
const checkStarted = Date.now();
const decision = webBuildDecision(root);
if (decision.build) {
  process.stdout.write(`Building the web app (${decision.reason})…\n`);
  await mustRun('npm', ['run', 'build', '--silent', '--workspace', '@rc/web']);
  recordWebBuild(root, decision.hash);
} else {
  process.stdout.write(`The web app is up to date (build check ${Date.now() - checkStarted} ms).\n`);
}

// The server stops gracefully on SIGINT/SIGTERM; this wrapper passes them on and waits for it.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
