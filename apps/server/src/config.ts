import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLAIM_LIMITS, ORDER_LIMITS } from '@rc/domain/claim-defaults';
import { z } from 'zod';
import type { HttpLabelOptions } from './adapters/labels/http-label-client';
import type { StripeOptions } from './adapters/payment/stripe-client';
import type { TremendousOptions } from './adapters/payout/tremendous-client';
import type { S3StorageOptions } from './adapters/storage/s3-storage';
import type { ShopifyOptions } from './adapters/store-platform/shopify-client';
import type { TrackingAggregatorSettings } from './adapters/tracking/create-tracking-aggregator';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    DATA_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, '.data'))
      .transform((value) => path.resolve(value)),
    WEB_DIST: z
      .string()
      .min(1)
      .default(path.join(repoRoot, 'apps/web/dist'))
      .transform((value) => path.resolve(value)),
    /** The web app's server renderer (one file, loaded once at start). */
    WEB_SSR_ENTRY: z
      .string()
      .min(1)
      .default(path.join(repoRoot, 'apps/web/dist-ssr/entry-server.js'))
      .transform((value) => path.resolve(value)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    COOKIE_SECURE: booleanFromEnv.default(true),
    TRUST_PROXY: booleanFromEnv.default(false),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
    SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
    SIGN_IN_LIMIT_PER_WINDOW: z.coerce.number().int().min(1).default(10),
    SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /**
     * Where rate-limit counters live: 'database' (shared by every instance on one PostgreSQL) or
     * 'memory' (this process only). Unset: memory on the embedded database, which has one
     * instance by construction; the database on PostgreSQL.
     */
    RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(256 * 1024),
    DEMO_SEED: booleanFromEnv.default(true),
    /** smtp://user:pass@host:port or smtps://…; unset: e-mails go to DATA_DIR/outbox and the console. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The longest wait for the SMTP server at each step; a stalled server fails the send, which is retried. */
    SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
    // The portal's own sender (its notices to merchants). Shoppers' e-mails go out under the store's
    // name at this address unless the store sends from its own (issue 15): a neutral address.
    MAIL_FROM: z.string().min(3).default('Resolution Center <no-reply@portal-mail.example>'),
    /**
     * Domains verified for the portal's own sending (SPF and DKIM set up): a store's sender address
     * on one of them goes out through SMTP_URL as the store's own; elsewhere only through the store's
     * own SMTP server (issue 15 white label).
     */
    MAIL_VERIFIED_DOMAINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((domain) => domain.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** The legacy resolution site (17track, garmentory, treet); shoppers arrive with email and order_number. */
    LEGACY_SITE_URL: z.url().optional(),
    /** Host names under which each store has its own subdomain (demo.localhost, demo.portal.example.com). */
    PORTAL_BASE_DOMAINS: z
      .string()
      .default('localhost')
      .transform((value) =>
        value
          .split(',')
          .map((domain) => domain.trim().toLowerCase())
          .filter(Boolean),
      ),
    VERIFY_EMAIL_LIMIT_PER_WINDOW: z.coerce.number().int().min(1).default(3),
    JOB_POLL_MS: z.coerce.number().int().min(50).default(2000),
    /**
     * Seconds before each retry of a webhook delivery (decision 027): about three days in all by
     * default; each wait varies by up to a fifth so that endpoints coming back are not hit at once.
     */
    WEBHOOK_RETRY_SECONDS: z
      .string()
      .default('5,300,1800,7200,18000,36000,36000,50400,50400,50400')
      .transform((value) => value.split(',').map((part) => Number(part.trim())))
      .refine(
        (delays) => delays.every((delay) => Number.isInteger(delay) && delay >= 0),
        'must be whole seconds',
      ),
    /** How long an endpoint may fail without one success before a delivery that fails for good disables it. */
    WEBHOOK_DISABLE_AFTER_HOURS: z.coerce.number().min(0).default(72),
    /** Days a webhook message and its delivery log are kept once nothing waits on it (the retention sweep). */
    WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    /** Days a package's checkpoints are kept after its last scan (the retention sweep). */
    TRACKING_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
    /** Days an assistant conversation is kept after its last message (the retention sweep, decision 039). */
    ASSISTANT_RETENTION_DAYS: z.coerce.number().int().min(1).default(180),
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(15),
    /** Private and loopback webhook targets; by default refused in production (NODE_ENV=production). */
    WEBHOOK_PRIVATE_TARGETS: booleanFromEnv.optional(),
    /** Largest photo and video a shopper may upload as evidence (spec 9's 10 and 50 MB). */
    UPLOAD_MAX_IMAGE_BYTES: z.coerce.number().int().min(1024).default(CLAIM_LIMITS.maxImageBytes),
    UPLOAD_MAX_VIDEO_BYTES: z.coerce.number().int().min(1024).default(CLAIM_LIMITS.maxVideoBytes),
    /** Uploads per session in a window (twice as many per order); see ORDER_LIMITS. */
    UPLOAD_LIMIT_PER_WINDOW: z.coerce.number().int().min(1).default(ORDER_LIMITS.uploadsPerSessionPerWindow),
    UPLOAD_WINDOW_SECONDS: z.coerce.number().int().min(1).default(ORDER_LIMITS.uploadWindowSeconds),
    /** S3-compatible storage for evidence (several instances); unset: the folder DATA_DIR/uploads. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1')
      .default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
    /** Who makes return labels: the built-in PDF labels (offline), or a carrier-label service (decision 023). */
    LABEL_PROVIDER: z.enum(['builtin', 'http']).default('builtin'),
    /** The carrier-label service's API (EasyPost or Shippo style), with LABEL_PROVIDER=http. */
    LABEL_API_URL: z.url().optional(),
    LABEL_API_KEY: z.string().min(1).optional(),
    /** Who pushes package tracking (issue 12): the built-in signed webhook, or AfterShip (webhooks and lookups). */
    TRACKING_AGGREGATOR: z.enum(['builtin', 'aftership']).default('builtin'),
    /** The webhook signing secret the aggregator shares with us; unset, every tracking webhook is refused. */
    TRACKING_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** How far a webhook's signed time may be from ours before it is refused as a replay. */
    TRACKING_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    AFTERSHIP_API_URL: z.url().default('https://api.aftership.com/tracking/2024-10'),
    AFTERSHIP_API_KEY: z.string().min(1).optional(),
    /** Who takes the shopper's payments (an exchange's balance): the built-in sandbox checkout, or Stripe Checkout. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_API_URL: z.url().default('https://api.stripe.com'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /**
     * The signing secret of the Stripe webhook endpoint (whsec_…) that POSTs to
     * /webhooks/payments/stripe; several, comma-separated, while one is rolled. Unset: no endpoint.
     */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where a return's refunds, credit and exchange orders are carried out: recorded by the portal, or the Shopify store. */
    STORE_PLATFORM: z.enum(['builtin', 'shopify']).default('builtin'),
    /** https://<shop>.myshopify.com and a custom app's Admin API token, with STORE_PLATFORM=shopify. */
    SHOPIFY_SHOP_URL: z.url().optional(),
    SHOPIFY_ACCESS_TOKEN: z.string().min(1).optional(),
    /** The Shopify location returned units are restocked at (its id); unset: the shop's primary location. */
    SHOPIFY_RESTOCK_LOCATION_ID: z
      .string()
      .regex(/^(gid:\/\/shopify\/Location\/)?\d{1,20}$/)
      .optional(),
    /** Who pays claims: the built-in sandbox issuer (offline), or Tremendous (decision 012). */
    PAYOUT_PROVIDER: z.enum(['sandbox', 'tremendous']).default('sandbox'),
    TREMENDOUS_BASE_URL: z.url().default('https://testflight.tremendous.com'),
    TREMENDOUS_API_KEY: z.string().min(1).optional(),
    TREMENDOUS_FUNDING_SOURCE_ID: z.string().min(1).optional(),
    /** The Visa virtual card product; the PayPal product is optional (unset: PayPal payouts are refused). */
    TREMENDOUS_VISA_PRODUCT_ID: z.string().min(1).optional(),
    TREMENDOUS_PAYPAL_PRODUCT_ID: z.string().min(1).optional(),
    /** Merchants (ids or shop names, comma-separated) whose shoppers get chat mode (spec 6), besides each store's setting. */
    CHAT_MODE_MERCHANTS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
    /** An OpenAI-compatible chat-completions endpoint for the assistant (issue 14); unset: the built-in assistant. */
    ASSISTANT_MODEL_BASE_URL: z.url().optional(),
    ASSISTANT_MODEL_API_KEY: z.string().min(1).optional(),
    ASSISTANT_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** The longest wait for one model answer; past it the built-in assistant answers instead. */
    ASSISTANT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** When the store answers after a hand-over to a person (told to the shopper). */
    ASSISTANT_HANDOVER_REPLY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  })
  .superRefine((config, context) => {
    if (config.PAYOUT_PROVIDER === 'tremendous') {
      for (const key of [
        'TREMENDOUS_API_KEY',
        'TREMENDOUS_FUNDING_SOURCE_ID',
        'TREMENDOUS_VISA_PRODUCT_ID',
      ] as const) {
        if (!config[key]) {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: 'needed when PAYOUT_PROVIDER is tremendous',
          });
        }
      }
    }
    if (config.STORE_PLATFORM === 'shopify' && !(config.SHOPIFY_SHOP_URL && config.SHOPIFY_ACCESS_TOKEN)) {
      context.addIssue({
        code: 'custom',
        path: ['STORE_PLATFORM'],
        message: 'shopify needs SHOPIFY_SHOP_URL and SHOPIFY_ACCESS_TOKEN',
      });
    }
    if (config.PAYMENT_PROVIDER === 'stripe' && !config.STRIPE_SECRET_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'needed when PAYMENT_PROVIDER is stripe',
      });
    }
    if (config.LABEL_PROVIDER === 'http' && !(config.LABEL_API_URL && config.LABEL_API_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['LABEL_PROVIDER'],
        message: 'http needs LABEL_API_URL and LABEL_API_KEY',
      });
    }
    if (config.S3_BUCKET && !(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well',
      });
    }
  });

/** Every environment variable the server reads (tools that start it clear them for a clean run). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ConfigSchema.shape);

export type Config = z.infer<typeof ConfigSchema> & {
  publicUrl: string;
  legacySiteUrl: string;
  repoRoot: string;
};

/** Reads and validates the environment; throws one readable message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  const displayHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const publicUrl = (config.PUBLIC_URL ?? `http://${displayHost}:${config.PORT}`).replace(/\/$/, '');
  return {
    ...config,
    publicUrl,
    legacySiteUrl: config.LEGACY_SITE_URL ?? `${publicUrl}/legacy/index.html`,
    repoRoot,
  };
}

export class ConfigError extends Error {}

/** True when the built web app is present, so the server can serve it. */
export function hasWebBuild(config: Config): boolean {
  return existsSync(path.join(config.WEB_DIST, 'index.html'));
}

/** The evidence storage the configuration names: S3-compatible with S3_BUCKET, else DATA_DIR/uploads. */
export function storageSettings(config: Config): { s3: S3StorageOptions | null; localDir: string } {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  return {
    s3:
      S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? {
            bucket: S3_BUCKET,
            region: config.S3_REGION,
            endpoint: config.S3_ENDPOINT,
            accessKeyId: S3_ACCESS_KEY_ID,
            secretAccessKey: S3_SECRET_ACCESS_KEY,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
          }
        : null,
    localDir: path.join(config.DATA_DIR, 'uploads'),
  };
}

/** Tremendous's settings when PAYOUT_PROVIDER=tremendous (the schema checked they are there), else null. */
/** How webhooks are sent (decision 027); private targets by default everywhere but production. */
export function webhookSettings(config: Config) {
  return {
    retrySeconds: config.WEBHOOK_RETRY_SECONDS,
    disableAfterHours: config.WEBHOOK_DISABLE_AFTER_HOURS,
    timeoutSeconds: config.WEBHOOK_TIMEOUT_SECONDS,
    privateTargets: config.WEBHOOK_PRIVATE_TARGETS ?? process.env.NODE_ENV !== 'production',
  };
}

/** How long the retention sweep keeps webhook logs, package timelines and conversations (jobs/retention-sweep.ts). */
export function retentionSettings(config: Config) {
  return {
    webhookDays: config.WEBHOOK_RETENTION_DAYS,
    trackingDays: config.TRACKING_RETENTION_DAYS,
    conversationDays: config.ASSISTANT_RETENTION_DAYS,
  };
}

/** Shopify's settings when STORE_PLATFORM=shopify, else null (the built-in record). */
export function storePlatformSettings(config: Config): ShopifyOptions | null {
  if (config.STORE_PLATFORM !== 'shopify' || !config.SHOPIFY_SHOP_URL || !config.SHOPIFY_ACCESS_TOKEN)
    return null;
  return {
    shopUrl: config.SHOPIFY_SHOP_URL,
    accessToken: config.SHOPIFY_ACCESS_TOKEN,
    restockLocationId: config.SHOPIFY_RESTOCK_LOCATION_ID ?? null,
  };
}

/** Stripe's settings when PAYMENT_PROVIDER=stripe, else null (the built-in sandbox checkout). */
export function paymentSettings(config: Config): StripeOptions | null {
  if (config.PAYMENT_PROVIDER !== 'stripe' || !config.STRIPE_SECRET_KEY) return null;
  return { baseUrl: config.STRIPE_API_URL, secretKey: config.STRIPE_SECRET_KEY };
}

/** Stripe's webhook signing secrets (none when STRIPE_WEBHOOK_SECRET is unset). */
export function stripeWebhookSecrets(config: Config): string[] {
  return (config.STRIPE_WEBHOOK_SECRET ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret !== '');
}

/** The carrier-label service's settings, or null for the built-in labels. */
export function labelSettings(config: Config): HttpLabelOptions | null {
  if (config.LABEL_PROVIDER !== 'http' || !config.LABEL_API_URL || !config.LABEL_API_KEY) return null;
  return { baseUrl: config.LABEL_API_URL, apiKey: config.LABEL_API_KEY };
}

/** The tracking aggregator's settings (issue 12). */
export function trackingSettings(config: Config): TrackingAggregatorSettings {
  return {
    provider: config.TRACKING_AGGREGATOR,
    webhookSecret: config.TRACKING_WEBHOOK_SECRET ?? null,
    toleranceSeconds: config.TRACKING_WEBHOOK_TOLERANCE_SECONDS,
    aftership: { baseUrl: config.AFTERSHIP_API_URL, apiKey: config.AFTERSHIP_API_KEY ?? null },
  };
}

export function tremendousSettings(config: Config): TremendousOptions | null {
  const { TREMENDOUS_API_KEY, TREMENDOUS_FUNDING_SOURCE_ID, TREMENDOUS_VISA_PRODUCT_ID } = config;
  if (config.PAYOUT_PROVIDER !== 'tremendous') return null;
  if (!(TREMENDOUS_API_KEY && TREMENDOUS_FUNDING_SOURCE_ID && TREMENDOUS_VISA_PRODUCT_ID)) {
    throw new ConfigError(
      'PAYOUT_PROVIDER=tremendous needs TREMENDOUS_API_KEY, _FUNDING_SOURCE_ID and _VISA_PRODUCT_ID',
    );
  }
  return {
    baseUrl: config.TREMENDOUS_BASE_URL,
    apiKey: TREMENDOUS_API_KEY,
    fundingSourceId: TREMENDOUS_FUNDING_SOURCE_ID,
    visaProductId: TREMENDOUS_VISA_PRODUCT_ID,
    paypalProductId: config.TREMENDOUS_PAYPAL_PRODUCT_ID,
  };
}
