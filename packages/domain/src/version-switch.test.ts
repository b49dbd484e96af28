import { describe, expect, it } from 'vitest';
import { firstLoadVersion, parseVersion, switchBanner, switchTarget } from './version-switch';

describe('version switching (spec section 4)', () => {
  it('section 4: switch to new sets currentVersion 5 and goes to orders', () => {
    expect(switchTarget('5')).toEqual({ currentVersion: '5', route: 'orders' });
  });

  it('section 4: switch back sets 4 and goes to home', () => {
    expect(switchTarget('4')).toEqual({ currentVersion: '4', route: 'home' });
  });

  it('section 4: on first load with the new interface enabled and no version set, version becomes 5 with the welcome modal', () => {
    expect(firstLoadVersion({ enableNewRc: true, currentVersion: undefined })).toEqual({
      version: '5',
      showWelcome: true,
    });
    expect(firstLoadVersion({ enableNewRc: true, currentVersion: '' })).toEqual({
      version: '5',
      showWelcome: true,
    });
    expect(firstLoadVersion({ enableNewRc: true, currentVersion: null })).toEqual({
      version: '5',
      showWelcome: true,
    });
  });

  it('section 4: a version already set stays, without the welcome modal', () => {
    expect(firstLoadVersion({ enableNewRc: true, currentVersion: '4' })).toEqual({
      version: '4',
      showWelcome: false,
    });
    expect(firstLoadVersion({ enableNewRc: true, currentVersion: 5 })).toEqual({
      version: '5',
      showWelcome: false,
    });
  });

  it('section 4: without the new interface nothing changes', () => {
    expect(firstLoadVersion({ enableNewRc: false, currentVersion: null })).toEqual({
      version: null,
      showWelcome: false,
    });
    expect(firstLoadVersion({ enableNewRc: undefined, currentVersion: '4' })).toEqual({
      version: '4',
      showWelcome: false,
    });
  });

  it('reads only 4 and 5 as versions', () => {
    expect(parseVersion(' 5 ')).toBe('5');
    expect(parseVersion(4)).toBe('4');
    expect(parseVersion('6')).toBeNull();
    expect(parseVersion(undefined)).toBeNull();
  });

  it('section 4: the old-version banner appears on home, the new-version banner on orders', () => {
    expect(switchBanner({ fromUS: false, enableNewRc: true, page: 'home' })).toBe('old-version');
    expect(switchBanner({ fromUS: null, enableNewRc: true, page: 'orders' })).toBe('new-version');
  });

  it('section 4: the switch banner is hidden when fromUS is set', () => {
    expect(switchBanner({ fromUS: true, enableNewRc: true, page: 'home' })).toBeNull();
    expect(switchBanner({ fromUS: true, enableNewRc: true, page: 'orders' })).toBeNull();
  });

  it('section 4: the switch banner is hidden when the new interface is not enabled', () => {
    expect(switchBanner({ fromUS: false, enableNewRc: false, page: 'home' })).toBeNull();
    expect(switchBanner({ fromUS: undefined, enableNewRc: undefined, page: 'orders' })).toBeNull();
  });
});
