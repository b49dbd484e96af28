// Device checks (spec sections 1 and 9): mobile layout below 768 px or on a mobile user agent;
// the app banner only on iOS.

/** Widths below this many CSS pixels get the mobile layout. */
export const MOBILE_BREAKPOINT_PX = 768;

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i;
const IOS_AGENT = /iPhone|iPad|iPod/;

/** Spec 9: true when the width is under 768 px or the user agent is a mobile one. */
export function isMobile({
  width,
  userAgent,
}: {
  width?: number | null;
  userAgent?: string | null;
}): boolean {
  return (width != null && width < MOBILE_BREAKPOINT_PX) || MOBILE_AGENT.test(userAgent ?? '');
}

/**
 * True on an iPhone, iPad or iPod. iPadOS 13+ reports a Mac user agent; pass the browser's
 * `navigator.maxTouchPoints` to tell such an iPad (more than one touch point) from a Mac.
 */
export function isIOS(userAgent: string | null | undefined, maxTouchPoints = 0): boolean {
  const agent = userAgent ?? '';
  return IOS_AGENT.test(agent) || (agent.includes('Macintosh') && maxTouchPoints > 1);
}
