// The languages the portal speaks (spec 7 `multilingual/list-language-code`), asked once per
// session and kept in session storage (spec 4 "Language": the list is cached in the session).
// Loaded after the first paint by the language select: the first screen shows the same nine
// languages from the domain's list, so nothing waits for this call.
import type { ResponseOf } from '@rc/contract/call-types';
import { isLanguageCode } from '@rc/domain/languages';
import { callGateway } from '../../../lib/gateway';

export type LanguageEntry = ResponseOf<'multilingual/list-language-code'>[number];

/** The session storage key of the cached list. */
export const LANGUAGE_LIST_KEY = 'rc-language-list';

/** The cached list, or null when there is none (or it cannot be read). */
export function cachedLanguageList(): LanguageEntry[] | null {
  try {
    const raw = sessionStorage.getItem(LANGUAGE_LIST_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : null;
    return Array.isArray(list) ? (list as LanguageEntry[]) : null;
  } catch {
    return null;
  }
}

/**
 * The session's language list: the cached one, else the server's (then cached). Only the languages
 * the app has texts for are kept; null when the call fails (the select keeps the domain's list).
 */
export async function loadLanguageList(): Promise<LanguageEntry[] | null> {
  const cached = cachedLanguageList();
  if (cached) return cached;
  const result = await callGateway('multilingual/list-language-code', {});
  if (!result.ok) return null;
  const list = result.data.filter((entry) => isLanguageCode(entry.code));
  if (list.length === 0) return null;
  try {
    sessionStorage.setItem(LANGUAGE_LIST_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused: the list still serves this page.
  }
  return list;
}
