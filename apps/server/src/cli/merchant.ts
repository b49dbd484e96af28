// `npm run merchant -- <command>`: the operator's command for merchants.
//   create --shop <slug> --name <name>                     a merchant and its API key (shown once)
//   signed-link --shop <slug> --order <name> --email <e>   a merchant-signed sign-in link [--days 7]
// While a server runs on the embedded database (which one process owns), the command goes
// through that server's admin API on loopback; otherwise it opens the database itself.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CreateMerchantSchema, SignedLinkRequestSchema } from '@rc/contract/merchant-api';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import type { z } from 'zod';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { syncChannels } from '../db/sync-channels';
import { AppError } from '../gateway/app-error';
import { ensureAdminToken, serverInfoFile } from '../lib/admin-token';
import { createMerchantsRepository } from '../modules/merchants/repository';
import { createMerchantsService } from '../modules/merchants/service';

const USAGE = `Usage:
  npm run merchant -- create --shop <slug> --name <name> [--json]
  npm run merchant -- signed-link --shop <slug> --order <order name> --email <e-mail> [--days <1-90>] [--json]
`;

type Created = { merchantId: string; shop: string; apiKey: string; signingSecret: string };
type SignedLink = { url: string; signature: string; expiresAt: string };
type LinkInput = z.output<typeof SignedLinkRequestSchema>;

interface Operations {
  publicUrl: string;
  create(input: { shop: string; name: string }): Promise<Created>;
  signedLink(shop: string, input: LinkInput): Promise<SignedLink>;
  close(): Promise<void>;
}

/** The running server, when one answers on this data folder. */
async function runningServer(dataDir: string): Promise<{ base: string; publicUrl: string } | null> {
  const file = serverInfoFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    const { port, publicUrl } = JSON.parse(readFileSync(file, 'utf8')) as { port: number; publicUrl: string };
    const base = `http://127.0.0.1:${port}`;
    const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) });
    return health.ok ? { base, publicUrl } : null;
  } catch {
    return null;
  }
}

function throughServer(server: { base: string; publicUrl: string }, token: string): Operations {
  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${server.base}/api/admin/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; message?: string; data?: T };
    if (answer.code !== 0 || !answer.data) throw new Error(answer.message ?? `error ${answer.code}`);
    return answer.data;
  }
  return {
    publicUrl: server.publicUrl,
    create: (input) => post('/merchants', input),
    signedLink: (shop, input) => post(`/merchants/${encodeURIComponent(shop)}/signed-links`, input),
    close: async () => undefined,
  };
}

async function throughDatabase(config: Config): Promise<Operations> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: `${config.DATA_DIR}/pglite`,
    poolSize: 2,
  });
  await database.migrate();
  await syncChannels(database.db);
  const merchants = createMerchantsService(createMerchantsRepository(database.db), {
    legacySiteUrl: config.legacySiteUrl,
  });
  return {
    publicUrl: config.publicUrl,
    create: (input) => merchants.createMerchant(input),
    async signedLink(shop, input) {
      const merchant = await merchants.findByShop(shop);
      if (!merchant) throw new AppError(ERROR_CODES.SHOP_NOT_FOUND);
      return merchants.signedLink(merchant, input, config.publicUrl);
    },
    close: () => database.close(),
  };
}

function fail(issues: z.core.$ZodIssue[]): number {
  for (const issue of issues) process.stderr.write(`--${issue.path.join('.')}: ${issue.message}\n`);
  process.stderr.write(USAGE);
  return 2;
}

function parseArguments(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      shop: { type: 'string' },
      name: { type: 'string' },
      order: { type: 'string' },
      email: { type: 'string' },
      days: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
}

async function main(argv: string[]) {
  let parsedArguments: ReturnType<typeof parseArguments>;
  try {
    parsedArguments = parseArguments(argv);
  } catch (error) {
    // An unknown option or a missing value is a usage mistake like any other: exit 2 with the usage.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsedArguments;
  const [command] = positionals;
  if (command !== 'create' && command !== 'signed-link') {
    process.stderr.write(USAGE);
    return 2;
  }
  const created =
    command === 'create' ? CreateMerchantSchema.safeParse({ shop: values.shop, name: values.name }) : null;
  const link =
    command === 'signed-link'
      ? SignedLinkRequestSchema.safeParse({
          orderName: values.order,
          email: values.email,
          ...(values.days ? { expiresInSeconds: Math.round(Number(values.days) * 86_400) } : {}),
        })
      : null;
  if (created && !created.success) return fail(created.error.issues);
  if (link && !link.success) return fail(link.error.issues);
  if (link && !values.shop)
    return fail([{ code: 'custom', path: ['shop'], message: 'is required', input: undefined }]);

  const config = loadConfig();
  const server = config.DATABASE_URL ? null : await runningServer(config.DATA_DIR);
  const operations = server
    ? throughServer(server, ensureAdminToken(config.DATA_DIR, process.env.ADMIN_TOKEN))
    : await throughDatabase(config);
  try {
    if (created?.success) {
      const result = await operations.create(created.data);
      process.stdout.write(
        values.json
          ? `${JSON.stringify(result)}\n`
          : [
              `Created merchant "${created.data.name}" (shop "${result.shop}", id ${result.merchantId}).`,
              '',
              `API key (shown once; keep it secret): ${result.apiKey}`,
              `Signing secret for signed sign-in links (keep it secret): ${result.signingSecret}`,
              '',
              `Shoppers sign in at ${operations.publicUrl}/${result.shop}/login`,
              '',
            ].join('\n'),
      );
    } else if (link?.success && values.shop) {
      const result = await operations.signedLink(values.shop, link.data);
      process.stdout.write(
        values.json ? `${JSON.stringify(result)}\n` : `${result.url}\n(valid until ${result.expiresAt})\n`,
      );
    }
  } finally {
    await operations.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof AppError
        ? errorMessage(error.code, 'en-US', error.options.params)
        : String(error instanceof Error ? error.message : error);
    process.stderr.write(`merchant: ${message}\n`);
    process.exit(1);
  },
);
