// The merchant command (`npm run merchant -- …`) as an operator runs it: a real process that
// finds the test's server through its data folder's server.json and talks to its admin API.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestApp } from './test-app';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Starts the test app listening and answers a runner of the command against it. */
export async function merchantCommandFor(t: TestApp) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rc-merchant-command-'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  writeFileSync(
    path.join(dataDir, 'server.json'),
    JSON.stringify({ pid: process.pid, port, publicUrl: 'http://x' }),
  );
  return {
    run(args: string[]): Promise<CommandResult> {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        ADMIN_TOKEN: t.adminToken,
      };
      for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'PUBLIC_URL']) delete env[name];
      return new Promise((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'apps/server/src/cli/merchant.ts', ...args],
          { cwd: repoRoot, env, timeout: 60_000 },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? -1) : 0, stdout, stderr }),
        );
      });
    },
    cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
