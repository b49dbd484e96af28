// The merchants module as other modules see it (they import this file only; services.ts wires the
// instances). Stores: branding, settings, keys, translations.
export { appealWindowDaysOf } from './reads';
export type { MerchantRow } from './repository';
export type { MerchantsService } from './service';
export type { EmailSettings, MerchantSettings, MerchantTranslations, ReturnConfig } from './tables';
