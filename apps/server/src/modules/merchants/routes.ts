import { adminGetEmailSettings, adminPutEmailSettings } from '@rc/contract/admin/calls';
import { emailLogo, merchantTextsFile } from '@rc/contract/branding/files';
import { merchantGetEmailSettings, merchantPutEmailSettings } from '@rc/contract/emails/merchant-calls';
import { ShopSlugSchema } from '@rc/contract/shared-schemas';
import { getRcLoginStyle, listLanguageCode } from '@rc/contract/sign-in/calls';
import { LANGUAGES, matchLanguage } from '@rc/domain/languages';
import { shopFromHostname } from '@rc/domain/routing';
import type { FastifyInstance } from 'fastify';
import { type Gate, registerCall } from '../../gateway/register-call';
import { registerPage } from '../../gateway/register-page';
import type { EmailLogos } from './email-logo';
import { changeEmailSettings, type EmailSettingsOptions, emailSettingsView } from './email-settings';
import type { MerchantRow } from './repository';
import type { MerchantsService } from './service';

export function merchantsRoutes(
  app: FastifyInstance,
  gate: Gate<MerchantRow>,
  service: MerchantsService,
  options: { baseDomains: readonly string[]; emailLogos: EmailLogos; email: EmailSettingsOptions },
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
  registerPage(app, merchantTextsFile, async ({ params, reply }) => {
    const language = matchLanguage(params.file.replace(/\.json$/, ''));
    const shop = ShopSlugSchema.safeParse(params.shop);
    const texts = language && shop.success ? await service.translations(shop.data, language) : null;
    if (!texts) return reply.code(404).header('cache-control', 'no-cache').send({});
    return reply.header('cache-control', 'public, max-age=300').send(texts);
  });

  // The store's e-mail settings (issue 15 white label), for the merchant API and the command.
  for (const call of [merchantGetEmailSettings, adminGetEmailSettings] as const) {
    registerCall(app, gate, call, async ({ merchant }) => emailSettingsView(merchant, options.email));
  }
  for (const call of [merchantPutEmailSettings, adminPutEmailSettings] as const) {
    registerCall(app, gate, call, ({ merchant, input }) =>
      changeEmailSettings(service, merchant.id, input, options.email),
    );
  }

  // The store's logo as a PNG for its e-mails (issue 15): mail clients show no SVG.
  registerPage(app, emailLogo, async ({ params, reply }) => {
    const shop = ShopSlugSchema.safeParse(params.shop);
    const merchant = shop.success ? await service.findByShop(shop.data) : null;
    const logo = merchant?.returnConfig.logo;
    const png = logo ? await options.emailLogos.png(logo) : null;
    if (!png) return reply.code(404).header('cache-control', 'no-cache').send({});
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(png);
  });
}
