// Checks every failed answer the same way: the HTTP status, the catalogue code, its message in the
// caller's language, only the envelope's keys, and no trace of the server's internals.
import { errorMessage } from '@rc/domain/error-messages';
import { expect } from 'vitest';

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Asserts an error envelope and returns its parsed body. */
export function expectFailure(
  response: Answer,
  expected: { status: number; code: number; language?: string; params?: Record<string, string | number> },
) {
  expect(response.statusCode, response.body).toBe(expected.status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  expect(response.body).not.toMatch(/\n\s+at /);
  expect(response.body).not.toMatch(/Error:|FST_|stack/);
  const body = JSON.parse(response.body) as { code: number; message: string; data?: unknown };
  for (const key of Object.keys(body)) expect(['code', 'message', 'data']).toContain(key);
  expect(body.code).toBe(expected.code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (!expected.params) {
    expect(body.message).toBe(errorMessage(expected.code, expected.language ?? 'en-US'));
  }
  return body;
}

/** The `data.fields` of a 100002 answer. */
export function fieldsOf(body: { data?: unknown }): { path: string; problem: string }[] {
  const fields = (body.data as { fields?: { path: string; problem: string }[] } | undefined)?.fields;
  expect(Array.isArray(fields)).toBe(true);
  for (const field of fields ?? []) {
    expect(typeof field.path).toBe('string');
    expect(typeof field.problem).toBe('string');
    expect(field.problem.length).toBeGreaterThan(0);
  }
  return fields ?? [];
}
