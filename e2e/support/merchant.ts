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

/** What the claim decisions answer with --json (the claim's detail; the fields the journeys read). */
export interface DecidedClaim {
  claimId: string;
  claimNumber: string;
  status: string;
  statusReason: string | null;
}

/** `merchant <args…> --json`: runs the command and parses what it prints. */
export async function merchantCommand<T>(args: string[]): Promise<T> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/merchant.ts', ...args, '--json'],
    {
      cwd: REPO_ROOT,
      // A Node process with tsx: a few seconds, more on a busy machine.
      timeout: 60_000,
      // Only the run's data folder: never a developer's database, token or address.
      env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: '', ADMIN_TOKEN: '', PUBLIC_URL: '' },
    },
  );
  return JSON.parse(stdout) as T;
}

/** `merchant signed-link --shop … --order … --email … --json`: a merchant-signed sign-in link. */
export function merchantSignedLink(shop: string, order: string, email: string): Promise<SignedLink> {
  return merchantCommand(['signed-link', '--shop', shop, '--order', order, '--email', email]);
}

/** `merchant approve --shop … --claim <number> --json`. */
export function merchantApprove(shop: string, claimNumber: string): Promise<DecidedClaim> {
  return merchantCommand(['approve', '--shop', shop, '--claim', claimNumber]);
}

/** `merchant reject --shop … --claim <number> --reason … --json`: the reason is shown to the shopper. */
export function merchantReject(shop: string, claimNumber: string, reason: string): Promise<DecidedClaim> {
  return merchantCommand(['reject', '--shop', shop, '--claim', claimNumber, '--reason', reason]);
}
