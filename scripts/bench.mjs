// `npm run bench`: the API performance budgets (DESIGN.md section 8), measured in one run. This
// wrapper owns the throwaway PostgreSQL server; bench/run.ts owns everything else (the servers, the
// data, the loads, the report). Not part of `npm test`: it takes a few minutes and prints figures.
// Flags pass through: `npm run bench -- --quick`, `npm run bench -- --help`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureNpmDependencies, ensurePostgresBinaries } from './lib/ensure-dependencies.mjs';
import { root } from './lib/run.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const args = process.argv.slice(2);
const help = args.includes('--help') || args.includes('-h');

let postgres = null;
let child = null;
let signals = 0;

// bench/run.ts runs in its own process group, so a Ctrl-C reaches this process only and is passed
// on once: run.ts stops its servers and removes its folders, then this stops PostgreSQL. A second
// Ctrl-C is passed on too, and makes both leave at once (run.ts kills what is left).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    signals += 1;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    if (signals > 1) {
      stopPostgres();
      process.exit(130);
    }
  });
}

function stopPostgres() {
  if (!postgres) return;
  const server = postgres;
  postgres = null;
  try {
    server.stop();
  } catch (error) {
    console.error(`bench: stopping PostgreSQL failed: ${error instanceof Error ? error.message : error}`);
  }
}

let code = 1;
try {
  if (!help) {
    // Only on a fresh checkout: a reinstall under other running work would pull the rug from it.
    if (!existsSync(path.join(root, 'node_modules/autocannon'))) await ensureNpmDependencies();
    await ensurePostgresBinaries();
    postgres = await startThrowawayPostgres();
  }
  code = await new Promise((resolve) => {
    child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...args], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, ...(postgres ? { BENCH_DATABASE_URL: postgres.url } : {}) },
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 130 : 1)));
    child.on('error', (error) => {
      console.error(`bench: ${error.message}`);
      resolve(1);
    });
  });
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  stopPostgres();
}
process.exit(signals > 0 && code === 0 ? 130 : code);
