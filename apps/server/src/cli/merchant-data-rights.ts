// The shopper-rights commands of `npm run merchant` (issue 15): the appeal window of refused
// claims, the export and the erasure of a shopper's personal data and their record, the store's
// journey events, the shoppers' comments and an order's packages, each a request to the admin
// API's routes for the store.
import { writeFileSync } from 'node:fs';
import type { CommandRequest } from './merchant-returns';

export const DATA_RIGHTS_USAGE = `  npm run merchant -- appeal-window --shop <slug> [--days <0-365, 0 turns appeals off>]
  npm run merchant -- export --shop <slug> --order <order name> [--by <who asked and how>] [--file <out.json>]
  npm run merchant -- erase --shop <slug> --order <order name> --by <who asked and how> [--note <text>]
  npm run merchant -- data-requests --shop <slug>
  npm run merchant -- events --shop <slug> [--cursor <nextCursor>] [--limit <1-500>]
  npm run merchant -- comments --shop <slug> [--order <order name>] [--since <ISO time>] [--limit <1-200>]
  npm run merchant -- tracking --shop <slug> --order <order name>
`;

type Values = {
  days?: string;
  order?: string;
  by?: string;
  note?: string;
  cursor?: string;
  limit?: string;
  since?: string;
  file?: string;
};

const orderPath = (shopPath: () => string, order: string) =>
  `${shopPath()}/orders/${encodeURIComponent(order)}`;

/** The admin API request of a data-rights command, or null when the command is not one of these. */
export function dataRightsRequest(
  command: string,
  values: Values,
  shopPath: () => string,
  fail: (message: string) => never,
): CommandRequest | null {
  switch (command) {
    case 'appeal-window': {
      if (values.days === undefined) return { method: 'GET', path: `${shopPath()}/appeal-settings` };
      const days = Number(values.days);
      if (values.days === undefined || !Number.isInteger(days)) fail('--days: a whole number of days');
      return { method: 'PUT', path: `${shopPath()}/appeal-settings`, body: { windowDays: days } };
    }
    case 'export': {
      if (!values.order) fail('--order: is required');
      const search = values.by ? `?${new URLSearchParams({ requestedBy: values.by })}` : '';
      return { method: 'GET', path: `${orderPath(shopPath, values.order)}/personal-data${search}` };
    }
    case 'comments': {
      const query = new URLSearchParams();
      if (values.order) query.set('orderName', values.order);
      if (values.since) query.set('since', values.since);
      if (values.limit) query.set('limit', values.limit);
      const search = query.toString();
      return { method: 'GET', path: `${shopPath()}/comments${search ? `?${search}` : ''}` };
    }
    case 'tracking':
      if (!values.order) fail('--order: is required');
      return { method: 'GET', path: `${orderPath(shopPath, values.order)}/tracking` };
    case 'erase':
      if (!values.order) fail('--order: is required');
      if (!values.by) fail('--by: is required (who asked for the erasure, and how)');
      return {
        method: 'POST',
        path: `${shopPath()}/orders/${encodeURIComponent(values.order)}/erase-personal-data`,
        body: { requestedBy: values.by, ...(values.note ? { note: values.note } : {}) },
      };
    case 'data-requests':
      return { method: 'GET', path: `${shopPath()}/data-requests` };
    case 'events': {
      const query = new URLSearchParams();
      if (values.cursor) query.set('cursor', values.cursor);
      if (values.limit) query.set('limit', values.limit);
      const search = query.toString();
      return { method: 'GET', path: `${shopPath()}/events${search ? `?${search}` : ''}` };
    }
    default:
      return null;
  }
}

/**
 * Human-readable output of a data-rights command, or null when the command is not one of these.
 * `export` writes its document to `--file` when given, and prints it otherwise.
 */
export function describeDataRights(command: string, data: unknown, values: Values = {}): string | null {
  const value = data as Record<string, unknown>;
  switch (command) {
    case 'export': {
      const document = JSON.stringify(data, null, 2);
      if (!values.file) return document;
      writeFileSync(values.file, `${document}\n`, { mode: 0o600 });
      return `The data of order ${values.order} is in ${values.file} (recorded as an export; see data-requests).`;
    }
    case 'comments': {
      const comments = (value.comments as Record<string, string | null>[]) ?? [];
      if (comments.length === 0) return 'No comments.';
      return comments
        .map((comment) =>
          [
            String(comment.updatedAt).slice(0, 16).replace('T', ' '),
            String(comment.orderName).padEnd(12),
            comment.itemTitle ?? 'the order',
            `"${comment.body}"`,
          ].join('  '),
        )
        .join('\n');
    }
    case 'tracking': {
      const packages = (value.packages as Record<string, unknown>[]) ?? [];
      if (packages.length === 0) return `Order ${value.orderName} has no packages.`;
      return packages
        .map((pkg) => {
          const carrier = (pkg.carrier as { name?: string } | null)?.name ?? '';
          const checkpoints = (pkg.checkpoints as unknown[] | undefined)?.length ?? 0;
          return [
            String(pkg.trackingNumber ?? '(no number)').padEnd(24),
            String(pkg.status).padEnd(20),
            carrier,
            `${checkpoints} checkpoint${checkpoints === 1 ? '' : 's'}`,
          ].join('  ');
        })
        .join('\n');
    }
    case 'appeal-window':
      return Number(value.windowDays) === 0
        ? 'Refused claims can no longer be appealed.'
        : `Shoppers may appeal a refused claim once, within ${value.windowDays} days of the refusal.`;
    case 'erase':
      return `The personal data of order ${value.orderName} is erased (record ${value.requestId}, ${value.createdAt}).\n${Object.entries(
        value.summary as Record<string, number>,
      )
        .map(([part, count]) => `  ${part}: ${count}`)
        .join('\n')}`;
    case 'data-requests': {
      const requests = (value.requests as Record<string, string>[]) ?? [];
      if (requests.length === 0) return 'No data requests.';
      return requests
        .map((request) =>
          [
            request.createdAt?.slice(0, 16).replace('T', ' '),
            request.kind?.padEnd(8),
            request.orderName,
            request.requestedBy,
          ].join('  '),
        )
        .join('\n');
    }
    case 'events': {
      const events = (value.events as Record<string, string>[]) ?? [];
      const lines = events.map((event) =>
        [event.at, String(event.event).padEnd(24), event.orderName ?? ''].join('  '),
      );
      return [...lines, `next: --cursor ${value.nextCursor ?? ''}`].join('\n');
    }
    default:
      return null;
  }
}
