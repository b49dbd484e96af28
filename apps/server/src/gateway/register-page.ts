// Registers a page record (packages/contract/src/define-page.ts) as a route: its method and path,
// its path parameters, query and form body read with the record's schemas. A page answers in its
// own media type (HTML, a file, a redirect), so the handler sends the reply itself; a failure
// still becomes the envelope (error-handling.ts).
import type { PageRecord } from '@rc/contract/define-page';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { acceptFormBody } from './body-parsers';
import { invalidInput } from './invalid-input';

/** What a form body may weigh: a few fields typed by a person. */
const FORM_BODY_LIMIT = 4096;

type Output<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export interface PageContext<P extends PageRecord> {
  params: Output<P['params']>;
  query: Output<P['query']>;
  form: Output<P['form']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type PageHandler<P extends PageRecord> = (context: PageContext<P>) => unknown;

export function registerPage<P extends PageRecord>(
  app: FastifyInstance,
  page: P,
  handler: PageHandler<P>,
  options: Pick<RouteShorthandOptions, 'logLevel'> = {},
): void {
  const route = (scope: FastifyInstance) =>
    scope.route({
      method: page.method,
      url: page.path,
      ...options,
      handler: (request, reply) =>
        handler({
          params: read(page.params, request.params),
          query: read(page.query, request.query),
          // A body that is no object (JSON text, an array) has no fields.
          form: read(page.form, isObject(request.body) ? request.body : {}),
          request,
          reply,
        } as PageContext<P>),
    });
  if (!page.form) {
    route(app);
    return;
  }
  // Only a form's own route reads form bodies: the API keeps answering JSON alone.
  void app.register(async (scope) => {
    acceptFormBody(scope, { bodyLimit: FORM_BODY_LIMIT });
    route(scope);
  });
}

/** Reads with the record's schema (its schemas take whatever a browser may send, so this refuses only the impossible). */
function read(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return {};
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
