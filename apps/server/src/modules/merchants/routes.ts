import { getRcLoginStyle, listLanguageCode } from '@rc/contract/calls/sign-in';
import { ShopSlugSchema } from '@rc/contract/shared-schemas';
import { LANGUAGES, matchLanguage } from '@rc/domain/languages';
import { shopFromHostname } from '@rc/domain/routing';
import type { FastifyInstance } from 'fastify';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { MerchantsService } from './service';

export function merchantsRoutes(
  app: FastifyInstance,
  gate: Gate,
  service: MerchantsService,
  options: { baseDomains: readonly string[] },
): void {
  // Without a shop in the path, the store is the one whose own subdomain was asked for.
  registerCall(app, gate, getRcLoginStyle, ({ input, request }) =>
    service.getLoginStyle(input.subDomain ?? shopFromHostname(request.hostname, options.baseDomains)),
  );

  registerCall(app, gate, listLanguageCode, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return LANGUAGES.map((language) => ({
      code: language.code,
      name: language.name,
      shortCode: language.shortCode,
    }));
  });

  // Per-merchant translation files (spec 7 "Translations"), beside the common ones in /locales.
  app.get<{ Params: { shop: string; file: string } }>(
    '/locales/merchant/:shop/:file',
    async (request, reply) => {
      const language = matchLanguage(request.params.file.replace(/\.json$/, ''));
      const shop = ShopSlugSchema.safeParse(request.params.shop);
      const texts = language && shop.success ? await service.translations(shop.data, language) : null;
      if (!texts) return reply.code(404).header('cache-control', 'no-cache').send({});
      return reply.header('cache-control', 'public, max-age=300').send(texts);
    },
  );
}
