import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomToken } from './tokens';

/**
 * The operator's admin token: ADMIN_TOKEN when set, else one generated into the data folder
 * (readable by the owner only) so the merchant command can reach a running server.
 */
export function ensureAdminToken(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'admin-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomToken(32);
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}

/** Where a running server announces its address for the merchant command. */
export function serverInfoFile(dataDir: string): string {
  return path.join(dataDir, 'server.json');
}
