// Switching between interface versions 4 and 5 (spec section 4 "Version switching"). The switch
// is client-side only: no call.

export type InterfaceVersion = '4' | '5';

/** The version as '4' or '5', or null when it is not set or not one of them. */
export function parseVersion(value: string | number | null | undefined): InterfaceVersion | null {
  const text = String(value ?? '').trim();
  return text === '4' || text === '5' ? text : null;
}

/**
 * Spec 4: on first load, when the new interface is enabled and no version is set, the version
 * becomes 5 (without navigating) and the welcome modal ('Go to New' / 'Not now') opens.
 * Otherwise the stored version stays (null when none).
 */
export function firstLoadVersion({
  enableNewRc,
  currentVersion,
}: {
  enableNewRc: boolean | null | undefined;
  currentVersion: string | number | null | undefined;
}): { version: InterfaceVersion | null; showWelcome: boolean } {
  const version = parseVersion(currentVersion);
  if (enableNewRc && version === null) return { version: '5', showWelcome: true };
  return { version, showWelcome: false };
}

/**
 * Spec 4: which switch banner a page shows. Hidden when fromUS is set or the new interface is
 * not enabled; otherwise the old-version banner on home, the new-version banner on orders.
 */
export function switchBanner({
  fromUS,
  enableNewRc,
  page,
}: {
  fromUS: boolean | null | undefined;
  enableNewRc: boolean | null | undefined;
  page: 'home' | 'orders';
}): 'old-version' | 'new-version' | null {
  if (fromUS || !enableNewRc) return null;
  return page === 'home' ? 'old-version' : 'new-version';
}

/** Spec 4: switching to 5 sets version 5 and goes to orders; back to 4 sets 4 and goes to home. */
export function switchTarget(to: InterfaceVersion): {
  currentVersion: InterfaceVersion;
  route: 'home' | 'orders';
} {
  return { currentVersion: to, route: to === '5' ? 'orders' : 'home' };
}
