// The translation files under public/locales (spec 9): every language carries exactly en-US's keys,
// no empty text, en-US's {{placeholders}}, and every plural form its Intl.PluralRules produces;
// every key the code asks for, every status title and every order-id label exists.
// Reads the real files: the locale JSON as shipped and the app's sources as written.
import { CHANNELS, ORDER_ID_LABELS } from '@rc/domain/channels';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from '@rc/domain/languages';
import { statusDisplay } from '@rc/domain/status-display';
import { STATUSES } from '@rc/domain/statuses';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

type Texts = ReadonlyMap<string, unknown>;

const localeFiles = import.meta.glob<string>('../../public/locales/*/common.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const sourceFiles = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^\s},]+)[^}]*\}\}/g;

/** Every leaf of a translation file by its dotted path ('home.quantity_one'). */
function leaves(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function parseLocale(raw: string, language: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new Error(`${language}/common.json is not valid JSON: ${(error as Error).message}`);
  }
}

/** Each language's common.json as parsed, by language code. */
const documents = new Map<string, unknown>(
  Object.entries(localeFiles).map(([path, raw]) => {
    const language = /locales\/([^/]+)\/common\.json$/.exec(path)?.[1] ?? path;
    return [language, parseLocale(raw, language)];
  }),
);
const locales = new Map<string, Texts>(
  [...documents].map(([language, document]) => [language, leaves(document)]),
);
const english = locales.get(FALLBACK_LANGUAGE) ?? new Map<string, unknown>();
const otherLanguages = LANGUAGE_CODES.filter((language) => language !== FALLBACK_LANGUAGE);

/** en-US's plural keys: base ('home.quantity') → the forms en-US writes out ('one', 'other'). */
const englishPlurals = new Map<string, Set<string>>();
for (const key of english.keys()) {
  const match = PLURAL_SUFFIX.exec(key);
  if (!match?.[1] || !match[2] || !english.has(`${match[1]}_other`)) continue;
  const forms = englishPlurals.get(match[1]) ?? new Set<string>();
  englishPlurals.set(match[1], forms.add(match[2]));
}

/** The base of a plural variant of en-US ('home.quantity_few' → 'home.quantity'), else null. */
function pluralBase(key: string): string | null {
  const base = PLURAL_SUFFIX.exec(key)?.[1];
  return base && englishPlurals.has(base) ? base : null;
}

/** Keys with plural variants collapsed to their base, so they compare across languages. */
function keySet(texts: Texts): Set<string> {
  return new Set([...texts.keys()].map((key) => pluralBase(key) ?? key));
}

/** The cardinal plural forms a language needs, plus 'zero' where en-US writes one out. */
function requiredForms(language: string, base: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  return englishPlurals.get(base)?.has('zero') ? [...forms, 'zero'] : forms;
}

function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

/** en-US has the key, or every plural form en-US needs for it. */
function englishHas(key: string): boolean {
  return (
    english.has(key) || requiredForms(FALLBACK_LANGUAGE, key).every((form) => english.has(`${key}_${form}`))
  );
}

interface KeyUse {
  key: string;
  where: string;
}

/**
 * Literal keys of `t('…')`, `t(\`…\`)` and `i18nKey="…"` in the app's sources, both branches of a
 * `t(cond ? 'a' : 'b')` included; keys built at run time (`t(display.titleKey)`, `t(\`a.${b}\`)`) are not.
 */
function usedKeys(): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const [path, source] of Object.entries(sourceFiles)) {
    const file = path.replace(/^\.\.\//, 'apps/web/src/');
    const lineOf = (index: number) => source.slice(0, index).split('\n').length;
    for (const call of source.matchAll(/\bt\(\s*([^,()]*?)\s*[,)]/g)) {
      const argument = call[1] ?? '';
      for (const literal of argument.matchAll(/(?:^|[?:])\s*(['"`])([^'"`]*)\1/g)) {
        const key = literal[2] ?? '';
        if (literal[1] === '`' && key.includes('${')) continue;
        uses.push({ key, where: `${file}:${lineOf(call.index)}` });
      }
    }
    for (const attribute of source.matchAll(/\bi18nKey=\{?\s*(['"`])([^'"`$]+)\1/g)) {
      uses.push({ key: attribute[2] ?? '', where: `${file}:${lineOf(attribute.index)}` });
    }
  }
  return uses;
}

describe('translation files', () => {
  it('exist for exactly the supported languages, and en-US has texts', () => {
    expect([...locales.keys()].sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(english.size).toBeGreaterThan(20);
  });

  it('hold only non-empty texts', () => {
    const problems: string[] = [];
    for (const [language, texts] of locales) {
      for (const [key, text] of texts) {
        if (typeof text !== 'string')
          problems.push(`${language}: ${key} is ${JSON.stringify(text)}, not a text`);
        else if (text.trim() === '') problems.push(`${language}: ${key} is empty`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('write out every plural form Intl.PluralRules gives en-US', () => {
    const problems: string[] = [];
    for (const base of englishPlurals.keys()) {
      for (const form of requiredForms(FALLBACK_LANGUAGE, base)) {
        if (!english.has(`${base}_${form}`)) problems.push(`${FALLBACK_LANGUAGE}: missing ${base}_${form}`);
      }
    }
    expect(problems).toEqual([]);
  });

  describe.each(otherLanguages)('%s', (language) => {
    const texts = locales.get(language) ?? new Map<string, unknown>();

    it('has every key of en-US and no other', () => {
      const expected = keySet(english);
      const actual = keySet(texts);
      const missing = [...expected].filter((key) => !actual.has(key)).map((key) => `missing ${key}`);
      const extra = [...actual].filter((key) => !expected.has(key)).map((key) => `extra ${key}`);
      expect([...missing, ...extra].map((problem) => `${language}: ${problem}`)).toEqual([]);
    });

    it('has exactly the plural forms its Intl.PluralRules needs', () => {
      const problems: string[] = [];
      for (const base of englishPlurals.keys()) {
        const required = requiredForms(language, base);
        for (const form of required) {
          if (!texts.has(`${base}_${form}`)) problems.push(`${language}: missing ${base}_${form}`);
        }
        for (const key of texts.keys()) {
          const form = key.slice(base.length + 1);
          if (pluralBase(key) === base && !required.includes(form)) {
            problems.push(`${language}: extra ${key} (${language} has no '${form}' form)`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it("keeps en-US's placeholders", () => {
      const problems: string[] = [];
      for (const [key, text] of texts) {
        const base = pluralBase(key);
        // A plural form en-US does not write out ('few') compares with en-US's 'other'.
        const reference = english.has(key) ? key : base ? `${base}_other` : null;
        if (!reference) continue;
        const want = placeholders(english.get(reference));
        const got = placeholders(text);
        if (want.join() !== got.join()) {
          problems.push(
            `${language}: ${key} has {{${got.join('}}, {{')}}} instead of {{${want.join('}}, {{')}}}`,
          );
        }
      }
      expect(problems).toEqual([]);
    });
  });

  it('give i18next a text for every plural key, language and count', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      resources: Object.fromEntries(
        [...documents].map(([language, document]) => [
          language,
          { common: document as Record<string, string> },
        ]),
      ),
      ns: ['common'],
      defaultNS: 'common',
      fallbackLng: false,
      interpolation: { escapeValue: false },
    });
    const problems: string[] = [];
    for (const language of LANGUAGE_CODES) {
      for (const base of englishPlurals.keys()) {
        for (const count of [0, 1, 2, 3, 5, 12, 22, 1.5, 1_000_000]) {
          const text = instance.t(base, { lng: language, count });
          if (text === base || text.includes('{{')) problems.push(`${language}: ${base} (count ${count})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('keys the app asks for', () => {
  it('finds the literal keys in the sources', () => {
    const keys = usedKeys().map((use) => use.key);
    expect(keys).toContain('login.title');
    expect(keys).toContain('versionSwitch.backToClassic');
  });

  it('every literal t() key in apps/web/src exists in en-US', () => {
    const missing = usedKeys()
      .filter((use) => !englishHas(use.key))
      .map((use) => `${use.where}: ${use.key}`);
    expect(missing).toEqual([]);
  });

  it('every status title the domain can give exists in every language', () => {
    const problems: string[] = [];
    for (const status of [...STATUSES, '']) {
      const { title, titleKey } = statusDisplay(status);
      if (english.has(titleKey) && english.get(titleKey) !== title) {
        problems.push(
          `${FALLBACK_LANGUAGE}: ${titleKey} reads '${String(english.get(titleKey))}', the domain '${title}'`,
        );
      }
      for (const [language, texts] of locales) {
        if (!texts.has(titleKey)) problems.push(`${language}: missing ${titleKey} (status '${status}')`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every order-id label of every channel exists in every language', () => {
    const labels = new Map<string, string>(
      Object.values(ORDER_ID_LABELS).map((label) => [label.key, label.label]),
    );
    for (const channel of CHANNELS) labels.set(channel.orderIdLabelKey, channel.orderIdLabel);
    const problems: string[] = [];
    for (const [key, label] of labels) {
      if (english.has(key) && english.get(key) !== label) {
        problems.push(
          `${FALLBACK_LANGUAGE}: ${key} reads '${String(english.get(key))}', the domain '${label}'`,
        );
      }
      for (const [language, texts] of locales) {
        if (!texts.has(key)) problems.push(`${language}: missing ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
