// What the built-in assistant says, in the nine languages: one JSON catalogue per language in
// `locales/` (decision 062), in the web's format ({{name}} placeholders as i18next fills them), read
// here through a typed accessor. The catalogues are imported, so the bundled server carries them
// and a language missing a key of en-US's fails the typecheck, as the TypeScript objects did.
import type { LanguageCode } from '@rc/domain/languages';
import cs from './locales/cs-CZ.json';
import de from './locales/de-DE.json';
import en from './locales/en-US.json';
import es from './locales/es-ES.json';
import fr from './locales/fr-FR.json';
import it from './locales/it-IT.json';
import nl from './locales/nl-NL.json';
import pl from './locales/pl-PL.json';
import pt from './locales/pt-PT.json';

export type TextKey = keyof typeof en.say;

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * A language's catalogue: `say` (texts by key) and `plural` (texts by Intl.PluralRules category;
 * an object rather than i18next's `_one`/`_other` suffixes, which `reason_other` would collide with).
 */
interface Catalogue {
  say: Record<TextKey, string>;
  plural: Record<keyof typeof en.plural, PluralForms>;
}

const CATALOGUES: Record<LanguageCode, Catalogue> = {
  'en-US': en,
  'es-ES': es,
  'pl-PL': pl,
  'pt-PT': pt,
  'it-IT': it,
  'de-DE': de,
  'cs-CZ': cs,
  'fr-FR': fr,
  'nl-NL': nl,
};

/** The text of `key` in the language, with {{name}} placeholders filled. */
export function say(
  language: LanguageCode,
  key: TextKey,
  values: Record<string, string | number> = {},
): string {
  const template = CATALOGUES[language].say[key];
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    values[name] === undefined ? match : String(values[name]),
  );
}

/** A text by a dynamic key (issue_*, reason_*, …), or the fallback when there is none. */
export function sayOr(language: LanguageCode, key: string, fallback: string): string {
  return (CATALOGUES[language].say as Record<string, string>)[key] ?? fallback;
}

function plural(name: keyof Catalogue['plural'], language: LanguageCode, count: number): string {
  const table = CATALOGUES[language].plural[name];
  const form = table[new Intl.PluralRules(language).select(count)] ?? table.other;
  return form.replace('{{count}}', String(count));
}

/** "1 photo", "2 photos" (the shopper's turn in the transcript, a summary's line). */
export function photoCount(language: LanguageCode, count: number): string {
  return plural('photoCount', language, count);
}

/** Asks for at least `min` photos. */
export function askPhotos(language: LanguageCode, min: number): string {
  return plural('askPhotos', language, min);
}
