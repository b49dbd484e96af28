// The OpenAPI document, generated from the same schemas the server validates with.
import { z } from 'zod';
import { ALL_CALLS } from './calls';
import type { CallDefinition } from './define-call';
import { ErrorEnvelopeSchema, envelope } from './envelope';
import {
  MERCHANT_API_ROOT,
  MerchantBrandingSchema,
  MerchantOrderResultSchema,
  MerchantOrderSchema,
  MerchantTranslationsSchema,
  OrderNameParamSchema,
  SignedLinkRequestSchema,
  SignedLinkSchema,
} from './merchant-api';
import { SERVICE_ROOTS } from './routes';
import { LoginStyleSchema } from './shared-schemas';

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

function errorResponses(components: Record<string, JsonSchema>) {
  const errorBody = {
    'application/json': { schema: toOpenApiSchema(ErrorEnvelopeSchema, 'output', components) },
  };
  return {
    '400': { description: 'Malformed body or invalid input (codes 100001, 100002).', content: errorBody },
    '401': { description: 'Not signed in or the session expired (100008).', content: errorBody },
    '413': { description: 'Payload too large (100003).', content: errorBody },
    '429': { description: 'Too many attempts (100007); see Retry-After.', content: errorBody },
  };
}

function callOperation(call: CallDefinition, components: Record<string, JsonSchema>) {
  const requestSchema = toOpenApiSchema(call.request, 'input', components);
  const operation: Record<string, unknown> = {
    operationId: call.name.replace(/[/]/g, '-'),
    summary: call.summary,
    tags: [call.route.service === 'rc' ? 'resolution-center' : 'order-service'],
    ...(call.route.access === 'session' ? { security: [{ session: [] }] } : {}),
    responses: {
      '200': {
        description: `Answered. \`code\` 0 is success; other codes: ${call.errors.join(', ') || 'none besides the gateway codes'}.`,
        content: {
          'application/json': { schema: toOpenApiSchema(envelope(call.response), 'output', components) },
        },
      },
      ...errorResponses(components),
    },
  };
  if (call.route.method === 'GET') {
    const properties = (requestSchema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((requestSchema.required ?? []) as string[]);
    operation.parameters = Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    }));
  } else if ((call.route as { body?: string }).body === 'multipart') {
    operation.requestBody = {
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
  } else {
    operation.requestBody = { required: true, content: { 'application/json': { schema: requestSchema } } };
  }
  return operation;
}

/** The whole document: every gateway call and the merchant API. */
export function buildOpenApiDocument(options: { version: string; serverUrl?: string }) {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of ALL_CALLS) {
    paths[call.path] = { [call.route.method.toLowerCase()]: callOperation(call, components) };
  }
  paths[`${MERCHANT_API_ROOT}/orders/{orderName}`] = {
    put: {
      operationId: 'merchant-put-order',
      summary:
        'Creates or replaces an order with its items, fulfillments and policies. Idempotent: replaying the same body changes nothing.',
      tags: ['merchant'],
      security: [{ merchantKey: [] }],
      parameters: [
        {
          name: 'orderName',
          in: 'path',
          required: true,
          description: "The order's name as the shopper knows it, URL-encoded (#1001 is %231001).",
          schema: toOpenApiSchema(OrderNameParamSchema, 'input', components),
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: toOpenApiSchema(MerchantOrderSchema, 'input', components) },
        },
      },
      responses: {
        '200': {
          description: 'Updated or unchanged.',
          content: {
            'application/json': {
              schema: toOpenApiSchema(envelope(MerchantOrderResultSchema), 'output', components),
            },
          },
        },
        '201': {
          description: 'Created.',
          content: {
            'application/json': {
              schema: toOpenApiSchema(envelope(MerchantOrderResultSchema), 'output', components),
            },
          },
        },
        ...errorResponses(components),
      },
    },
  };
  const merchantOperation = (
    operationId: string,
    summary: string,
    body: z.ZodType,
    answer: z.ZodType,
    parameters: unknown[] = [],
  ) => ({
    operationId,
    summary,
    tags: ['merchant'],
    security: [{ merchantKey: [] }],
    parameters,
    requestBody: {
      required: true,
      content: { 'application/json': { schema: toOpenApiSchema(body, 'input', components) } },
    },
    responses: {
      '200': {
        description: 'Done.',
        content: { 'application/json': { schema: toOpenApiSchema(envelope(answer), 'output', components) } },
      },
      ...errorResponses(components),
    },
  });
  paths[`${MERCHANT_API_ROOT}/branding`] = {
    put: merchantOperation(
      'merchant-put-branding',
      'Sets the return configuration (logo, favicon, background, alignment, font, button colours, powered-by) and journey settings; fields left out keep their value. Answers the login style shoppers now see.',
      MerchantBrandingSchema,
      LoginStyleSchema,
    ),
  };
  paths[`${MERCHANT_API_ROOT}/translations/{language}`] = {
    put: merchantOperation(
      'merchant-put-translations',
      "Replaces the store's own wording for one language (flat i18n keys such as login.title), merged over the common translations.",
      MerchantTranslationsSchema,
      z.object({ language: z.string(), keys: z.number().int() }),
      [
        {
          name: 'language',
          in: 'path',
          required: true,
          description: 'One of en-US, es-ES, pl-PL, pt-PT, it-IT, nl-NL, de-DE, cs-CZ, fr-FR.',
          schema: { type: 'string' },
        },
      ],
    ),
  };
  paths[`${MERCHANT_API_ROOT}/signed-links`] = {
    post: merchantOperation(
      'merchant-post-signed-link',
      "Makes a merchant-signed sign-in link for one order and e-mail. The signature is `{expires}.{hex HMAC-SHA-256}` keyed with the store's signing secret over `order name\\n e-mail in lower case\\n expires` (Unix seconds); merchants may compute it themselves.",
      SignedLinkRequestSchema,
      SignedLinkSchema,
    ),
  };
  paths[`${SERVICE_ROOTS.rc}/attachment/{attachmentId}`] = {
    get: {
      operationId: 'get-attachment',
      summary:
        'An uploaded photo or video (see verify-attachment), served only to the session of the order it belongs to. Images are our re-encoding (inline); videos are sent as attachments. Byte ranges are supported.',
      tags: ['resolution-center'],
      security: [{ session: [] }],
      parameters: [
        { name: 'attachmentId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      ],
      responses: {
        '200': { description: 'The file, with its content type.' },
        '206': { description: 'The asked range of the file.' },
        ...errorResponses(components),
        '404': {
          description: 'No such attachment for this order (100009).',
          content: {
            'application/json': { schema: toOpenApiSchema(ErrorEnvelopeSchema, 'output', components) },
          },
        },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Resolution Center API',
      version: options.version,
      description:
        'The shopper gateway (every answer is `{code, message, data}`; `code` 0 is success; messages follow Accept-Language) and the merchant integration API.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [
      { name: 'order-service', description: 'Sign-in and order service calls.' },
      { name: 'resolution-center', description: 'Policies, items and claims of the signed-in order.' },
      { name: 'merchant', description: 'Merchant integration: orders in. Bearer API key.' },
    ],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'rc_session' },
        merchantKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'API key printed by `npm run merchant -- create`.',
        },
      },
    },
  };
}
