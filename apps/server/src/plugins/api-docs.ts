// The OpenAPI document (generated from the contract) and a readable reference page.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '@rc/contract/openapi';
import type { FastifyInstance } from 'fastify';

export const DOCS_PREFIX = '/gateway/docs';

export async function registerApiDocs(app: FastifyInstance, options: { version: string; publicUrl: string }) {
  const document = buildOpenApiDocument({ version: options.version, serverUrl: options.publicUrl });
  await app.register(swagger, {
    mode: 'static',
    specification: { document: document as never },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
  });
  app.get(`${DOCS_PREFIX}/openapi.json`, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return document;
  });
}
