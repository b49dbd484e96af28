// The settings commands of `npm run merchant` (issue 15): the EU withdrawal function (on or off,
// its period and markets) and the withdrawals received, and how the store's e-mails go out (sender,
// its own SMTP server, the PNG logo, claim e-mails switched off or in its own words). Without a
// change, each command shows the settings as they are. Each is a request to the admin API.
import { readFileSync } from 'node:fs';
import { EU_EEA_COUNTRIES } from '@rc/domain/withdrawal';
import type { CommandRequest } from './merchant-returns';

export const SETTINGS_USAGE = `  npm run merchant -- withdrawal-settings --shop <slug> [--on|--off] [--days <14-365>] [--countries <DE,FR,...|eu>]
  npm run merchant -- withdrawals --shop <slug> [--order <order name>] [--since <ISO time>] [--limit <1-500>]
  npm run merchant -- email-settings --shop <slug> [--sender-name <name|none>] [--sender-address <e-mail|none>]
      [--smtp <smtp(s)://user:password@host:port|none>] [--logo-png <https address|none>]
      [--claim-emails-off <status,...>] [--claim-emails-on <status,...>] [--file <claim e-mail texts.json>]
`;

type Values = {
  on?: boolean;
  off?: boolean;
  days?: string;
  countries?: string;
  order?: string;
  since?: string;
  limit?: string;
  'sender-name'?: string;
  'sender-address'?: string;
  smtp?: string;
  'logo-png'?: string;
  'claim-emails-off'?: string;
  'claim-emails-on'?: string;
  file?: string;
};

/** `none` clears a setting; anything else is its new value; not given leaves it. */
function valueOrNone(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value.trim().toLowerCase() === 'none' ? null : value;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The admin API request of a settings command, or null when the command is not one of these. */
export function settingsRequest(
  command: string,
  values: Values,
  shopPath: () => string,
  fail: (message: string) => never,
): CommandRequest | null {
  switch (command) {
    case 'withdrawal-settings': {
      if (values.on && values.off) fail('--on and --off: give one of them');
      const body: Record<string, unknown> = {};
      if (values.on || values.off) body.enabled = Boolean(values.on);
      if (values.days !== undefined) {
        const days = Number(values.days);
        if (!Number.isInteger(days)) fail('--days: a whole number of days (14 at least)');
        body.periodDays = days;
      }
      if (values.countries !== undefined) {
        body.countries =
          values.countries.trim().toLowerCase() === 'eu' ? [...EU_EEA_COUNTRIES] : list(values.countries);
      }
      const path = `${shopPath()}/withdrawal-settings`;
      return Object.keys(body).length ? { method: 'PUT', path, body } : { method: 'GET', path };
    }
    case 'withdrawals': {
      const query = new URLSearchParams();
      if (values.order) query.set('orderName', values.order);
      if (values.since) query.set('since', values.since);
      if (values.limit) query.set('limit', values.limit);
      const search = query.toString();
      return { method: 'GET', path: `${shopPath()}/withdrawals${search ? `?${search}` : ''}` };
    }
    case 'email-settings': {
      const path = `${shopPath()}/email-settings`;
      const body: Record<string, unknown> = {};
      const plain = {
        senderName: valueOrNone(values['sender-name']),
        senderAddress: valueOrNone(values['sender-address']),
        smtpUrl: valueOrNone(values.smtp),
        logoPngUrl: valueOrNone(values['logo-png']),
      };
      for (const [key, value] of Object.entries(plain)) if (value !== undefined) body[key] = value;
      const off = list(values['claim-emails-off']);
      const on = list(values['claim-emails-on']);
      let texts: unknown;
      if (values.file) {
        try {
          texts = JSON.parse(readFileSync(values.file, 'utf8'));
        } catch (error) {
          fail(`--file: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (!off.length && !on.length && texts === undefined) {
        return Object.keys(body).length ? { method: 'PUT', path, body } : { method: 'GET', path };
      }
      // Claim e-mails are one setting (the switches and the texts): read them, change what was asked.
      return {
        method: 'PUT',
        path,
        body,
        merge: {
          read: path,
          body: (current) => {
            const claimEmails = (current as { claimEmails?: { disabled?: string[]; texts?: unknown } })
              .claimEmails;
            const disabled = new Set(claimEmails?.disabled ?? []);
            for (const status of off) disabled.add(status);
            for (const status of on) disabled.delete(status);
            return {
              ...body,
              claimEmails: { disabled: [...disabled], texts: texts ?? claimEmails?.texts ?? {} },
            };
          },
        },
      };
    }
    default:
      return null;
  }
}

/** Human-readable output of a settings command, or null when the command is not one of these. */
export function describeSettings(command: string, data: unknown): string | null {
  const value = data as Record<string, unknown>;
  switch (command) {
    case 'withdrawal-settings': {
      const countries = (value.countries as string[] | undefined) ?? [];
      return value.enabled
        ? `The withdrawal function is on: ${value.periodDays} days from delivery, for orders to ${countries.join(', ')}.`
        : `The withdrawal function is off (when on: ${value.periodDays} days from delivery, for orders to ${countries.join(', ')}).`;
    }
    case 'withdrawals': {
      const withdrawals = (value.withdrawals as Record<string, unknown>[] | undefined) ?? [];
      if (withdrawals.length === 0) return 'No withdrawals.';
      return withdrawals
        .map((withdrawal) =>
          [
            String(withdrawal.receivedAt).slice(0, 19).replace('T', ' '),
            String(withdrawal.orderName).padEnd(12),
            withdrawal.partial
              ? (withdrawal.items as { quantity: number; title: string }[])
                  .map((item) => `${item.quantity} × ${item.title}`)
                  .join(', ')
              : 'the whole order',
            String(withdrawal.country ?? ''),
          ].join('  '),
        )
        .join('\n');
    }
    case 'email-settings': {
      const claimEmails = value.claimEmails as { disabled: string[]; texts: Record<string, unknown> };
      return [
        `From: ${value.from}`,
        `Own SMTP server: ${value.smtpHost ?? 'none'}`,
        `E-mail logo: ${value.emailLogoUrl ?? 'none (the store name in bold)'}`,
        `Claim e-mails off: ${claimEmails.disabled.length ? claimEmails.disabled.join(', ') : 'none'}`,
        `Claim e-mails in the store's words: ${Object.keys(claimEmails.texts).join(', ') || 'none'}`,
      ].join('\n');
    }
    default:
      return null;
  }
}
