// The return commands of `npm run merchant` (decision 023): a store's returns and policy, and the
// commands that move a return, each a request to the admin API's return routes. Items are given as
// `<item id>:<quantity>[:<condition>]`, comma separated (the ids are on `return`'s lines).
import { readFileSync } from 'node:fs';
import { ReturnItemConditionSchema } from '@rc/contract/returns/calls';
import { ExchangeCatalogSchema, ReturnPolicyOverridesSchema } from '@rc/contract/returns/merchant-api';
import { formatMoney } from '@rc/domain/format';
import { z } from 'zod';

export const RETURN_USAGE = `  npm run merchant -- returns --shop <slug> [--status <status>]
  npm run merchant -- return --shop <slug> --return <return number or id>
  npm run merchant -- return-approve|return-reject|return-cancel|return-close --shop <slug> --return <return> [--reason <text>] [--key <idempotency key>]
  npm run merchant -- return-receive --shop <slug> --return <return> --items <item id>:<quantity>:<as_new|used|damaged>[,...] [--key <key>]
  npm run merchant -- return-refund|return-credit|return-ship-exchange --shop <slug> --return <return> --items <item id>:<quantity>[,...] [--key <key>]
  npm run merchant -- return-store-action-retry --shop <slug> --return <return> --action <action id> [--key <key>]
  npm run merchant -- return-policy --shop <slug> [--file <policy.json>]
  npm run merchant -- exchange-catalog --shop <slug> --file <catalog.json>
`;

export interface CommandRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A change to part of a setting: `read` is asked first and `body` makes the request's body from its answer. */
  merge?: { read: string; body: (current: unknown) => unknown };
}

type Values = {
  return?: string;
  action?: string;
  items?: string;
  reason?: string;
  status?: string;
  file?: string;
  key?: string;
};

const COMMAND_PATHS: Record<string, string> = {
  'return-approve': 'approve',
  'return-reject': 'reject',
  'return-cancel': 'cancel',
  'return-close': 'close',
  'return-receive': 'receive',
  'return-refund': 'refund',
  'return-credit': 'credit',
  'return-ship-exchange': 'ship-exchange',
};

const UnitsSchema = z.array(
  z.object({
    itemId: z.uuid(),
    quantity: z.number().int().min(1).max(1000),
    condition: ReturnItemConditionSchema.optional(),
  }),
);

function units(text: string | undefined, withCondition: boolean, fail: (message: string) => never) {
  if (!text) fail('--items: is required');
  const parsed = UnitsSchema.safeParse(
    text.split(',').map((part) => {
      const [itemId, quantity, condition] = part.trim().split(':');
      return { itemId, quantity: Number(quantity), ...(withCondition ? { condition } : {}) };
    }),
  );
  if (!parsed.success || (withCondition && parsed.data.some((unit) => !unit.condition))) {
    fail(`--items: <item id>:<quantity>${withCondition ? ':<as_new|used|damaged>' : ''}, comma separated`);
  }
  return parsed.data;
}

function jsonFile<T extends z.ZodType>(
  schema: T,
  file: string | undefined,
  fail: (message: string) => never,
): z.output<T> {
  if (!file) fail('--file: is required');
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`--file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  return parsed.data;
}

/** The admin API request of a return command, or null when the command is not one of these. */
export function returnRequest(
  command: string,
  values: Values,
  shopPath: () => string,
  fail: (message: string) => never,
): CommandRequest | null {
  const returnPath = () => {
    if (!values.return) fail('--return: is required');
    return `${shopPath()}/returns/${encodeURIComponent(values.return)}`;
  };
  const headers = values.key ? { 'idempotency-key': values.key } : undefined;
  const segment = COMMAND_PATHS[command];
  if (segment) {
    const body =
      segment === 'receive'
        ? { items: units(values.items, true, fail) }
        : ['refund', 'credit', 'ship-exchange'].includes(segment)
          ? { items: units(values.items, false, fail).map(({ itemId, quantity }) => ({ itemId, quantity })) }
          : segment === 'approve'
            ? {}
            : { ...(values.reason ? { reason: values.reason } : {}) };
    return { method: 'POST', path: `${returnPath()}/${segment}`, body, ...(headers ? { headers } : {}) };
  }
  switch (command) {
    case 'returns':
      return {
        method: 'GET',
        path: `${shopPath()}/returns${values.status ? `?status=${encodeURIComponent(values.status)}` : ''}`,
      };
    case 'return':
      return { method: 'GET', path: returnPath() };
    case 'return-store-action-retry': {
      if (!values.action) fail('--action: is required (an actionId from `return`)');
      return {
        method: 'POST',
        path: `${returnPath()}/store-actions/${encodeURIComponent(values.action)}/retry`,
        body: {},
        ...(headers ? { headers } : {}),
      };
    }
    case 'return-policy':
      return values.file
        ? {
            method: 'PUT',
            path: `${shopPath()}/return-policy`,
            body: jsonFile(ReturnPolicyOverridesSchema, values.file, fail),
          }
        : { method: 'GET', path: `${shopPath()}/return-policy` };
    case 'exchange-catalog':
      return {
        method: 'PUT',
        path: `${shopPath()}/exchange-catalog`,
        body: jsonFile(ExchangeCatalogSchema, values.file, fail),
      };
    default:
      return null;
  }
}

type StoreActionLine = {
  actionId: string;
  kind: string;
  amount: number;
  bonus: number;
  quantity: number | null;
  platform: string;
  status: string;
  reference: string | null;
  attempts: number;
  lastError: string | null;
};

/** One store-platform action: what, where, how it stands, and why it failed when it did. */
function describeStoreAction(action: StoreActionLine, currency: string): string {
  const money =
    action.kind === 'exchange_order'
      ? `× ${action.quantity ?? 1}`
      : formatMoney(action.amount + action.bonus, currency, 'en-US') +
        (action.quantity ? ` (${action.quantity} unit(s))` : '');
  const outcome =
    action.status === 'done'
      ? `done ${action.reference ?? ''}`.trim()
      : `${action.status} after ${action.attempts} attempt(s)${action.lastError ? `: ${action.lastError}` : ''}`;
  return `  ${action.actionId}  ${action.kind} ${money} on ${action.platform}  ${outcome}`;
}

type Line = {
  item: { itemId: string; title: string; quantity: number };
  resolution: string;
  received: number;
  settled: number;
};

/** Human-readable output of the return commands; null for other commands. */
export function describeReturn(command: string, data: unknown): string | null {
  const value = data as Record<string, unknown>;
  if (command === 'returns') {
    const rows = (value.returns as Record<string, unknown>[]) ?? [];
    if (rows.length === 0) return 'No returns.';
    return rows
      .map((row) =>
        [
          String(row.returnNumber).padEnd(15),
          String(row.status).padEnd(16),
          String(row.orderName).padEnd(12),
          formatMoney(Number(row.refund), String(row.currency), 'en-US').padStart(12),
          String(row.createdAt).slice(0, 16).replace('T', ' '),
        ].join('  '),
      )
      .join('\n');
  }
  if (command === 'return-policy' || command === 'exchange-catalog') return JSON.stringify(data, null, 2);
  if (command === 'return-store-action-retry') {
    const action = value as unknown as StoreActionLine;
    return `Action ${action.actionId} (${action.kind} on ${action.platform}) is ${action.status}: queued again${action.lastError ? ` (it had failed: ${action.lastError})` : ''}.`;
  }
  if (command !== 'return' && !COMMAND_PATHS[command]) return null;
  const lines = (value.lines as Line[]) ?? [];
  const actions = (value.storeActions as StoreActionLine[] | undefined) ?? [];
  return [
    `Return ${value.returnNumber} (order ${value.orderName}) is ${value.status}${value.statusReason ? ` (${value.statusReason})` : ''}.`,
    ...lines.map(
      (line) =>
        `  ${line.item.itemId}  ${line.item.title} × ${line.item.quantity}  ${line.resolution}  received ${line.received}, settled ${line.settled}`,
    ),
    ...(actions.length > 0
      ? ['Store platform:', ...actions.map((action) => describeStoreAction(action, String(value.currency)))]
      : []),
  ].join('\n');
}
