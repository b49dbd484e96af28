// The shopper-rights commands of `npm run merchant` (issue 15): the appeal window of refused
// claims, the erasure of a shopper's personal data and its record, and the store's journey events,
// each a request to the admin API's routes for the store.
import type { CommandRequest } from './merchant-returns';

export const DATA_RIGHTS_USAGE = `  npm run merchant -- appeal-window --shop <slug> --days <0-365, 0 turns appeals off>
  npm run merchant -- erase --shop <slug> --order <order name> --by <who asked and how> [--note <text>]
  npm run merchant -- data-requests --shop <slug>
  npm run merchant -- events --shop <slug> [--cursor <nextCursor>] [--limit <1-500>]
`;

type Values = { days?: string; order?: string; by?: string; note?: string; cursor?: string; limit?: string };

/** The admin API request of a data-rights command, or null when the command is not one of these. */
export function dataRightsRequest(
  command: string,
  values: Values,
  shopPath: () => string,
  fail: (message: string) => never,
): CommandRequest | null {
  switch (command) {
    case 'appeal-window': {
      const days = Number(values.days);
      if (values.days === undefined || !Number.isInteger(days)) fail('--days: a whole number of days');
      return { method: 'PUT', path: `${shopPath()}/appeal-settings`, body: { windowDays: days } };
    }
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

/** Human-readable output of a data-rights command, or null when the command is not one of these. */
export function describeDataRights(command: string, data: unknown): string | null {
  const value = data as Record<string, unknown>;
  switch (command) {
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
