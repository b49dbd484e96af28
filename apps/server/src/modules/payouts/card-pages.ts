// The card's page as the store's (issue 15): the card behind a redemption link, the store that
// paid by it and the language to show it in (chosen on the page, else the claim's, else the
// browser's). The built-in issuer's cards only: a real provider's card is at the provider's link.
import { type LanguageCode, resolveLanguage } from '@rc/domain/languages';
import type { SandboxIssuer } from '../../adapters/payout/sandbox-issuer';
import type { Queryable } from '../../db/client';
import type { MerchantsService } from '../merchants';
import { type CardStore, renderCardNotFound, renderCardPage } from './card-page';
import { createPayoutsRepository } from './repository';

export interface CardPageAnswer {
  status: 200 | 404;
  language: LanguageCode;
  html: string;
  csp: string;
}

export function createCardPages(deps: {
  db: Queryable;
  sandbox: Pick<SandboxIssuer, 'findCard'>;
  merchants: Pick<MerchantsService, 'findById'>;
}) {
  const repository = createPayoutsRepository(deps.db);

  return {
    async render(
      token: string,
      choice: { chosen?: string | undefined; browser: string },
    ): Promise<CardPageAnswer> {
      const card = await deps.sandbox.findCard(token);
      if (!card) {
        const language = resolveLanguage([choice.chosen, choice.browser]);
        return { status: 404, language, ...renderCardNotFound(language) };
      }
      const paidBy = await repository.paidBy(card.idempotencyKey);
      const merchant = paidBy ? await deps.merchants.findById(paidBy.merchantId) : null;
      const language = resolveLanguage([choice.chosen, paidBy?.language, choice.browser]);
      const style = merchant?.returnConfig.customStyleConfig ?? {};
      const store: CardStore | null = merchant
        ? {
            name: merchant.name,
            logo: merchant.returnConfig.logo ?? null,
            supportEmail: merchant.supportEmail ?? null,
            primary: style.primaryButtonBackground ?? null,
            onPrimary: style.primaryButtonText ?? null,
            claimNumber: paidBy?.claimNumber ?? null,
            country: paidBy?.country ?? null,
          }
        : null;
      return { status: 200, language, ...renderCardPage(card, store, language) };
    },
  };
}

export type CardPages = ReturnType<typeof createCardPages>;
