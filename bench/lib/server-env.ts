// The environment a benchmarked server starts with: this process's, without any variable the
// server reads (the list is the server's own configuration schema) or the bench's own BENCH_*
// settings, plus what the run sets. A developer's DATABASE_URL or LOG_LEVEL never leaks in.
import { CONFIG_VARIABLES } from '../../apps/server/src/config';

export function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONFIG_VARIABLES) delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith('BENCH_')) delete env[name];
  return { ...env, ...extra };
}
