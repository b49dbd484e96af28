// The OpenAPI document (generated from the contract) and a readable, accessible reference page
// rendered from it on the server: no script, so it works under the strict CSP and with any
// assistive technology (Swagger UI failed both; decision 011).
import { buildOpenApiDocument } from '@rc/contract/openapi';
import { apiReference, apiReferenceStyles, openApiDocument } from '@rc/contract/operations/pages';
import type { FastifyInstance } from 'fastify';
import { registerPage } from '../gateway/register-page';
import { REFERENCE_CSS, renderApiReference } from './api-reference-page';

export async function registerApiDocs(app: FastifyInstance, options: { version: string; publicUrl: string }) {
  // Built at the first request for it, not at start: turning every call's schema into JSON Schema
  // took 0.7 s of a 6 s start (decision 058), for a page few visitors of a running server open.
  let built: { document: ReturnType<typeof buildOpenApiDocument>; page: string } | undefined;
  const docs = () => {
    if (!built) {
      const document = buildOpenApiDocument({ version: options.version, serverUrl: options.publicUrl });
      built = { document, page: renderApiReference(document as never) };
    }
    return built;
  };

  registerPage(app, openApiDocument, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return docs().document;
  });
  registerPage(app, apiReference, async ({ reply }) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(docs().page),
  );
  registerPage(app, apiReferenceStyles, async ({ reply }) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(REFERENCE_CSS),
  );
}
