// The operator's merchant command (`npm run merchant`), run against the e2e server: with the run's
// DATA_DIR it finds the running server and goes through its admin API on loopback.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { REPO_ROOT } from './paths';

const run = promisify(execFile);

export interface SignedLink {
  url: string;
  signature: string;
  expiresAt: string;
}

/** `merchant signed-link --shop … --order … --email … --json`: a merchant-signed sign-in link. */
export async function merchantSignedLink(shop: string, order: string, email: string): Promise<SignedLink> {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/merchant.ts',
      'signed-link',
      '--shop',
      shop,
      '--order',
      order,
      '--email',
      email,
      '--json',
    ],
    {
      cwd: REPO_ROOT,
      timeout: 60_000,
      // Only the run's data folder: never a developer's database, token or address.
      env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: '', ADMIN_TOKEN: '', PUBLIC_URL: '' },
    },
  );
  return JSON.parse(stdout) as SignedLink;
}
