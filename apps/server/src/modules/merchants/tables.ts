// The tables the merchants module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import type { PostalAddress } from '@rc/domain/postal-address';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

/** Branding a merchant shows on every page (the spec's return configuration). */
export interface ReturnConfig {
  logo?: string | null;
  favicon?: string | null;
  background?: string | null;
  loginAlignment?: 'left' | 'right';
  removePoweredBy?: boolean;
  fontFamily?: string | null;
  /** A web font (https .woff2/.woff) the merchant hosts, used before its font list. */
  fontUrl?: string | null;
  customStyleConfig?: Record<string, string>;
}

/** How a store's e-mails go out and what its claim e-mails say (issue 15 white label). */
export interface EmailSettings {
  senderName?: string | null;
  senderAddress?: string | null;
  /** smtp:// or smtps:// with credentials: the store's own server. Never answered back in full. */
  smtpUrl?: string | null;
  /** A PNG (or other raster) logo for e-mails; unset: the store's logo rendered to PNG. */
  logoPngUrl?: string | null;
  /** Claim e-mails per status: off, and the store's own subject and message per language. */
  claimEmails?: {
    disabled?: string[];
    texts?: Record<string, Record<string, { subject?: string; body?: string }>>;
  };
}

/** Per-merchant switches that change the shopper journey. */
export interface MerchantSettings {
  enableNewRc?: boolean;
  fromUS?: boolean;
  loginType?: 'rc3' | 'rc4';
  /** Page frame of the version 4 layout. */
  theme?: 'black' | 'blue';
  /** Sign-in by order number and e-mail needs a link from a verification e-mail: never, always, or above a total. */
  emailVerification?: 'off' | 'always' | 'high-value';
  verificationThresholdMinor?: number;
  /** 17track merchants still migrating: sv_router answers 'old' for their orders. */
  legacyRouter?: boolean;
  chatMode?: boolean;
  /** An example of the store's own order numbers for the sign-in field (issue 13), e.g. LA-2001. */
  orderNumberHint?: string | null;
  /** The store's iOS app, advertised by the home screen's banner (issue 13); none: no banner. */
  iosApp?: { name: string; url: string; iconUrl?: string | null; subtitle?: string | null } | null;
  /** Decision rules at claim submission (domain DEFAULT_CLAIM_RULES when unset). */
  claimRules?: { autoApproveDelay: boolean; autoApproveDamageUpToMinor: number };
  /** Days after a refusal in which a shopper may appeal it (domain DEFAULT_APPEAL_WINDOW_DAYS when unset; 0: off). */
  appealWindowDays?: number;
  /** The return policy over the domain's DEFAULT_RETURN_POLICY (decision 023); the merchant API checks it. */
  returnPolicy?: Record<string, unknown>;
  /** Products a shopper may exchange for (merchant-put-exchange-catalog). */
  /** Package tracking (issue 12): when a package counts as delayed, and which e-mails go out. */
  tracking?: {
    delayThresholdDays?: number;
    stuckAfterDays?: number;
    emails?: Partial<Record<'out_for_delivery' | 'delivered' | 'exception' | 'delayed', boolean>>;
  };
  /** E-mails to shoppers (issue 15 white label): the store's sender, its SMTP server, claim e-mails. */
  emails?: EmailSettings;
  /** The EU withdrawal function (issue 15): off unless enabled; the period and the markets. */
  withdrawal?: { enabled?: boolean; periodDays?: number; countries?: string[] };
  /** Where returned parcels go, printed on the built-in label (decision 053); none: no label methods offered. */
  returnAddress?: PostalAddress | null;
  exchangeCatalog?: {
    currency: string;
    products: {
      productId: string;
      title: string;
      imageUrl?: string | null;
      description?: string | null;
      tags: string[];
      variants: { variantId: string; title: string; priceMinor: number; available: boolean }[];
    }[];
  };
}

/** Per-merchant translation overrides: language → flat key → text. */
export type MerchantTranslations = Record<string, Record<string, string>>;

export const merchants = pgTable('merchants', {
  id: uuid('id').primaryKey().defaultRandom(),
  shop: text('shop').notNull().unique(),
  name: text('name').notNull(),
  platform: text('platform').notNull().default('shopify'),
  shopDomain: text('shop_domain'),
  supportEmail: text('support_email'),
  helpCenterUrl: text('help_center_url'),
  returnConfig: jsonb('return_config').$type<ReturnConfig>().notNull().default({}),
  settings: jsonb('settings').$type<MerchantSettings>().notNull().default({}),
  translations: jsonb('translations').$type<MerchantTranslations>().notNull().default({}),
  signingSecret: text('signing_secret').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const merchantApiKeys = pgTable(
  'merchant_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    keyPrefix: text('key_prefix').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('merchant_api_keys_merchant_idx').on(table.merchantId)],
);
