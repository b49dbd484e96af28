// The banner's memory for the session (spec 4 "App banner"): closed, and its view recorded. Kept in
// session storage under the sign-in's session id, so a new sign-in (a new session) starts afresh
// without anything to clear on sign-out.
const HIDDEN_KEY = 'rc-app-banner-hidden';
const VIEWED_KEY = 'rc-app-banner-viewed';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, sessionId: string): void {
  try {
    sessionStorage.setItem(key, sessionId);
  } catch {
    // Storage refused: the banner forgets at the next page, which is all that is lost.
  }
}

/** True when the shopper closed the banner in this session. */
export const isBannerHidden = (sessionId: string) => read(HIDDEN_KEY) === sessionId;
/** Remembers the banner closed for this session. */
export const hideBanner = (sessionId: string) => write(HIDDEN_KEY, sessionId);
/** True the first time it is asked in a session (the view is tracked once), false after. */
export function firstViewOfSession(sessionId: string): boolean {
  if (read(VIEWED_KEY) === sessionId) return false;
  write(VIEWED_KEY, sessionId);
  return true;
}
