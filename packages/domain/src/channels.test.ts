import { describe, expect, it } from 'vitest';
import {
  CHANNELS,
  DEFAULT_SUPPORT,
  FIXED_REDIRECTS,
  findChannel,
  fixedRedirect,
  ORDER_ID_LABELS,
  orderIdLabelFor,
  usesLegacySite,
} from './channels';

describe('channel registry (spec sections 1 and 2)', () => {
  it('section 1: about 60 partner channels are listed', () => {
    expect(CHANNELS.length).toBeGreaterThanOrEqual(55);
    expect(CHANNELS.length).toBeLessThanOrEqual(65);
  });

  it('section 1 and 2: holds every channel the spec names', () => {
    for (const alias of [
      '17track',
      'garmentory',
      'treet',
      'dhgate',
      'zeelool',
      'costway',
      'jeulia',
      'shopify',
      'shopline',
    ]) {
      expect(findChannel(alias)?.alias, alias).toBe(alias);
    }
  });

  it('section 1: a co-branded variant exists for the parcel-tracking partner', () => {
    const cobranded = CHANNELS.filter((channel) => channel.cobrand === 'parcel-tracking');
    expect(cobranded).toHaveLength(1);
    expect(cobranded[0]?.supportEmail).toBe(DEFAULT_SUPPORT['parcel-tracking'].customer);
  });

  it('section 1: order-id labels differ per channel (Swap ID, Contract ID, Worry-Free Purchase ID)', () => {
    const labels = new Set(CHANNELS.map((channel) => channel.orderIdLabel));
    expect(labels).toEqual(new Set(['Order number', 'Swap ID', 'Contract ID', 'Worry-Free Purchase ID']));
    expect(findChannel('dhgate')?.orderIdLabel).toBe('Worry-Free Purchase ID');
    expect(findChannel('dhgate')?.orderIdLabelKey).toBe('orderIdLabel.worry_free_purchase_id');
    expect(findChannel('shopify')?.orderIdLabel).toBe('Order number');
  });

  it('has unique lower-case aliases, names, and logos under /channels/', () => {
    const aliases = CHANNELS.map((channel) => channel.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const channel of CHANNELS) {
      expect(channel.alias).toMatch(/^[a-z0-9-]+$/);
      expect(channel.name).not.toBe('');
      if (channel.logo !== null) expect(channel.logo).toBe(`/channels/${channel.alias}.svg`);
      expect(channel.supportEmail).toMatch(/@/);
    }
    expect(CHANNELS.some((channel) => channel.logo === null)).toBe(true);
  });

  it('finds channels ignoring case and surrounding spaces; null-safe', () => {
    expect(findChannel('DHgate')?.name).toBe('DHgate');
    expect(findChannel('  Zeelool ')?.alias).toBe('zeelool');
    expect(findChannel('nope')).toBeNull();
    expect(findChannel('')).toBeNull();
    expect(findChannel(null)).toBeNull();
    expect(findChannel(undefined)).toBeNull();
  });

  it('gives the order-id label of a channel, or Order number', () => {
    expect(orderIdLabelFor('swap')).toEqual({ label: 'Swap ID', key: 'orderIdLabel.swap_id' });
    expect(orderIdLabelFor('warranty-direct').label).toBe('Contract ID');
    expect(orderIdLabelFor('unknown')).toEqual(ORDER_ID_LABELS.orderNumber);
    expect(orderIdLabelFor(null)).toEqual({ label: 'Order number', key: 'orderIdLabel.order_number' });
  });
});

describe('legacy site (spec section 2 Login)', () => {
  it('section 2: the legacy resolution site is used for 17track, garmentory and treet', () => {
    expect(usesLegacySite('17track')).toBe(true);
    expect(usesLegacySite('garmentory')).toBe(true);
    expect(usesLegacySite('Treet')).toBe(true);
    expect(CHANNELS.filter((channel) => channel.legacySite).map((channel) => channel.alias)).toEqual([
      '17track',
      'garmentory',
      'treet',
    ]);
  });

  it('section 2: other channels, unknown aliases and no alias use the new site', () => {
    expect(usesLegacySite('dhgate')).toBe(false);
    expect(usesLegacySite('17track-cobrand')).toBe(false);
    expect(usesLegacySite('unknown')).toBe(false);
    expect(usesLegacySite(null)).toBe(false);
  });
});

describe('fixed redirects (spec section 2 Other routes)', () => {
  it('section 2: /dhgate, /treet and /garmentory redirect to the root', () => {
    expect(FIXED_REDIRECTS).toEqual({ '/dhgate': '/', '/treet': '/', '/garmentory': '/' });
    expect(fixedRedirect('/dhgate')).toBe('/');
    expect(fixedRedirect('/treet')).toBe('/');
    expect(fixedRedirect('/garmentory')).toBe('/');
  });

  it('ignores case and a trailing slash', () => {
    expect(fixedRedirect('/DHgate/')).toBe('/');
  });

  it('leaves other paths alone, sub-paths included', () => {
    expect(fixedRedirect('/')).toBeNull();
    expect(fixedRedirect('/dhgate/login')).toBeNull();
    expect(fixedRedirect('/zeelool')).toBeNull();
    expect(fixedRedirect('constructor')).toBeNull();
  });
});

describe('default support contacts (spec section 9)', () => {
  it('section 9: customer and merchant addresses per brand', () => {
    for (const brand of ['rc', 'parcel-tracking'] as const) {
      expect(DEFAULT_SUPPORT[brand].customer).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(DEFAULT_SUPPORT[brand].merchant).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(DEFAULT_SUPPORT[brand].customer).not.toBe(DEFAULT_SUPPORT[brand].merchant);
    }
    expect(findChannel('shopify')?.supportEmail).toBe(DEFAULT_SUPPORT.rc.customer);
  });
});
