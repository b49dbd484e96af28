// `npm run merchant -- <command>`: the operator's command for merchants.
//   create --shop <slug> --name <name>   creates a merchant and prints its API key (shown once)
// While a server runs on the embedded database (which one process owns), the command goes
// through that server's admin API on loopback; otherwise it opens the database itself.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CreateMerchantSchema } from '@rc/contract/merchant-api';
import { errorMessage } from '@rc/domain/error-messages';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { syncChannels } from '../db/sync-channels';
import { AppError } from '../gateway/app-error';
import { ensureAdminToken, serverInfoFile } from '../lib/admin-token';
import { createMerchantsRepository } from '../modules/merchants/repository';
import { createMerchantsService } from '../modules/merchants/service';

const USAGE = `Usage:
  npm run merchant -- create --shop <slug> --name <name> [--json]
`;

type Created = { merchantId: string; shop: string; apiKey: string };

/** The running server's base URL, when one answers on this data folder. */
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

async function createThroughServer(base: string, token: string, input: { shop: string; name: string }) {
  const response = await fetch(`${base}/api/admin/v1/merchants`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { code: number; message?: string; data?: Created };
  if (body.code !== 0 || !body.data) throw new Error(body.message ?? `error ${body.code}`);
  return body.data;
}

async function createDirectly(config: ReturnType<typeof loadConfig>, input: { shop: string; name: string }) {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: `${config.DATA_DIR}/pglite`,
    poolSize: 2,
  });
  try {
    await database.migrate();
    await syncChannels(database.db);
    const merchants = createMerchantsService(createMerchantsRepository(database.db), {
      legacySiteUrl: config.legacySiteUrl,
    });
    return await merchants.createMerchant(input);
  } finally {
    await database.close();
  }
}

function parseArguments(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      shop: { type: 'string' },
      name: { type: 'string' },
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
  if (command !== 'create') {
    process.stderr.write(USAGE);
    return 2;
  }
  const parsed = CreateMerchantSchema.safeParse({ shop: values.shop, name: values.name });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      process.stderr.write(`--${issue.path.join('.')}: ${issue.message}\n`);
    process.stderr.write(USAGE);
    return 2;
  }
  const config = loadConfig();
  const server = config.DATABASE_URL ? null : await runningServer(config.DATA_DIR);
  const created = server
    ? await createThroughServer(
        server.base,
        ensureAdminToken(config.DATA_DIR, process.env.ADMIN_TOKEN),
        parsed.data,
      )
    : await createDirectly(config, parsed.data);

  if (values.json) {
    process.stdout.write(
      `${JSON.stringify({ merchantId: created.merchantId, shop: created.shop, apiKey: created.apiKey })}\n`,
    );
  } else {
    process.stdout.write(
      [
        `Created merchant "${parsed.data.name}" (shop "${created.shop}", id ${created.merchantId}).`,
        '',
        `API key (shown once; keep it secret): ${created.apiKey}`,
        '',
        `Shoppers sign in at ${server?.publicUrl ?? config.publicUrl}/${created.shop}/login`,
        '',
      ].join('\n'),
    );
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
