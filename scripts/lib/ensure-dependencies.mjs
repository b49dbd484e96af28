// `npm start` and `npm test` install what they need on a fresh machine, once.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commandExists, isRoot, mustRun, root } from './run.mjs';

const marker = path.join(root, 'node_modules', '.rc-installed');

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');
}

/** Installs npm dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureNpmDependencies() {
  const wanted = lockHash();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  process.stdout.write('Installing npm dependencies (npm ci)…\n');
  await mustRun('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(marker, wanted);
}

async function aptInstall(packages) {
  if (!isRoot() && !commandExists('sudo')) {
    throw new Error(
      `Please install ${packages.join(' ')} (apt-get install -y ${packages.join(' ')}) and run again.`,
    );
  }
  // As root, apt-get itself; otherwise through sudo.
  const apt = (...args) =>
    isRoot() ? mustRun('apt-get', args, options) : mustRun('sudo', ['apt-get', ...args], options);
  const options = { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  process.stdout.write(`Installing ${packages.join(', ')} from Debian's packages…\n`);
  await apt('update', '-qq');
  await apt('install', '-y', '-qq', '--no-install-recommends', ...packages);
}

/** Debian's Chromium for the end-to-end tests (no test tool downloads its own browser). */
export async function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  await aptInstall(['chromium']);
  return '/usr/bin/chromium';
}

/** PostgreSQL server binaries for the integration tests on a real server. */
export async function ensurePostgresBinaries() {
  if (findPostgresBin('initdb')) return;
  await aptInstall(['postgresql']);
}

/** initdb, pg_ctl…: on the PATH or in Debian's versioned folder. */
export function findPostgresBin(name) {
  if (commandExists(name)) return name;
  for (const version of ['17', '16', '15', '14', '13']) {
    const candidate = `/usr/lib/postgresql/${version}/bin/${name}`;
    if (existsSync(candidate)) return candidate;
  }
  return null;
}
