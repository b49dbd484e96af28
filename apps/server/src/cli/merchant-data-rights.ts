// The shopper-rights commands of `npm run merchant` (issue 15): the appeal window of refused
// claims, each a request to the admin API's routes for the store.
import type { CommandRequest } from './merchant-returns';

export const DATA_RIGHTS_USAGE = `  npm run merchant -- appeal-window --shop <slug> --days <0-365, 0 turns appeals off>
`;

type Values = { days?: string };

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
    default:
      return null;
  }
}
