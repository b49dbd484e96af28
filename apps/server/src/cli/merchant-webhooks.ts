// The webhook commands of `npm run merchant` (decision 027): a store's endpoints, their secrets,
// delivery log, replays and test events, each a request to the admin API's webhook routes.
import type { CommandRequest } from './merchant-returns';

export const WEBHOOK_USAGE = `  npm run merchant -- webhooks --shop <slug>
  npm run merchant -- webhook-add --shop <slug> --url <https address> [--types <event type>,...] [--note <description>]
  npm run merchant -- webhook-enable|webhook-disable|webhook-test|webhook-remove --shop <slug> --endpoint <endpoint id>
  npm run merchant -- webhook-rotate --shop <slug> --endpoint <endpoint id> [--hours <overlap, 0-168>]
  npm run merchant -- webhook-deliveries --shop <slug> --endpoint <endpoint id> [--status pending|succeeded|failed]
  npm run merchant -- webhook-replay --shop <slug> --message <message id> [--endpoint <endpoint id>]
`;

type Values = {
  url?: string;
  types?: string;
  note?: string;
  endpoint?: string;
  message?: string;
  hours?: string;
  status?: string;
};

/** The admin API request of a webhook command, or null when the command is not one of these. */
export function webhookRequest(
  command: string,
  values: Values,
  shopPath: () => string,
  fail: (message: string) => never,
): CommandRequest | null {
  const root = () => `${shopPath()}/webhooks`;
  const endpointPath = () => {
    if (!values.endpoint) fail('--endpoint: is required');
    return `${root()}/endpoints/${encodeURIComponent(values.endpoint)}`;
  };
  switch (command) {
    case 'webhooks':
      return { method: 'GET', path: `${root()}/endpoints` };
    case 'webhook-add':
      if (!values.url) fail('--url: is required');
      return {
        method: 'POST',
        path: `${root()}/endpoints`,
        body: {
          url: values.url,
          eventTypes: values.types ? values.types.split(',').map((type) => type.trim()) : [],
          ...(values.note ? { description: values.note } : {}),
        },
      };
    case 'webhook-enable':
    case 'webhook-disable':
      return { method: 'PATCH', path: endpointPath(), body: { enabled: command === 'webhook-enable' } };
    case 'webhook-test':
      return { method: 'POST', path: `${endpointPath()}/test`, body: {} };
    case 'webhook-remove':
      return { method: 'DELETE', path: endpointPath() };
    case 'webhook-rotate': {
      const hours = values.hours === undefined ? 24 : Number(values.hours);
      if (!Number.isInteger(hours)) fail('--hours: a whole number of hours');
      return { method: 'POST', path: `${endpointPath()}/rotate-secret`, body: { overlapHours: hours } };
    }
    case 'webhook-deliveries':
      return {
        method: 'GET',
        path: `${endpointPath()}/deliveries${values.status ? `?status=${encodeURIComponent(values.status)}` : ''}`,
      };
    case 'webhook-replay':
      if (!values.message) fail('--message: is required');
      return {
        method: 'POST',
        path: `${root()}/messages/${encodeURIComponent(values.message)}/replay`,
        body: values.endpoint ? { endpointId: values.endpoint } : {},
      };
    default:
      return null;
  }
}

interface EndpointData {
  endpointId: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  disabledReason: string | null;
  secret?: string;
}

function endpointLine(endpoint: EndpointData): string {
  const types = endpoint.eventTypes.length ? endpoint.eventTypes.join(',') : 'every event';
  const state = endpoint.enabled ? 'enabled' : `disabled (${endpoint.disabledReason ?? 'by the merchant'})`;
  return `${endpoint.endpointId}  ${endpoint.url}  ${types}  ${state}`;
}

/** Human-readable output of a webhook command; null when the command is not one of these. */
export function describeWebhook(command: string, data: unknown): string | null {
  const value = data as Record<string, unknown>;
  switch (command) {
    case 'webhooks': {
      const endpoints = (value.endpoints as EndpointData[]) ?? [];
      return endpoints.length ? endpoints.map(endpointLine).join('\n') : 'No webhook endpoints.';
    }
    case 'webhook-add':
      return [
        endpointLine(value as unknown as EndpointData),
        '',
        `Signing secret (keep it secret; verify with any Standard Webhooks library): ${value.secret}`,
      ].join('\n');
    case 'webhook-enable':
    case 'webhook-disable':
      return endpointLine(value as unknown as EndpointData);
    case 'webhook-test':
      return `Test event ${value.messageId} queued.`;
    case 'webhook-remove':
      return 'Endpoint removed; its deliveries waiting are dropped.';
    case 'webhook-rotate':
      return `New signing secret: ${value.secret}\nThe previous one signs too until ${value.previousSecretExpiresAt}.`;
    case 'webhook-deliveries': {
      const deliveries = (value.deliveries as Record<string, string | number | null>[]) ?? [];
      if (!deliveries.length) return 'No deliveries.';
      return deliveries
        .map((delivery) =>
          [
            String(delivery.createdAt).slice(0, 19).replace('T', ' '),
            String(delivery.eventType).padEnd(24),
            String(delivery.status).padEnd(10),
            `tries ${delivery.attempts}`,
            delivery.lastStatus === null ? String(delivery.lastError ?? '') : `HTTP ${delivery.lastStatus}`,
            String(delivery.messageId),
          ].join('  '),
        )
        .join('\n');
    }
    case 'webhook-replay':
      return `Queued again for ${value.requeued} endpoint${value.requeued === 1 ? '' : 's'}.`;
    default:
      return null;
  }
}
