import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WITHDRAWAL_SETTINGS,
  EU_EEA_COUNTRIES,
  withdrawalSettingsOf,
  withdrawalWindow,
} from './withdrawal';

const on = { ...DEFAULT_WITHDRAWAL_SETTINGS, enabled: true };
const delivered = new Date('2026-11-02T15:30:00Z');

describe('withdrawalSettingsOf', () => {
  it('is off with 14 days in the EU and EEA by default', () => {
    expect(withdrawalSettingsOf(null)).toEqual({
      enabled: false,
      periodDays: 14,
      countries: EU_EEA_COUNTRIES,
    });
    expect(withdrawalSettingsOf(undefined).enabled).toBe(false);
  });

  it('keeps a longer period, raises a shorter one to the statutory 14 days, upper-cases markets', () => {
    expect(withdrawalSettingsOf({ enabled: true, periodDays: 30, countries: ['de', 'AT'] })).toEqual({
      enabled: true,
      periodDays: 30,
      countries: ['DE', 'AT'],
    });
    expect(withdrawalSettingsOf({ periodDays: 7 }).periodDays).toBe(14);
  });
});

describe('withdrawalWindow', () => {
  it('is refused when the merchant has not enabled it', () => {
    expect(
      withdrawalWindow({
        settings: DEFAULT_WITHDRAWAL_SETTINGS,
        country: 'DE',
        deliveries: [delivered],
        now: delivered,
      }),
    ).toEqual({
      refusal: 'disabled',
      endsAt: null,
    });
  });

  it('is refused outside the merchant markets and for an order without a country', () => {
    expect(
      withdrawalWindow({ settings: on, country: 'US', deliveries: [delivered], now: delivered }).refusal,
    ).toBe('market');
    expect(
      withdrawalWindow({ settings: on, country: null, deliveries: [delivered], now: delivered }).refusal,
    ).toBe('market');
    expect(
      withdrawalWindow({ settings: on, country: 'de', deliveries: [delivered], now: delivered }).refusal,
    ).toBeNull();
  });

  it('runs 14 days from the day after delivery, to the end of the last day', () => {
    const endsAt = new Date('2026-11-16T23:59:59.999Z');
    expect(withdrawalWindow({ settings: on, country: 'FR', deliveries: [delivered], now: endsAt })).toEqual({
      refusal: null,
      endsAt,
    });
    expect(
      withdrawalWindow({
        settings: on,
        country: 'FR',
        deliveries: [delivered],
        now: new Date(endsAt.getTime() + 1),
      }).refusal,
    ).toBe('period_ended');
  });

  it('counts from the last package, and stays open while a package is not delivered or none is known', () => {
    const later = new Date('2026-11-10T08:00:00Z');
    expect(
      withdrawalWindow({ settings: on, country: 'PL', deliveries: [delivered, later], now: later }).endsAt,
    ).toEqual(new Date('2026-11-24T23:59:59.999Z'));
    expect(
      withdrawalWindow({
        settings: on,
        country: 'PL',
        deliveries: [delivered, null],
        now: new Date('2027-01-01'),
      }),
    ).toEqual({
      refusal: null,
      endsAt: null,
    });
    expect(
      withdrawalWindow({ settings: on, country: 'PL', deliveries: [], now: delivered }).refusal,
    ).toBeNull();
  });
});
