// The catalogue's messages (packages/domain/src/error-messages.ts) in the page's language, read
// from the common texts' `error` section, which the server fills from the catalogue (decision 030).
// The signed-in pages' first load then carries one language's messages, inside the texts, rather
// than all nine in a script; a store's translation file may reword them like any other text.
import { interpolate, type MessageId, messageIdOfCode, messageKey } from '@rc/domain/error-messages';
import { FALLBACK_LANGUAGE, matchLanguage } from '@rc/domain/languages';
import type { i18n } from 'i18next';

// The spec's generic message (section 8), for the moment before any texts have arrived.
const GENERIC_MESSAGE_BEFORE_TEXTS = 'Something went wrong, please try again later';

/** The i18next instance the component renders with (the server renders with its own). */
export type PageTexts = Pick<i18n, 'getResource' | 'resolvedLanguage' | 'language'>;

/** A text of the catalogue in the page's language (else English), else the generic message. */
export function uiText(texts: PageTexts, id: MessageId): string {
  for (const candidate of [texts.resolvedLanguage, texts.language, FALLBACK_LANGUAGE]) {
    if (!candidate) continue;
    const text: unknown = texts.getResource(matchLanguage(candidate) ?? candidate, 'common', messageKey(id));
    if (typeof text === 'string') return text;
  }
  return id === 'generic' ? GENERIC_MESSAGE_BEFORE_TEXTS : uiText(texts, 'generic');
}

/** The message of an error code with its {{params}} filled; unknown codes give the generic message. */
export function errorText(
  texts: PageTexts,
  code: number,
  params?: Readonly<Record<string, string | number>>,
): string {
  return interpolate(uiText(texts, messageIdOfCode(code)), params);
}
