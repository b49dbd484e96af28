// What the operator and the integrator read: health and readiness probes, and this reference.
import { definePage } from '../define-page';

/** Where the API reference lives. */
export const DOCS_PREFIX = '/gateway/docs';

export const healthz = definePage({
  name: 'healthz',
  surface: 'operations',
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness: the process answers. `{ "status": "ok" }`.',
  answers: { 200: { description: 'Alive.', mediaType: 'application/json' } },
});

export const readyz = definePage({
  name: 'readyz',
  surface: 'operations',
  method: 'GET',
  path: '/readyz',
  summary:
    'Readiness: the database answers a query. `{ "status": "ready" | "unavailable", "database": "pglite" | "postgres" }`.',
  answers: {
    200: { description: 'Ready.', mediaType: 'application/json' },
    503: { description: 'The database does not answer.', mediaType: 'application/json' },
  },
});

export const apiReference = definePage({
  name: 'api-reference',
  surface: 'page',
  method: 'GET',
  path: DOCS_PREFIX,
  summary: 'This reference as a page, rendered on the server from the OpenAPI document (no script).',
  answers: { 200: { description: 'The reference.', mediaType: 'text/html' } },
});

export const openApiDocument = definePage({
  name: 'openapi-document',
  surface: 'file',
  method: 'GET',
  path: `${DOCS_PREFIX}/openapi.json`,
  summary: 'The OpenAPI 3.1 document, generated from the call and page records.',
  answers: { 200: { description: 'The document.', mediaType: 'application/json' } },
});

export const apiReferenceStyles = definePage({
  name: 'api-reference-styles',
  surface: 'file',
  method: 'GET',
  path: `${DOCS_PREFIX}/reference.css`,
  summary: "The reference page's style sheet.",
  answers: { 200: { description: 'The style sheet.', mediaType: 'text/css' } },
});
