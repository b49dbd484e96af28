// Invalid input never breaks the server (DESIGN.md 3 "Gateway API"): every call of every surface
// (shopper, merchant, admin), signed in as it needs, gets bodies, query strings and path parameters
// generated from its contract: wrong types per field, too long strings, NUL characters, lone
// surrogates, prototype keys, 200-deep nesting, huge arrays, unknown keys, null, arrays instead of
// objects, numbers out of range. Each answer is the JSON envelope with a catalogue code, under 500,
// without a stack trace or a file path. Generation is deterministic, so a failure reproduces.
import { randomUUID } from 'node:crypto';
import { API_CALLS } from '@rc/contract/calls';
import type { ApiCall } from '@rc/contract/define-call';
import { trackingStream } from '@rc/contract/tracking/calls';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createStore, type ShopperOrder, type Store, shopperWithClaims } from '../support/shopper-orders';
import { createTestApp, type TestApp } from '../support/test-app';

/** At least this many invalid inputs for every call. */
const MIN_PROBES = 30;
/** At most this many per call, so the file stays a few seconds (spread over all fields). */
const MAX_PROBES = 60;

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
}

type Segment = string | number;

/** One invalid input: a raw JSON body (POST, PUT) or a raw query string (GET), and path parameters. */
interface Probe {
  label: string;
  raw: string;
  params?: Record<string, string>;
}

const KNOWN_CODES = new Set<number>(Object.values(ERROR_CODES));
/** What an answer must never show: a stack frame, a file of the server, an error's name. */
const INTERNALS =
  /\n\s+at |node_modules|\/(?:work|home|usr|tmp|app|srv)\/|\.(?:ts|js|mjs|cjs):\d+|\bError: |FST_/;

const deep = (depth: number, leaf: unknown = 1): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), leaf);
const deepArray = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 0);

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    metadata: z.registry(),
  }) as JsonSchema;
}

/** The schema without its null option (`x.nullish()` is anyOf [x, null]). */
function nonNull(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf?.filter((option) => option.type !== 'null');
  return options?.[0] ? nonNull(options[0]) : schema;
}

const PATTERN_SAMPLES = [
  'USD',
  'US',
  'fuzz-shop',
  'fuzz_request_0001',
  'fuzz.event',
  'login.title',
  'abcd1234',
];

/** A plausible value of a schema, so that one field at a time can be made wrong. */
function sample(schema: JsonSchema): unknown {
  const s = nonNull(schema);
  if ('const' in s) return s.const;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string': {
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'uri') return 'https://example.com/logo.png';
      const fits = (value: string) =>
        value.length >= (s.minLength ?? 0) &&
        value.length <= (s.maxLength ?? Number.POSITIVE_INFINITY) &&
        (!s.pattern || new RegExp(s.pattern).test(value));
      return PATTERN_SAMPLES.find(fits) ?? 'a'.repeat(Math.max(1, s.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return s.items ? Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? {})) : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(s.properties ?? {})) value[key] = sample(property);
      if (typeof s.additionalProperties === 'object') {
        value[sample(s.propertyNames ?? { type: 'string' }) as string] = sample(s.additionalProperties);
      }
      return value;
    }
    default:
      return 'x';
  }
}

/** Every field of a schema (objects' properties, arrays' first element), with its path. */
function fieldsOf(
  schema: JsonSchema,
  path: Segment[] = [],
  depth = 0,
): { path: Segment[]; schema: JsonSchema }[] {
  const s = nonNull(schema);
  const found = path.length > 0 ? [{ path, schema: s }] : [];
  if (depth > 3) return found;
  if (s.type === 'object') {
    for (const [key, property] of Object.entries(s.properties ?? {})) {
      found.push(...fieldsOf(property, [...path, key], depth + 1));
    }
  }
  // A record (report-event's data, a merchant's translations): one of its values.
  if (s.type === 'object' && typeof s.additionalProperties === 'object') {
    const key = sample(s.propertyNames ?? { type: 'string' }) as string;
    found.push(...fieldsOf(s.additionalProperties, [...path, key], depth + 1));
  }
  if (s.type === 'array' && s.items) found.push(...fieldsOf(s.items, [...path, 0], depth + 1));
  return found;
}

/** Raw JSON spliced in where JSON.stringify cannot say it (prototype keys, 1e400). */
class Raw {
  constructor(readonly json: string) {}
}

function stringify(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, inner) => {
    if (inner instanceof Raw) {
      raws.push(inner.json);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return inner;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

function withValueAt(body: unknown, path: Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [Segment, ...Segment[]];
  const container = (
    Array.isArray(body) ? [...body] : typeof body === 'object' && body !== null ? { ...body } : {}
  ) as Record<Segment, unknown>;
  container[head] = withValueAt(container[head], rest, value);
  return container;
}

/** Wrong values for one field, by what the field is. */
function wrongValuesFor(schema: JsonSchema): { label: string; value: unknown }[] {
  const good = sample(schema);
  const text = typeof good === 'string' ? good : 'text';
  const wrong: { label: string; value: unknown }[] = [{ label: 'null', value: null }];
  switch (schema.type) {
    case 'string':
      wrong.push(
        { label: 'a NUL', value: `${text}\u0000` },
        { label: 'a lone high surrogate', value: `\uD800${text}` },
        { label: 'a lone low surrogate', value: `${text}\uDC00` },
        { label: 'too long', value: 'x'.repeat((schema.maxLength ?? 10_000) + 1) },
        { label: 'a number', value: 12345 },
        { label: 'an object', value: { text } },
        { label: 'an array', value: [text] },
      );
      break;
    case 'integer':
    case 'number':
      wrong.push(
        { label: 'a numeric string', value: '1' },
        { label: 'a fraction', value: 1.5 },
        { label: 'below the minimum', value: (schema.minimum ?? 0) - 1 },
        { label: 'above the maximum', value: (schema.maximum ?? Number.MAX_SAFE_INTEGER) + 2 },
        { label: '1e308', value: 1e308 },
        { label: 'infinity (1e400)', value: new Raw('1e400') },
        { label: 'a boolean', value: true },
      );
      break;
    case 'boolean':
      wrong.push({ label: 'a string', value: 'true' }, { label: 'a number', value: 1 });
      break;
    case 'array':
      wrong.push(
        { label: 'a string', value: 'not a list' },
        { label: 'an object', value: { 0: good } },
        { label: '10,001 elements', value: Array.from({ length: 10_001 }, () => 0) },
        { label: 'null elements', value: [null, null] },
        { label: '200-deep arrays', value: deepArray(200) },
      );
      break;
    case 'object':
      wrong.push(
        { label: 'an array', value: [good] },
        { label: 'a string', value: 'x' },
        { label: 'an unknown key', value: { ...(good as object), unknownKey: 1 } },
        {
          label: 'a NUL in a key',
          value: { ...(good as object), 'key\u0000': Object.values(good as object)[0] ?? 1 },
        },
        {
          label: 'a lone surrogate in a key',
          value: { ...(good as object), '\uDBFF': Object.values(good as object)[0] ?? 1 },
        },
        { label: 'a __proto__ key', value: new Raw('{"__proto__":{"polluted":true}}') },
        { label: 'a constructor.prototype key', value: { constructor: { prototype: { polluted: true } } } },
        { label: '200-deep objects', value: deep(200) },
      );
      break;
    default:
      wrong.push({ label: 'a string with a NUL', value: 'x\u0000' });
      break;
  }
  return wrong;
}

/** The same for the whole body, whatever the call. */
function wholeBodies(schema: JsonSchema): Probe[] {
  const good = sample(schema) as Record<string, unknown>;
  const firstKey = Object.keys(schema.properties ?? {})[0] ?? 'a';
  const allStringsWith = (suffix: string) =>
    JSON.parse(JSON.stringify(good), (_key, value) => (typeof value === 'string' ? value + suffix : value));
  const bodies: [string, string][] = [
    ['null', 'null'],
    ['an array', '[]'],
    ['an array of the body', stringify([good])],
    ['a string', '"text"'],
    ['a string with a NUL', '"\\u0000"'],
    ['a lone surrogate string', '"\\ud800"'],
    ['a number', '0'],
    ['a negative number', '-1'],
    ['infinity', '1e400'],
    ['true', 'true'],
    ['false', 'false'],
    ['a __proto__ key', '{"__proto__":{"polluted":true}}'],
    ['a __proto__ key beside the body', `{"__proto__":{"polluted":true},${stringify(good).slice(1)}`],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'],
    ['a prototype key', '{"prototype":{"polluted":true}}'],
    ['200-deep objects', stringify(deep(200))],
    ['200-deep arrays', stringify(deepArray(200))],
    ['a NUL in a key', '{"a\\u0000b":1}'],
    ['a lone surrogate in a key', '{"\\udc00":1}'],
    ['an empty key', '{"":""}'],
    ['a 10,000-character key', stringify({ ['k'.repeat(10_000)]: 1 })],
    ['a 10,000-element array', stringify({ [firstKey]: Array.from({ length: 10_000 }, () => 0) })],
    ['an unknown key', stringify({ ...good, unknownKey: 'x' })],
    ['a duplicated key', `{${JSON.stringify(firstKey)}:1,${stringify(good).slice(1)}`],
    ['a NUL in every string', stringify(allStringsWith('\u0000'))],
    ['a lone surrogate in every string', stringify(allStringsWith('\uD83D'))],
    ['every field null', stringify(Object.fromEntries(Object.keys(good).map((key) => [key, null])))],
    ['every field an object', stringify(Object.fromEntries(Object.keys(good).map((key) => [key, {}])))],
    ['infinity in the first field', `{${JSON.stringify(firstKey)}:1e400}`],
    ['a nested __proto__', stringify({ [firstKey]: new Raw('{"__proto__":{"polluted":true}}') })],
    ['malformed JSON', '{"a":'],
    ['a trailing comma', '{"a":1,}'],
  ];
  return bodies.map(([label, raw]) => ({ label: `body: ${label}`, raw }));
}

function bodyProbes(schema: JsonSchema): Probe[] {
  const good = sample(schema);
  const perField = fieldsOf(schema).flatMap(({ path, schema: field }) =>
    wrongValuesFor(field).map(({ label, value }) => ({
      label: `${path.join('.')}: ${label}`,
      raw: stringify(withValueAt(good, path, value)),
    })),
  );
  return [...wholeBodies(schema), ...spread(perField, MAX_PROBES - 32)];
}

/** Query strings for GET calls. */
function queryProbes(schema: JsonSchema): Probe[] {
  const keys = Object.keys(schema.properties ?? {});
  const generic = [
    'unknown=1',
    '__proto__=1',
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'prototype=1',
    '%00=1',
    'a%00b=1',
    '%ED%A0%80=1',
    '=',
    '==',
    '&&&',
    'a=1&'.repeat(500),
    `${'k'.repeat(5000)}=1`,
    '%',
    '%zz=%zz',
    'a=%F0%9F',
    'toString=1',
    'hasOwnProperty=1',
    'valueOf[]=1',
    'a[b][c][d]=1',
    `${'a[b]'.repeat(100)}=1`,
    'a=%00&b=%ED%A0%80&c=%DF',
    '%5B%5D=1',
    'limit=1e400&status=%00',
  ];
  const perKey = keys.flatMap((key) => [
    `${key}=%00`,
    `${key}=a%00`,
    `${key}=%ED%A0%80`,
    `${key}=%ED%B0%80x`,
    `${key}=%F0`,
    `${key}=${'x'.repeat(10_000)}`,
    `${key}=`,
    `${key}[]=1`,
    `${key}[a]=1`,
    `${key}=1&${key}=2`,
    `${key}=-1`,
    `${key}=1e400`,
    `${key}=NaN`,
    `${key}=0x10`,
    `${key}=%20`,
    `${key}=1.5`,
  ]);
  const fillers = ['x=%00', 'y=%ED%A0%80', 'z[]=1', 'z=1&z=2', 'n=1e400', 'q=%', 'r=%C0%AF', 's=%EF%BF%BF'];
  return [...generic, ...perKey, ...fillers].map((raw) => ({ label: `query: ${raw.slice(0, 60)}`, raw }));
}

/** Wrong path parameters, one parameter at a time. */
function paramProbes(call: ApiCall, base: Record<string, string>): Probe[] {
  const values = [
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%F0',
    '%C0%AF',
    'x'.repeat(3000),
    '..',
    '%2E%2E%2F%2E%2E%2Fetc',
    '%2F',
    '%20',
    '%25',
    '%3Cscript%3E',
    '__proto__',
    'constructor',
    '-1',
    '1e400',
    '%231001%00',
  ];
  return Object.keys(base).flatMap((key) =>
    values.map((value) => ({
      label: `path ${key}: ${value.slice(0, 40)}`,
      raw:
        call.method === 'GET'
          ? ''
          : call.body === 'optional-json'
            ? '{}'
            : stringify(sample(jsonSchemaOf(call.request))),
      params: { ...base, [key]: value },
    })),
  );
}

/** Up to `count` entries spread evenly over the list (every field keeps a share). */
function spread<T>(list: T[], count: number): T[] {
  if (list.length <= count) return list;
  const step = list.length / count;
  return Array.from({ length: count }, (_, index) => list[Math.floor(index * step)] as T);
}

let t: TestApp;
let store: Store;
let shopper: ShopperOrder;

beforeAll(async () => {
  t = await createTestApp();
  store = await createStore(t, 'fuzz-store');
  shopper = await shopperWithClaims(t, store, 'FZ-1001', 'fuzz.shopper@example.com');
});
afterAll(() => t.close());

/** Valid path parameters; an attachment that does not exist, so a file call answers the envelope. */
function baseParams(call: ApiCall): Record<string, string> {
  const known: Record<string, string> = {
    shop: store.shop,
    orderName: 'FZ-2001',
    language: 'de-DE',
    claim: shopper.claims.submitted.claimNumber,
    attachmentId: randomUUID(),
  };
  return Object.fromEntries(
    [...call.path.matchAll(/:(\w+)/g)].map(([, key]) => [key, known[key as string] ?? 'x']),
  );
}

function headersOf(call: ApiCall): Record<string, string> {
  switch (call.auth) {
    case 'session':
      return { cookie: shopper.cookie };
    case 'merchant':
      return { authorization: `Bearer ${store.apiKey}` };
    case 'admin':
      return { authorization: `Bearer ${t.adminToken}` };
    default:
      return {};
  }
}

function probesOf(call: ApiCall): Probe[] {
  const schema = jsonSchemaOf(call.request);
  const params = baseParams(call);
  const inputs = call.method === 'GET' ? queryProbes(schema) : bodyProbes(schema);
  return [...inputs.map((probe) => ({ ...probe, params })), ...paramProbes(call, params)];
}

// The live tracking stream answers an empty query by staying open (it has no invalid input to
// refuse but its `since`); tracking.test.ts checks its refusals and what it carries.
const FUZZED_CALLS = API_CALLS.filter((call) => call !== trackingStream);

describe.each(FUZZED_CALLS.map((call) => [`${call.surface} ${call.method} ${call.name}`, call] as const))(
  '%s',
  (_name, call) => {
    it(`answers at least ${MIN_PROBES} invalid inputs with an envelope and a catalogue code, never a 5xx`, async () => {
      const probes = probesOf(call);
      expect(probes.length).toBeGreaterThanOrEqual(MIN_PROBES);
      const problems: string[] = [];
      for (const probe of probes) {
        const path = call.path.replace(/:(\w+)/g, (_match, key: string) => probe.params?.[key] ?? 'x');
        const response = await t.app.inject({
          method: call.method,
          url: call.method === 'GET' && probe.raw ? `${path}?${probe.raw}` : path,
          headers: { ...headersOf(call), 'content-type': 'application/json' },
          ...(call.method === 'GET' ? {} : { payload: probe.raw }),
        });
        const problem = (what: string) => problems.push(`${probe.label} → ${response.statusCode}: ${what}`);
        if (response.statusCode >= 500) problem(response.body.slice(0, 200));
        if (INTERNALS.test(response.body)) problem(`internals in ${response.body.slice(0, 300)}`);
        // A download with no input (export-order-data) takes any query as a valid request: its 200
        // is the file itself, not an envelope; its refusals are still checked below.
        if (call.answer === 'file' && response.statusCode === 200) continue;
        if (!String(response.headers['content-type']).startsWith('application/json')) {
          problem(`content-type ${response.headers['content-type']}`);
          continue;
        }
        const body = response.json() as { code?: unknown; message?: unknown };
        const extra = Object.keys(body).filter((key) => !['code', 'message', 'data'].includes(key));
        if (extra.length > 0) problem(`keys ${extra.join(', ')}`);
        if (typeof body.code !== 'number' || !KNOWN_CODES.has(body.code)) problem(`code ${body.code}`);
        if (body.code !== 0 && (typeof body.message !== 'string' || body.message.length === 0)) {
          problem('no message');
        }
      }
      expect(problems).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  },
);

describe('the fuzzing', () => {
  it('covers every call of every surface', () => {
    const surfaces = new Set(API_CALLS.map((call) => call.surface));
    expect([...surfaces].sort()).toEqual(['admin', 'merchant', 'shopper']);
    const counts = API_CALLS.map((call) => probesOf(call).length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(MIN_PROBES);
  });
});
