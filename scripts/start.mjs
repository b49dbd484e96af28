// `npm start`: install what is missing, build the web app when its sources changed, then run the
// server (embedded PGlite by default; DATABASE_URL for a PostgreSQL server) with the demo.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNpmDependencies } from './lib/ensure-dependencies.mjs';
import { hashTree, mustRun, root } from './lib/run.mjs';

await ensureNpmDependencies();

const dist = path.join(root, 'apps/web/dist');
const stamp = path.join(dist, '.source-hash');
const sources = hashTree(['apps/web', 'packages/domain/src', 'packages/contract/src']);
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== sources) {
  process.stdout.write('Building the web app…\n');
  await mustRun('npm', ['run', 'build', '--silent', '--workspace', '@rc/web']);
  writeFileSync(stamp, sources);
}

// The server stops gracefully on SIGINT/SIGTERM; this wrapper passes them on and waits for it.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
