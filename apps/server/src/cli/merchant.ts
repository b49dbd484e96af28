// `npm run merchant -- <command>`: the operator's command for merchants and their claims.
// Every command is a request to the admin API: over HTTP to the server running on this data folder
// (the embedded database has one owner), or, with none running, to the app built in this process.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  ClaimApprovalSchema,
  ClaimReasonSchema,
  CreateMerchantSchema,
  SignedLinkRequestSchema,
} from '@rc/contract/merchant/api';
import { formatMoney } from '@rc/domain/format';
import type { z } from 'zod';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { ensureAdminToken, serverInfoFile } from '../lib/admin-token';
import { DATA_RIGHTS_USAGE, dataRightsRequest, describeDataRights } from './merchant-data-rights';
import { describeReturnAddress, RETURN_ADDRESS_USAGE, returnAddressRequest } from './merchant-return-address';
import { type CommandRequest, describeReturn, RETURN_USAGE, returnRequest } from './merchant-returns';
import { describeSettings, SETTINGS_USAGE, settingsRequest } from './merchant-settings';
import { describeWebhook, WEBHOOK_USAGE, webhookRequest } from './merchant-webhooks';

const USAGE = `Usage:
  npm run merchant -- create --shop <slug> --name <name>
  npm run merchant -- signed-link --shop <slug> --order <order name> --email <e-mail> [--days <1-90>]
  npm run merchant -- claims --shop <slug> [--status <status>]
  npm run merchant -- approve --shop <slug> --claim <claim number or id> [--amount <minor units>] [--note <text>]
  npm run merchant -- reject --shop <slug> --claim <claim> --reason <text shown to the shopper>
  npm run merchant -- request-evidence --shop <slug> --claim <claim> --reason <what is needed>
${RETURN_USAGE}${RETURN_ADDRESS_USAGE}${WEBHOOK_USAGE}${DATA_RIGHTS_USAGE}${SETTINGS_USAGE}Add --json for machine-readable output.
`;

type Answer = { code: number; message?: string; data?: unknown };
type Send = (request: CommandRequest) => Promise<Answer>;

class UsageError extends Error {}

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

async function transport(config: Config): Promise<{ send: Send; publicUrl: string; close(): Promise<void> }> {
  const token = ensureAdminToken(config.DATA_DIR, process.env.ADMIN_TOKEN);
  const server = config.DATABASE_URL ? null : await runningServer(config.DATA_DIR);
  if (server) {
    return {
      publicUrl: server.publicUrl,
      close: async () => undefined,
      send: async ({ method, path, body, headers }) => {
        const response = await fetch(`${server.base}/api/admin/v1${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...headers,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        return (await response.json()) as Answer;
      },
    };
  }
  const app = await buildApp({ ...config, LOG_LEVEL: 'warn' }, { adminToken: token, logger: false });
  return {
    publicUrl: config.publicUrl,
    close: () => app.close(),
    send: async ({ method, path, body, headers }) => {
      const response = await app.inject({
        method,
        url: `/api/admin/v1${path}`,
        headers: { authorization: `Bearer ${token}`, ...headers },
        ...(body ? { payload: body as object } : {}),
      });
      return response.json() as Answer;
    },
  };
}

function checked<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new UsageError(
      parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  return parsed.data;
}

function required(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`--${flag}: is required`);
  return value;
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        shop: { type: 'string' },
        name: { type: 'string' },
        order: { type: 'string' },
        email: { type: 'string' },
        days: { type: 'string' },
        status: { type: 'string' },
        claim: { type: 'string' },
        amount: { type: 'string' },
        note: { type: 'string' },
        reason: { type: 'string' },
        return: { type: 'string' },
        action: { type: 'string' },
        items: { type: 'string' },
        file: { type: 'string' },
        key: { type: 'string' },
        url: { type: 'string' },
        types: { type: 'string' },
        endpoint: { type: 'string' },
        message: { type: 'string' },
        hours: { type: 'string' },
        by: { type: 'string' },
        cursor: { type: 'string' },
        limit: { type: 'string' },
        since: { type: 'string' },
        on: { type: 'boolean' },
        off: { type: 'boolean' },
        countries: { type: 'string' },
        'sender-name': { type: 'string' },
        'sender-address': { type: 'string' },
        smtp: { type: 'string' },
        'logo-png': { type: 'string' },
        'claim-emails-off': { type: 'string' },
        'claim-emails-on': { type: 'string' },
        company: { type: 'string' },
        line1: { type: 'string' },
        line2: { type: 'string' },
        city: { type: 'string' },
        region: { type: 'string' },
        'postal-code': { type: 'string' },
        country: { type: 'string' },
        phone: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    // An unknown or malformed option is a usage error, not a failure of the command.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parse(argv);
  const [command] = positionals;
  const shopPath = () => `/merchants/${encodeURIComponent(required(values.shop, 'shop'))}`;
  const claimPath = () => `${shopPath()}/claims/${encodeURIComponent(required(values.claim, 'claim'))}`;

  // Check the arguments before touching the database or the server.
  let request: CommandRequest;
  switch (command) {
    case 'create':
      request = {
        method: 'POST',
        path: '/merchants',
        body: checked(CreateMerchantSchema, { shop: values.shop, name: values.name }),
      };
      break;
    case 'signed-link':
      request = {
        method: 'POST',
        path: `${shopPath()}/signed-links`,
        body: checked(SignedLinkRequestSchema, {
          orderName: values.order,
          email: values.email,
          ...(values.days ? { expiresInSeconds: Math.round(Number(values.days) * 86_400) } : {}),
        }),
      };
      break;
    case 'claims':
      request = {
        method: 'GET',
        path: `${shopPath()}/claims${values.status ? `?status=${encodeURIComponent(values.status)}` : ''}`,
      };
      break;
    case 'approve':
      request = {
        method: 'POST',
        path: `${claimPath()}/approve`,
        body: checked(ClaimApprovalSchema, {
          ...(values.amount ? { amount: Number(values.amount) } : {}),
          ...(values.note ? { note: values.note } : {}),
        }),
      };
      break;
    case 'reject':
    case 'request-evidence':
      request = {
        method: 'POST',
        path: `${claimPath()}/${command}`,
        body: checked(ClaimReasonSchema, { reason: values.reason }),
      };
      break;
    default: {
      const fail = (message: string): never => {
        throw new UsageError(message);
      };
      const other = command
        ? (returnRequest(command, values, shopPath, fail) ??
          returnAddressRequest(command, values, shopPath) ??
          webhookRequest(command, values, shopPath, fail) ??
          dataRightsRequest(command, values, shopPath, fail) ??
          settingsRequest(command, values, shopPath, fail))
        : null;
      if (!other) throw new UsageError(command ? `unknown command: ${command}` : 'no command given');
      request = other;
    }
  }

  const config = loadConfig();
  const admin = await transport(config);
  try {
    if (request.merge) {
      const current = await admin.send({ method: 'GET', path: request.merge.read });
      if (current.code !== 0) {
        process.stderr.write(
          `merchant: ${current.message ?? `error ${current.code}`} (code ${current.code})\n`,
        );
        return 1;
      }
      request = { ...request, body: request.merge.body(current.data) };
    }
    const answer = await admin.send(request);
    if (answer.code !== 0) {
      process.stderr.write(`merchant: ${answer.message ?? `error ${answer.code}`} (code ${answer.code})\n`);
      // A refused input names each field and its problem: show them, not only that it was refused.
      const fields = (answer.data as { fields?: { path: string; problem: string }[] } | undefined)?.fields;
      for (const field of fields ?? []) process.stderr.write(`  ${field.path}: ${field.problem}\n`);
      return 1;
    }
    process.stdout.write(
      values.json
        ? `${JSON.stringify(answer.data)}\n`
        : `${describe(command ?? '', answer.data, admin.publicUrl, values)}\n`,
    );
    return 0;
  } finally {
    await admin.close();
  }
}

/** Human-readable output of each command. */
function describe(
  command: string,
  data: unknown,
  publicUrl: string,
  values: ReturnType<typeof parse>['values'],
): string {
  const value = data as Record<string, unknown>;
  const name = values.name;
  const other =
    describeReturn(command, data) ??
    describeReturnAddress(command, data) ??
    describeWebhook(command, data) ??
    describeDataRights(command, data, values) ??
    describeSettings(command, data);
  if (other !== null) return other;
  switch (command) {
    case 'create':
      return [
        `Created merchant "${name}" (shop "${value.shop}", id ${value.merchantId}).`,
        '',
        `API key (shown once; keep it secret): ${value.apiKey}`,
        `Signing secret for signed sign-in links (keep it secret): ${value.signingSecret}`,
        '',
        `Shoppers sign in at ${publicUrl}/${value.shop}/login`,
      ].join('\n');
    case 'signed-link':
      return `${value.url}\n(valid until ${value.expiresAt})`;
    case 'claims': {
      const claims = (value.claims as Record<string, string | number>[]) ?? [];
      if (claims.length === 0) return 'No claims.';
      return claims
        .map((claim) =>
          [
            String(claim.claimNumber).padEnd(15),
            String(claim.status).padEnd(16),
            String(claim.issueType).padEnd(12),
            formatMoney(Number(claim.amount), String(claim.currency), 'en-US').padStart(12),
            String(claim.createdAt).slice(0, 16).replace('T', ' '),
          ].join('  '),
        )
        .join('\n');
    }
    default:
      return `Claim ${value.claimNumber} is now ${value.status}${value.statusReason ? ` (${value.statusReason})` : ''}.`;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`merchant: ${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    process.stderr.write(`merchant: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
