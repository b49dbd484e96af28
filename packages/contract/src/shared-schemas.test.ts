// The text primitive: a NUL character or an unpaired surrogate in any string of any request is
// refused by the contract (100002 on the server) instead of failing in the database as a 500.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_CALLS } from './calls';
import { isStorableText, storableText, text, UNSTORABLE_TEXT_PROBLEM } from './shared-schemas';

describe('isStorableText', () => {
  it.each([
    ['plain text', '#1001'],
    ['an empty string', ''],
    ['accents and CJK', 'Crème brûlée 東京'],
    ['an emoji (a surrogate pair)', 'box 📦 ok'],
    ['control characters PostgreSQL stores', 'tab\there\nline\u0001'],
  ])('keeps %s', (_label, value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each([
    ['a NUL at the end', '#1001\u0000'],
    ['a NUL alone', '\u0000'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a high surrogate at the end', 'abc\uDBFF'],
    ['a lone low surrogate', '\uDC00abc'],
    ['a pair in the wrong order', '\uDC00\uD800'],
  ])('refuses %s', (_label, value) => {
    expect(isStorableText(value)).toBe(false);
  });
});

describe('text()', () => {
  it('refuses with one problem, even when other checks would fail too', () => {
    const schema = text().trim().min(5).max(6);
    const parsed = schema.safeParse('x\u0000');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([UNSTORABLE_TEXT_PROBLEM]);
    expect(schema.parse('  abcde ')).toBe('abcde');
  });
});

/** Every string schema inside a schema, with where it is (a field path; `{key}` for record keys). */
function stringsIn(schema: z.ZodType, at: string, found: { at: string; schema: z.ZodType }[] = []) {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown, where: string) => stringsIn(inner as z.ZodType, where, found);
  switch (def.type) {
    case 'string':
      found.push({ at, schema });
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
        walk(value, `${at}.${key}`);
      if (def.catchall) walk(def.catchall, `${at}.*`);
      break;
    case 'array':
      walk(def.element, `${at}[]`);
      break;
    case 'record':
      walk(def.keyType, `${at}.{key}`);
      walk(def.valueType, `${at}.*`);
      break;
    case 'union':
      for (const option of def.options as unknown[]) walk(option, at);
      break;
    case 'intersection':
      walk(def.left, at);
      walk(def.right, at);
      break;
    case 'tuple':
      for (const item of def.items as unknown[]) walk(item, `${at}[]`);
      if (def.rest) walk(def.rest, `${at}[]`);
      break;
    case 'pipe':
      walk(def.in, at);
      walk(def.out, at);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      walk(def.innerType, at);
      break;
    case 'lazy':
      walk((def.getter as () => unknown)(), at);
      break;
    default:
      break;
  }
  return found;
}

/** Formats whose own pattern is ASCII: they cannot match a NUL or a surrogate. */
const ASCII_FORMATS = new Set(['uuid', 'email', 'datetime']);

describe('every request string of every call', () => {
  const strings = API_CALLS.flatMap((call) => [
    ...stringsIn(call.request, `${call.name} body`),
    ...(call.params ? stringsIn(call.params, `${call.name} path`) : []),
  ]);

  it('finds the strings of the shopper, merchant and admin calls', () => {
    expect(strings.length).toBeGreaterThan(60);
    expect(strings.map((entry) => entry.at)).toEqual(
      expect.arrayContaining([
        'rc-login body.orderName',
        'report-event body.data.{key}',
        'report-event body.data.*',
        'replenish-fulfillment body.carrier',
        'save-claim-as-draft body.details.description',
        'merchant-put-order body.items[].title',
        'admin-get-claim path.shop',
        'get-attachment path.attachmentId',
      ]),
    );
  });

  it('carries the storable-text check, or is an ASCII-only format', () => {
    const unchecked = strings
      .filter(({ schema }) => {
        const def = (schema as unknown as { _zod: { def: { checks?: unknown[]; format?: string } } })._zod
          .def;
        return !def.checks?.includes(storableText) && !ASCII_FORMATS.has(def.format ?? '');
      })
      .map((entry) => entry.at);
    expect(unchecked).toEqual([]);
  });

  it('refuses a NUL and a lone surrogate in each of them', () => {
    const accepted = strings.flatMap(({ at, schema }) =>
      ['a\u0000b', 'a\uD800b', '\uDFFF'].filter((value) => schema.safeParse(value).success).map(() => at),
    );
    expect(accepted).toEqual([]);
  });
});
