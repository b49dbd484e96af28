// A PostgreSQL server for the tests: initdb in a temporary folder, started on a free loopback
// port, stopped and removed afterwards. initdb refuses root, so as root it runs as `postgres`.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBin } from './ensure-dependencies.mjs';
import { isRoot } from './run.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runAsOwner(command, args) {
  const full = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(full[0], full[1], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/** Starts a server; returns its URL and a stop function. */
export async function startThrowawayPostgres() {
  const initdb = findPostgresBin('initdb');
  const pgCtl = findPostgresBin('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL server binaries not found');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  if (isRoot()) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  runAsOwner(initdb, ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  runAsOwner(pgCtl, ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAsOwner(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
