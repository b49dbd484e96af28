// Serves the built web app: precompressed (brotli, gzip) assets, a year of caching for hashed
// files, revalidation for the rest; pages are answered by rendered-pages.ts.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { portalPage } from '@rc/contract/portal/pages';
import type { FastifyInstance } from 'fastify';
import { registerPage } from '../gateway/register-page';
import type { CommonTexts } from './common-texts';
import type { RenderedPages } from './rendered-pages';

// The precompressed siblings (.br, .gz) of a hashed file are as immutable as the file itself.
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  pages: RenderedPages,
  commonTexts: CommonTexts,
): Promise<void> {
  // Before the static files: the common translation files carry the error catalogue (decision 030).
  commonTexts.register(app);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      if (HASHED_ASSET.test(filePath.split(path.sep).join('/'))) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  // The wildcard route would try to send the folder itself for the root.
  registerPage(app, portalPage, ({ request, reply }) => pages.send(request, reply));
}
