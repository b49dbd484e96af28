// The EU right of withdrawal (Directive 2011/83/EU, Article 9, and the withdrawal function of
// Article 11a added by Directive (EU) 2023/2673, applying from 19 June 2026): which orders offer
// the "withdraw from contract here" function, and until when.

/** The statutory period: 14 days from the day the goods were received. */
export const DEFAULT_WITHDRAWAL_DAYS = 14;

/** The markets the withdrawal function is offered in by default: the EU and the EEA. */
export const EU_EEA_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
];

/** A merchant's withdrawal settings: off unless enabled; the period and the markets it sets. */
export interface WithdrawalSettings {
  enabled: boolean;
  /** Days from delivery (at least the statutory 14). */
  periodDays: number;
  /** ISO 3166-1 alpha-2 codes of the orders' countries it applies to. */
  countries: readonly string[];
}

export const DEFAULT_WITHDRAWAL_SETTINGS: WithdrawalSettings = {
  enabled: false,
  periodDays: DEFAULT_WITHDRAWAL_DAYS,
  countries: EU_EEA_COUNTRIES,
};

/** The settings in force: the merchant's over the defaults; a period below 14 days counts as 14. */
export function withdrawalSettingsOf(
  saved: Partial<WithdrawalSettings> | null | undefined,
): WithdrawalSettings {
  const merged = { ...DEFAULT_WITHDRAWAL_SETTINGS, ...(saved ?? {}) };
  return {
    enabled: merged.enabled,
    periodDays: Math.max(DEFAULT_WITHDRAWAL_DAYS, Math.floor(merged.periodDays)),
    countries: merged.countries.map((country) => country.toUpperCase()),
  };
}

/** Why an order offers no withdrawal function (null: it does). */
export type WithdrawalRefusal = 'disabled' | 'market' | 'period_ended';

export interface WithdrawalWindow {
  /** Null when the function is offered. */
  refusal: WithdrawalRefusal | null;
  /** The last moment of the period (end of its last day, UTC), or null when it cannot end yet. */
  endsAt: Date | null;
}

const DAY_MS = 86_400_000;

/**
 * The order's withdrawal window. The period runs from the last delivery of the order (goods in
 * several packages: from the last one, Article 9(2)(b)); an order not fully delivered yet is
 * still within it (a shopper may withdraw before receiving the goods), as is one whose delivery
 * date is unknown.
 */
export function withdrawalWindow(input: {
  settings: WithdrawalSettings;
  country: string | null;
  /** Delivery of each package; null for a package not delivered (or not shipped) yet. */
  deliveries: readonly (Date | null)[];
  now: Date;
}): WithdrawalWindow {
  const { settings, country, deliveries, now } = input;
  if (!settings.enabled) return { refusal: 'disabled', endsAt: null };
  if (!country || !settings.countries.includes(country.toUpperCase()))
    return { refusal: 'market', endsAt: null };
  if (deliveries.length === 0 || deliveries.some((delivered) => delivered === null)) {
    return { refusal: null, endsAt: null };
  }
  const lastDelivery = Math.max(...deliveries.map((delivered) => (delivered as Date).getTime()));
  const startOfDay = Math.floor(lastDelivery / DAY_MS) * DAY_MS;
  // The period starts the day after delivery and ends at the close of its last day.
  const endsAt = new Date(startOfDay + (settings.periodDays + 1) * DAY_MS - 1);
  return { refusal: now.getTime() > endsAt.getTime() ? 'period_ended' : null, endsAt };
}
