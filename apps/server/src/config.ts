import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: booleanFromEnv.default(true),
  TRUST_PROXY: booleanFromEnv.default(false),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  SIGN_IN_LIMIT_PER_WINDOW: z.coerce.number().int().min(1).default(10),
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  DEMO_SEED: booleanFromEnv.default(true),
});

export type Config = z.infer<typeof ConfigSchema> & { publicUrl: string; repoRoot: string };

/** Reads and validates the environment; throws one readable message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  const displayHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://${displayHost}:${config.PORT}`).replace(/\/$/, ''),
    repoRoot,
  };
}

export class ConfigError extends Error {}

/** True when the built web app is present, so the server can serve it. */
export function hasWebBuild(config: Config): boolean {
  return existsSync(path.join(config.WEB_DIST, 'index.html'));
}
