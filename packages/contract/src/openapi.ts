// The OpenAPI document, generated from the call records the server registers and validates with.
import { z } from 'zod';
import { API_CALLS } from './calls';
import { type ApiCall, openApiPath, readsQuery } from './define-call';
import type { PageRecord } from './define-page';
import { ErrorEnvelopeSchema, envelope } from './envelope';
import { PAGE_RECORDS } from './pages';
import { SERVICE_ROOTS } from './routes';
import { WEBHOOK_PAYLOADS } from './webhooks/events';

type JsonSchema = Record<string, unknown>;

/** Converts a schema, moving shared definitions into `components` and pointing refs there. */
function toOpenApiSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>) {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  delete json.$schema;
  for (const [id, def] of Object.entries(defs)) components[id] = rewriteRefs(def) as JsonSchema;
  return rewriteRefs(json) as JsonSchema;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string'
          ? [key, inner.replace('#/$defs/', '#/components/schemas/')]
          : [key, rewriteRefs(inner)],
      ),
    );
  }
  return value;
}

const SECURITY: Record<ApiCall['auth'], Record<string, string[]>[] | undefined> = {
  public: undefined,
  session: [{ session: [] }],
  merchant: [{ merchantKey: [] }],
  admin: [{ adminToken: [] }],
};

function tagOf(call: ApiCall): string {
  if (call.tag) return call.tag;
  if (call.surface !== 'shopper') return call.surface;
  return call.path.startsWith(SERVICE_ROOTS.order) ? 'order-service' : 'resolution-center';
}

function errorResponses(call: ApiCall, components: Record<string, JsonSchema>) {
  const errorBody = {
    'application/json': { schema: toOpenApiSchema(ErrorEnvelopeSchema, 'output', components) },
  };
  const notSignedIn =
    call.surface === 'shopper'
      ? 'Not signed in or the session expired (100008).'
      : call.auth === 'admin'
        ? 'Missing or wrong admin token, or not from loopback (100010).'
        : 'Missing or wrong API key (100010).';
  return {
    '400': { description: 'Malformed body or invalid input (codes 100001, 100002).', content: errorBody },
    ...(call.auth === 'public' ? {} : { '401': { description: notSignedIn, content: errorBody } }),
    ...(call.surface === 'shopper' && call.answer === 'envelope'
      ? {}
      : {
          '404': {
            description: 'Not found: no such object for this caller (100009) or no such store (100013).',
            content: errorBody,
          },
        }),
    '413': { description: 'Payload too large (100003).', content: errorBody },
    '429': { description: 'Too many attempts (100007); see Retry-After.', content: errorBody },
  };
}

function successResponses(call: ApiCall, components: Record<string, JsonSchema>) {
  const others = call.errors.length > 0 ? ` Other codes: ${call.errors.join(', ')}.` : '';
  return Object.fromEntries(
    Object.entries(call.statuses).map(([status, description]) => [
      status,
      call.answer === 'file'
        ? { description }
        : {
            description: `${description}${others}`,
            content: {
              'application/json': { schema: toOpenApiSchema(envelope(call.response), 'output', components) },
            },
          },
    ]),
  );
}

/** Path parameters from the call's `params`, query parameters from a GET's request. */
function parametersOf(call: ApiCall, components: Record<string, JsonSchema>) {
  const fromObject = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return [];
    const json = toOpenApiSchema(schema, 'input', components);
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => {
      const { description, ...rest } = property;
      return {
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      };
    });
  };
  return [
    ...fromObject(call.params, 'path'),
    ...(readsQuery(call.method) ? fromObject(call.request, 'query') : []),
  ];
}

function requestBodyOf(call: ApiCall, components: Record<string, JsonSchema>) {
  if (call.body === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
      },
    };
  }
  return {
    required: call.body !== 'optional-json',
    content: { 'application/json': { schema: toOpenApiSchema(call.request, 'input', components) } },
  };
}

function operationOf(call: ApiCall, components: Record<string, JsonSchema>) {
  const parameters = parametersOf(call, components);
  const security = SECURITY[call.auth];
  return {
    operationId: call.name.replace(/[/]/g, '-'),
    summary: call.summary,
    tags: [tagOf(call)],
    ...(security ? { security } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(readsQuery(call.method) ? {} : { requestBody: requestBodyOf(call, components) }),
    responses: { ...successResponses(call, components), ...errorResponses(call, components) },
  };
}

/** A page record's operation: its parameters, its form and its answers with their media types. */
function pageOperationOf(page: PageRecord, components: Record<string, JsonSchema>) {
  const objectParameters = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return [];
    const json = toOpenApiSchema(schema, 'input', components);
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    return Object.entries(properties).map(([name, property]) => {
      const { description, ...rest } = property;
      return {
        name,
        in: where,
        required: where === 'path',
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      };
    });
  };
  const parameters = [...objectParameters(page.params, 'path'), ...objectParameters(page.query, 'query')];
  return {
    operationId: page.name,
    summary: page.summary,
    tags: [page.surface === 'operations' ? 'operations' : `${page.surface}s`],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(page.form
      ? {
          requestBody: {
            required: true,
            content: {
              'application/x-www-form-urlencoded': {
                schema: toOpenApiSchema(page.form, 'input', components),
              },
            },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(page.answers).map(([status, answer]) => [
        status,
        {
          description: answer.description,
          ...(answer.mediaType ? { content: { [answer.mediaType]: {} } } : {}),
        },
      ]),
    ),
  };
}

/**
 * The whole document: every call of every surface (the shopper gateway, the merchant and admin
 * APIs, the providers' webhooks) and every page record (the server's own pages, files and forms).
 */
export function buildOpenApiDocument(options: { version: string; serverUrl?: string }) {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of API_CALLS) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operationOf(call, components) };
  }
  for (const page of PAGE_RECORDS) {
    const path = openApiPath(page.path);
    paths[path] = { ...paths[path], [page.method.toLowerCase()]: pageOperationOf(page, components) };
  }
  // What the portal POSTs to a merchant's endpoints (decision 027), signed as Standard Webhooks.
  const webhooks = Object.fromEntries(
    Object.entries(WEBHOOK_PAYLOADS).map(([name, payload]) => [
      name,
      {
        post: {
          summary: payload.summary,
          description:
            'Headers: webhook-id (the message id; the same on every retry and replay), webhook-timestamp (seconds), webhook-signature (space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per secret signing). Answer 2xx within 15 s; 410 disables the endpoint; anything else (redirects too) is retried for about three days.',
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: toOpenApiSchema(payload.schema, 'output', components) },
            },
          },
          responses: { '2XX': { description: 'Received.' } },
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Resolution Center API',
      version: options.version,
      description:
        "The shopper gateway (every answer is `{code, message, data}`; `code` 0 is success; messages follow Accept-Language), the merchant integration API and the operator's admin API (the same envelope).",
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [
      { name: 'order-service', description: 'Sign-in and order service calls.' },
      { name: 'resolution-center', description: 'Policies, items and claims of the signed-in order.' },
      {
        name: 'merchant',
        description: "Merchant integration: orders, branding, signed links, claims. The store's API key.",
      },
      {
        name: 'admin',
        description: 'The operator (`npm run merchant`): the admin token, from loopback only.',
      },
      {
        name: 'provider-webhooks',
        description:
          "What a provider sends the portal (payments, tracking): signed over the bytes as sent, each with the provider's own scheme.",
      },
      {
        name: 'pages',
        description: "The portal's pages, and the pages it serves as a store's (the card, the checkout).",
      },
      { name: 'forms', description: 'Targets of plain HTML forms: answered with a redirect.' },
      {
        name: 'files',
        description: 'Files: a store’s texts and logo, the common texts, this reference’s document.',
      },
      { name: 'operations', description: 'Health and readiness probes for the operator.' },
    ],
    paths,
    webhooks,
    components: {
      schemas: components,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'rc_session' },
        merchantKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'API key printed by `npm run merchant -- create`.',
        },
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The admin token in `$DATA_DIR/admin-token` (or ADMIN_TOKEN); accepted from loopback only.',
        },
      },
    },
  };
}
