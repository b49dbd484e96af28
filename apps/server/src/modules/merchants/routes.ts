import { getRcLoginStyle, listLanguageCode } from '@rc/contract/calls/sign-in';
import { LANGUAGES } from '@rc/domain/languages';
import type { FastifyInstance } from 'fastify';
import { registerPublicCall } from '../../gateway/register-call';
import type { MerchantsService } from './service';

export function merchantsRoutes(app: FastifyInstance, service: MerchantsService): void {
  registerPublicCall(app, getRcLoginStyle, ({ input }) => service.getLoginStyle(input.subDomain));

  registerPublicCall(app, listLanguageCode, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return LANGUAGES.map((language) => ({
      code: language.code,
      name: language.name,
      shortCode: language.shortCode,
    }));
  });
}
