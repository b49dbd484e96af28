// One record per call, for every surface: the shopper gateway, the merchant API, the admin API and
// the providers' webhooks. The server registers, authenticates and validates each call from its
// record (request and answer); the OpenAPI document is generated from the same records. What is
// not an enveloped call (a page, a file, a form) has a page record (define-page.ts).
import type { z } from 'zod';
import { CALL_ROUTES, type CallName, type CallRoute, callPath } from './routes';

/** Who calls: shoppers in the portal, a merchant's store, or the operator's merchant command. */
export type Surface = 'shopper' | 'merchant' | 'admin';
/**
 * What the caller must show: nothing, a shopper's session cookie, a merchant's API key, or the
 * operator's admin token (from loopback only). An admin call whose path has `:shop` acts for that store.
 */
export type Auth = 'public' | 'session' | 'merchant' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods whose input is the query string (they carry no body). */
export function readsQuery(method: Method): boolean {
  return method === 'GET' || method === 'DELETE';
}

export interface ApiCall<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  A extends Auth = Auth,
> {
  /** The operation id in the OpenAPI document (the spec's call name for the gateway). */
  name: string;
  surface: Surface;
  method: Method;
  /** Fastify form: `:name` for a path parameter. */
  path: string;
  auth: A;
  summary: string;
  /** Path parameters, an object schema (with descriptions for the reference). */
  params?: Params;
  /** Body for POST and PUT, query string for GET. */
  request: Req;
  /**
   * 'json' (the default), 'optional-json' (a missing body counts as `{}`), 'multipart' (a file
   * upload), or a provider's signed JSON, whose signature covers the bytes as sent, so the gateway
   * keeps them for the handler: 'signed-json' (parsed and checked against `request` too) or
   * 'signed' (checked by the handler only, once the signature is verified).
   */
  body: CallBody;
  /** The `data` of a successful answer ('envelope'), or the bytes of a file ('file'). */
  response: Res;
  answer: 'envelope' | 'file';
  /** HTTP statuses of success, with what each means; the first is the default. */
  statuses: Readonly<Record<number, string>>;
  /** Business codes this call can answer with besides the surface's own (for the reference). */
  errors: readonly number[];
  /** The reference's section, when not the surface's own (a provider's webhook). */
  tag?: string;
}

export type CallBody = 'json' | 'optional-json' | 'multipart' | 'signed-json' | 'signed';

/** Bodies a provider signs: the gateway keeps the bytes as sent for the handler's verification. */
export function keepsRawBody(body: CallBody): boolean {
  return body === 'signed-json' || body === 'signed';
}

export interface CallDefinition<
  Name extends CallName = CallName,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> extends ApiCall<Req, Res, z.ZodType, (typeof CALL_ROUTES)[Name]['access']> {
  name: Name;
  route: CallRoute;
}

/** Declares a gateway call: its name ties it to its route (routes.ts); its schemas are its contract. */
export function defineCall<Name extends CallName, Req extends z.ZodType, Res extends z.ZodType>(
  name: Name,
  spec: { summary: string; request: Req; response: Res; errors?: readonly number[] },
): CallDefinition<Name, Req, Res> {
  const route: (typeof CALL_ROUTES)[Name] & CallRoute = CALL_ROUTES[name];
  return {
    name,
    surface: 'shopper',
    method: route.method,
    path: callPath(name),
    auth: route.access,
    route,
    summary: spec.summary,
    request: spec.request,
    body: route.body ?? 'json',
    response: spec.response,
    answer: 'envelope',
    statuses: { 200: 'Answered. `code` 0 is success; other codes come from the catalogue.' },
    errors: spec.errors ?? [],
  };
}

/** Declares a call of the merchant or admin API (or a gateway route that is not a named call). */
export function defineApiCall<
  Req extends z.ZodType,
  Res extends z.ZodType,
  A extends Auth,
  Params extends z.ZodType = z.ZodType,
>(spec: {
  name: string;
  surface: Surface;
  method: Method;
  path: string;
  auth: A;
  summary: string;
  params?: Params;
  request: Req;
  body?: ApiCall['body'];
  response: Res;
  answer?: ApiCall['answer'];
  statuses?: Readonly<Record<number, string>>;
  errors?: readonly number[];
  tag?: string;
}): ApiCall<Req, Res, Params, A> {
  return {
    ...spec,
    body: spec.body ?? 'json',
    answer: spec.answer ?? 'envelope',
    statuses: spec.statuses ?? { 200: 'Done.' },
    errors: spec.errors ?? [],
  };
}

/** `/a/:id/b` → `/a/{id}/b` (OpenAPI's form). */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

export type CallRequest<C extends ApiCall> = z.input<C['request']>;
export type CallResponse<C extends ApiCall> = z.output<C['response']>;
