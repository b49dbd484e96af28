// A page record: what the server serves that is not an enveloped call (decision 064): a page of
// its own (the gift card, the sandbox checkout, the API reference), a file (a store's texts, its
// e-mail logo), a plain HTML form's target (sign-in before the app woke) or an operator's probe
// (health). Written here once, like a call: the server registers the route from it and reads its
// path parameters, query and form body with its schemas; the OpenAPI document lists it with the
// calls, so nothing the server answers is left out of the reference.
import type { z } from 'zod';

/** Who a page is for, its section in the reference. */
export type PageSurface = 'page' | 'file' | 'form' | 'operations';

/** One answer of a page: its status, what it means and its media type (none for a redirect). */
export interface PageAnswer {
  description: string;
  /** `text/html`, `application/json`, `image/png` …; absent for a redirect or 304. */
  mediaType?: string;
}

export interface PageRecord<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Form extends z.ZodType = z.ZodType,
> {
  /** The operation id in the OpenAPI document. */
  name: string;
  surface: PageSurface;
  method: 'GET' | 'POST';
  /** Fastify form: `:name` for a path parameter. */
  path: string;
  summary: string;
  /** Path parameters, an object schema. */
  params?: Params;
  /** The query string, an object schema (unknown keys allowed: a page keeps the address's others). */
  query?: Query;
  /** A POST's form body (`application/x-www-form-urlencoded`), an object schema. */
  form?: Form;
  /** Served only when the web app is built (the portal's own pages and texts). */
  withWebBuild?: boolean;
  /** Statuses it answers with; the first is the usual one. */
  answers: Readonly<Record<number, PageAnswer>>;
}

export function definePage<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Form extends z.ZodType = z.ZodType,
>(record: PageRecord<Params, Query, Form>): PageRecord<Params, Query, Form> {
  return record;
}

export type PageParams<P extends PageRecord> =
  NonNullable<P['params']> extends z.ZodType ? z.output<NonNullable<P['params']>> : Record<string, never>;
export type PageQuery<P extends PageRecord> =
  NonNullable<P['query']> extends z.ZodType ? z.output<NonNullable<P['query']>> : Record<string, never>;
export type PageForm<P extends PageRecord> =
  NonNullable<P['form']> extends z.ZodType ? z.output<NonNullable<P['form']>> : Record<string, never>;
