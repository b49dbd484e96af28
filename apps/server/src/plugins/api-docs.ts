// The OpenAPI document (generated from the contract) and a readable, accessible reference page
// rendered from it on the server: no script, so it works under the strict CSP and with any
// assistive technology (Swagger UI failed both; decision 011).
import { buildOpenApiDocument } from '@rc/contract/openapi';
import type { FastifyInstance } from 'fastify';
import { REFERENCE_CSS, renderApiReference } from './api-reference-page';

export const DOCS_PREFIX = '/gateway/docs';

export async function registerApiDocs(app: FastifyInstance, options: { version: string; publicUrl: string }) {
  const document = buildOpenApiDocument({ version: options.version, serverUrl: options.publicUrl });
  const page = renderApiReference(document as never);

  app.get(`${DOCS_PREFIX}/openapi.json`, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return document;
  });
  app.get(DOCS_PREFIX, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
  );
  app.get(`${DOCS_PREFIX}/reference.css`, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(REFERENCE_CSS),
  );
}
