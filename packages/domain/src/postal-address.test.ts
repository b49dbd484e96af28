import { describe, expect, it } from 'vitest';
import { countryLine, isCountryCode, postalAddressLines, townLine } from './postal-address';

describe('postal addresses on a return label (decision 053)', () => {
  it('knows the ISO 3166-1 alpha-2 codes of countries, and nothing else', () => {
    for (const code of ['DE', 'US', 'PL', 'QA', 'XK', 'GB', 'FR'])
      expect(isCountryCode(code), code).toBe(true);
    for (const code of ['XX', 'AA', 'ZZ', 'EU', 'UN', 'QO', 'de', 'DEU', '', 'D1']) {
      expect(isCountryCode(code), code).toBe(false);
    }
  });

  it('writes the town the way the country does', () => {
    expect(townLine({ city: 'Berlin', postalCode: '10115', country: 'DE' })).toBe('10115 Berlin');
    expect(townLine({ city: 'Kraków', region: 'Małopolskie', postalCode: '30-001', country: 'PL' })).toBe(
      '30-001 Kraków, Małopolskie',
    );
    expect(townLine({ city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' })).toBe(
      'Springfield, IL 62701',
    );
    expect(townLine({ city: 'London', region: null, postalCode: 'SW1A 1AA', country: 'GB' })).toBe(
      'London SW1A 1AA',
    );
  });

  it('prints name, company, street lines, town and the country in capitals; empty parts left out', () => {
    expect(
      postalAddressLines({
        name: 'Returns desk',
        company: 'North Shop GmbH',
        line1: 'Lagerstraße 5',
        line2: '',
        city: 'Hamburg',
        postalCode: '20095',
        country: 'DE',
        phone: '+49 40 123456',
      }),
    ).toEqual(['Returns desk', 'North Shop GmbH', 'Lagerstraße 5', '20095 Hamburg', 'GERMANY']);
    expect(
      postalAddressLines({
        name: 'Sam Rivera',
        line1: '1 Main St',
        line2: 'Apt 4',
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        country: 'US',
      }),
    ).toEqual(['Sam Rivera', '1 Main St', 'Apt 4', 'Springfield, IL 62701', 'UNITED STATES']);
    expect(countryLine('XK')).toBe('KOSOVO');
  });
});
