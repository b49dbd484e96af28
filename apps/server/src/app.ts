// The HTTP wiring: infrastructure first, then each module's routes (the services come from
// services.ts), then the web app and the fallbacks.

import path from 'node:path';
import cookie from '@fastify/cookie';
import { healthz, readyz } from '@rc/contract/operations/pages';
import { ORDER_LIMITS } from '@rc/domain/claim-defaults';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Mailer } from './adapters/mail/mailer';
import type { Config } from './config';
import { hasWebBuild, repoRoot } from './config';
import { type Database, openDatabase } from './db/client';
import { syncChannels } from './db/sync-channels';
import { outageWarning } from './db/unavailable';
import { answerFrameworkError } from './gateway/answer';
import { installErrorHandling, isApiPath, methodNotAllowed, unknownCall } from './gateway/error-handling';
import { createGate } from './gateway/gate';
import { registerPage } from './gateway/register-page';
import { AppError } from './lib/app-error';
import { loggerOptions } from './lib/log-options';
import { assistantRoutes } from './modules/assistant';
import { authRoutes } from './modules/auth/routes';
import { claimsMerchantRoutes } from './modules/claims/merchant-routes';
import { claimsRoutes } from './modules/claims/routes';
import { commentsRoutes } from './modules/comments';
import { dataRightsRoutes } from './modules/data-rights';
import { eventsRoutes } from './modules/events/routes';
import { evidenceRoutes } from './modules/evidence/routes';
import { UNLINKED_RETENTION_HOURS } from './modules/evidence/service';
import { integrationsRoutes } from './modules/integrations/routes';
import { createEmailLogos } from './modules/merchants/email-logo';
import { merchantsRoutes } from './modules/merchants/routes';
import { ordersRoutes } from './modules/orders/routes';
import { ordersHubRoutes } from './modules/orders-hub';
import { payoutsRoutes } from './modules/payouts/routes';
import { createCheckoutPages } from './modules/returns/checkout-pages';
import { returnsMerchantRoutes } from './modules/returns/merchant-routes';
import { paymentWebhookRoutes, sandboxCheckoutRoutes } from './modules/returns/payment-routes';
import { returnsRoutes } from './modules/returns/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { webhooksRoutes } from './modules/webhooks';
import { withdrawalsRoutes } from './modules/withdrawals';
import { registerApiDocs } from './plugins/api-docs';
import { createCommonTexts } from './plugins/common-texts';
import { answerFirstCalls } from './plugins/first-calls';
import { registerFormSignIn } from './plugins/form-sign-in';
import { createRenderedPages } from './plugins/rendered-pages';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { createServices, type Services } from './services';

export const VERSION = '0.1.0';

export interface AppOptions {
  /** An open database; when absent the app opens (and later closes) the configured one. */
  database?: Database;
  adminToken: string;
  clock?: () => Date;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Replaces the configured mailer (tests use SMTP on loopback through SMTP_URL instead). */
  mailer?: Mailer;
  /**
   * Checks every answer against its call's response schema (a mismatch answers 500 and is logged).
   * By default on everywhere but production (NODE_ENV=production), so tests catch a drift.
   */
  checkAnswers?: boolean;
}

export async function buildApp(
  config: Config,
  options: AppOptions,
): Promise<FastifyInstance & { services: Services }> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    frameworkErrors: answerFrameworkError,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // Infrastructure.
  const warnLostConnection = outageWarning('database connection lost: the pool reconnects');
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDataDir: `${config.DATA_DIR}/pglite`,
      poolSize: config.DATABASE_POOL_SIZE,
      // A pooled connection that dies (PostgreSQL restarting) is said once per outage, not per client.
      onConnectionError: (error) => warnLostConnection(app.log, error),
    }));
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  await syncChannels(database.db);
  installErrorHandling(app);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  await registerApiDocs(app, { version: VERSION, publicUrl: config.publicUrl });

  // Modules.
  const services = createServices(database, config, options, app);
  const gate = createGate({
    sessions: services.sessions,
    merchants: services.merchants,
    adminToken: options.adminToken,
    checkAnswers: options.checkAnswers ?? process.env.NODE_ENV !== 'production',
  });
  authRoutes(app, gate, {
    signIn: services.signIn,
    sessions: services.sessions,
    verification: services.verification,
    legacyRouter: async (session) => {
      const merchant = await services.merchants.findById(session.merchantId);
      return services.orders.legacyRouter(session, merchant?.settings.legacyRouter ?? false);
    },
  });
  merchantsRoutes(app, gate, services.merchants, {
    baseDomains: config.PORTAL_BASE_DOMAINS,
    // The built app's files, or the web app's public folder where nothing is built (tests).
    emailLogos: createEmailLogos({ roots: [config.WEB_DIST, path.join(repoRoot, 'apps/web/public')] }),
    email: {
      portalFrom: config.MAIL_FROM,
      verifiedDomains: config.MAIL_VERIFIED_DOMAINS,
      publicUrl: config.publicUrl,
    },
  });
  ordersRoutes(app, gate, services.orders);
  await evidenceRoutes(app, gate, {
    evidence: services.evidence,
    limits: { maxImageBytes: config.UPLOAD_MAX_IMAGE_BYTES, maxVideoBytes: config.UPLOAD_MAX_VIDEO_BYTES },
  });
  claimsRoutes(app, gate, services.claims);
  claimsMerchantRoutes(app, gate, { claims: services.claims, merchants: services.merchants });
  payoutsRoutes(app, gate, { payouts: services.payouts, cardPages: services.cardPages });
  returnsRoutes(app, gate, services.returns);
  sandboxCheckoutRoutes(
    app,
    services.sandboxCheckout,
    createCheckoutPages({
      payee: services.returns.payments.payee,
      merchants: services.merchants,
      webRoots: [config.WEB_DIST, path.join(repoRoot, 'apps/web/public')],
    }),
  );
  paymentWebhookRoutes(app, gate, services.returns);
  returnsMerchantRoutes(app, gate, { returns: services.returns, merchants: services.merchants });
  webhooksRoutes(app, gate, services.webhooks);
  withdrawalsRoutes(app, gate, services.withdrawals);
  await trackingRoutes(app, gate, { tracking: services.tracking, live: services.trackingLive });
  ordersHubRoutes(app, gate, services.ordersHub);
  commentsRoutes(app, gate, services.comments);
  eventsRoutes(app, gate, database.db, services.merchants);
  dataRightsRoutes(app, gate, services.dataRights);
  assistantRoutes(app, gate, services.assistant);
  integrationsRoutes(app, gate, {
    merchants: services.merchants,
    integrations: services.integrations,
    publicUrl: config.publicUrl,
  });

  // Operations.
  registerPage(app, healthz, async () => ({ status: 'ok' }));
  registerPage(app, readyz, async ({ reply }) => {
    try {
      await database.db.execute('select 1');
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
  const maintenance = setInterval(() => {
    void Promise.all([
      services.sessions.prune(),
      services.limiter.prune(),
      services.verification.prune(),
      // Abandoned drafts first: their evidence becomes unused uploads, deleted right after.
      services.claims
        .expireAbandonedDrafts(ORDER_LIMITS.draftExpiryDays)
        .then(() => services.evidence.deleteUnlinkedOlderThan(UNLINKED_RETENTION_HOURS)),
      // Packages late or silent get their e-mail; an aggregator without push is asked.
      services.tracking.pollAggregator().then(() => services.tracking.sweepDelays()),
      // Balance payments left open: read back from the provider (decision 043).
      services.returns.payments.sweep(),
      // Webhook logs and package timelines past their retention (jobs/retention-sweep.ts).
      services.retention.sweep(),
    ]).catch((error) => app.log.warn({ err: error }, 'maintenance failed'));
  }, 10 * 60_000);
  maintenance.unref();
  services.jobs.start();
  services.webhooks.start();
  app.addHook('onClose', async () => {
    clearInterval(maintenance);
    await services.webhooks.stop();
    await services.jobs.stop();
    services.mailer.close();
  });

  // The web app and the fallbacks.
  const webBuilt = hasWebBuild(config);
  const commonTexts = createCommonTexts(config.WEB_DIST);
  const pages = webBuilt
    ? await createRenderedPages({
        webDist: config.WEB_DIST,
        rendererFile: config.WEB_SSR_ENTRY,
        baseDomains: config.PORTAL_BASE_DOMAINS,
        stores: {
          // An unknown store renders the not-found page; any other failure falls back to the shell.
          loginStyle: (shop) =>
            services.merchants.getLoginStyle(shop).catch((error: unknown) => {
              if (error instanceof AppError) return null;
              throw error;
            }),
          translations: (shop, language) => services.merchants.translations(shop, language),
        },
        answerFirstCalls: (request, calls, language) => answerFirstCalls(app, request, calls, language),
        signedInShopper: (request) => services.signedInShopper(request),
        commonTexts,
        log: app.log,
      })
    : null;
  if (pages) await registerWebApp(app, config.WEB_DIST, pages, commonTexts);
  // The sign-in form sent as plain HTML (before the script, or without it): decision 049.
  await registerFormSignIn(app, {
    baseDomains: config.PORTAL_BASE_DOMAINS,
    merchantIdOf: (shop) =>
      services.merchants
        .getLoginStyle(shop)
        .then((style) => style.merchantId)
        .catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        }),
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) throw methodNotAllowed(app, url) ?? unknownCall();
    if (pages && (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(url)) {
      return pages.send(request, reply);
    }
    throw unknownCall();
  });

  return Object.assign(app, { services }) as FastifyInstance & { services: Services };
}
