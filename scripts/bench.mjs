// `npm run bench`: the performance budgets (DESIGN.md section 8), measured in one run. The API part
// needs a throwaway PostgreSQL server, which this wrapper owns; bench/run.ts owns everything else
// (the servers, the data, the loads, the report). The page-load part (bench/web/run.ts: Lighthouse
// mobile on Debian's Chromium) follows it, on the embedded PGlite, after PostgreSQL has stopped.
// Not part of `npm test`: it takes a few minutes and prints figures.
//   npm run bench                  both parts
//   npm run bench -- --web         only the page-load part (no PostgreSQL), also `npm run bench:web`
//   npm run bench -- --no-web      only the API part
//   npm run bench -- --assistant   only the assistant's understanding of the labelled utterances
//                                  (bench/assistant/run.ts: no server, no database; a few seconds)
// Flags pass through: `npm run bench -- --quick`, `npm run bench -- --help`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureNpmDependencies, ensurePostgresBinaries } from './lib/ensure-dependencies.mjs';
import { root } from './lib/run.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const args = process.argv.slice(2);
const help = args.includes('--help') || args.includes('-h');
const assistantOnly = args.includes('--assistant');
const webOnly = !assistantOnly && args.includes('--web');
const withWeb = !assistantOnly && (webOnly || !args.includes('--no-web'));
const withApi = !assistantOnly && !webOnly;

/** Flags of the page-load part only (with the value that follows those that take one). */
const WEB_FLAGS = { '--web-quick': false, '--runs': true, '--reports': true, '--pages': true };
const OURS = new Set(['--web', '--no-web']);

/** The API run's arguments: everything but the page-load part's flags. */
function apiArgs() {
  const kept = [];
  for (let i = 0; i < args.length; i++) {
    const [name] = args[i].split('=');
    if (OURS.has(name)) continue;
    if (name in WEB_FLAGS) {
      if (WEB_FLAGS[name] && !args[i].includes('=')) i++;
      continue;
    }
    kept.push(args[i]);
  }
  return kept;
}

/** The page-load run's arguments: with --web all of them; after the API part its own and --quick. */
function webArgs() {
  if (webOnly) return args.filter((arg) => !OURS.has(arg));
  const kept = [];
  for (let i = 0; i < args.length; i++) {
    const [name] = args[i].split('=');
    if (name === '--quick' || name === '--help' || name === '-h') kept.push(args[i]);
    else if (name in WEB_FLAGS) {
      kept.push(args[i]);
      if (WEB_FLAGS[name] && !args[i].includes('=') && i + 1 < args.length) kept.push(args[++i]);
    }
  }
  return kept;
}

let postgres = null;
let child = null;
let signals = 0;

// Each run is in its own process group, so a Ctrl-C reaches this process only and is passed on
// once: the run stops its servers and removes its folders, then this stops PostgreSQL. A second
// Ctrl-C is passed on too, and makes both leave at once (the run kills what is left).
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

function runPart(script, partArgs, env = {}) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, ['--import', 'tsx', script, ...partArgs], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, ...env },
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 130 : 1)));
    child.on('error', (error) => {
      console.error(`bench: ${error.message}`);
      resolve(1);
    });
  });
}

let code = 0;
try {
  // Only on a fresh checkout: a reinstall under other running work would pull the rug from it.
  if (!help && !assistantOnly && !existsSync(path.join(root, 'node_modules/lighthouse')))
    await ensureNpmDependencies();
  if (assistantOnly)
    code = await runPart(
      'bench/assistant/run.ts',
      args.filter((arg) => arg !== '--assistant'),
    );
  if (withApi) {
    if (!help) {
      await ensurePostgresBinaries();
      postgres = await startThrowawayPostgres();
    }
    code = await runPart('bench/run.ts', apiArgs(), postgres ? { BENCH_DATABASE_URL: postgres.url } : {});
    stopPostgres();
  }
  if (withWeb && signals === 0) {
    if (help && withApi) {
      process.stdout.write(
        '\nThen the page-load part (--web: it alone, --no-web: skip it; after the API part only --quick,\n' +
          '--web-quick, --runs, --reports and --pages reach it):\n',
      );
    }
    if (!help) {
      await ensureChromium();
      const say = (line) => process.stdout.write(`${line}\n`);
      await ensureWebBuild(root, say);
      await ensureServerBuild(root, say);
      if (withApi) process.stdout.write('\n');
    }
    const webCode = await runPart('bench/web/run.ts', webArgs());
    if (code === 0) code = webCode;
  }
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  stopPostgres();
}
process.exit(signals > 0 && code === 0 ? 130 : code);
