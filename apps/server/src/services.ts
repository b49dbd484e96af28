// The module wiring: infrastructure services, then each module with the ports it needs of the
// others (modules never import each other's services; this file connects them).
import { DEFAULT_CLAIM_RULES } from '@rc/domain/claim-lifecycle';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { needsClarification, understandUtterance } from '@rc/domain/understanding';
import type { FastifyInstance } from 'fastify';
import { createChatCompletionsClient } from './adapters/assistant-model/chat-completions-client';
import { createLabelProvider } from './adapters/labels/create-label-provider';
import { createMailer } from './adapters/mail/mailer';
import { createPaymentProvider } from './adapters/payment/create-payment-provider';
import { createSandboxCheckout, SANDBOX_PAYMENT_PROVIDER } from './adapters/payment/sandbox-checkout';
import { createPayoutProvider } from './adapters/payout/create-payout-provider';
import { createSandboxIssuer } from './adapters/payout/sandbox-issuer';
import { createFileStorage } from './adapters/storage/create-storage';
import { createShopifyClient } from './adapters/store-platform/shopify-client';
import { createBuiltinStorePlatform } from './adapters/store-platform/store-platform';
import { createTrackingAggregator } from './adapters/tracking/create-tracking-aggregator';
import type { AppOptions } from './app';
import {
  type Config,
  labelSettings,
  paymentSettings,
  retentionSettings,
  storageSettings,
  storePlatformSettings,
  stripeWebhookSecrets,
  trackingSettings,
  tremendousSettings,
  webhookSettings,
} from './config';
import type { Database } from './db/client';
import { createJobQueue } from './jobs/job-queue';
import { createRetentionSweep } from './jobs/retention-sweep';
import { AppError } from './lib/app-error';
import { escapeHtml } from './lib/escape-html';
import { withLog } from './lib/outbound-http';
import { createRateLimiter } from './lib/rate-limiter';
import { createMemoryRateLimiter } from './lib/rate-limiter-memory';
import {
  type AssistantPorts,
  conversationPersonalData,
  createAssistantService,
  createModelTurn,
  registerHandoverEmails,
} from './modules/assistant';
import { signInPersonalData } from './modules/auth/personal-data';
import { createSessionsRepository } from './modules/auth/repository';
import { createSessions } from './modules/auth/sessions';
import { createSignedInShopper, createSignIn } from './modules/auth/sign-in';
import { createVerification } from './modules/auth/verification';
import { createClaimEmails } from './modules/claim-emails/service';
import { createClaimState } from './modules/claim-state/claim-state';
import { claimPersonalData } from './modules/claim-state/personal-data';
import type { EvidencePort } from './modules/claims/evidence-port';
import { createClaimsRepository } from './modules/claims/repository';
import { createClaimsService } from './modules/claims/service';
import { createComments } from './modules/comments';
import { orderCommentPersonalData } from './modules/comments/personal-data';
import { createDataRights } from './modules/data-rights';
import { emailPersonalData } from './modules/data-rights/email-section';
import { eventPersonalData } from './modules/events/personal-data';
import { evidencePersonalData } from './modules/evidence/personal-data';
import { ATTACHMENT_PATH } from './modules/evidence/routes';
import { createEvidenceService, type EvidenceService } from './modules/evidence/service';
import { createIntegrationsService } from './modules/integrations/service';
import { createMerchantsRepository } from './modules/merchants/repository';
import { createMerchantsService } from './modules/merchants/service';
import { createMailDelivery } from './modules/notifications';
import { reportablePolicies } from './modules/orders';
import { createOrderImportRepository } from './modules/orders/order-import-repository';
import { orderPersonalData } from './modules/orders/personal-data';
import { createOrdersRepository } from './modules/orders/repository';
import { createOrdersService } from './modules/orders/service';
import { createOrdersHub, createOrdersHubRepository } from './modules/orders-hub';
import { createCardPages } from './modules/payouts/card-pages';
import { payoutPersonalData } from './modules/payouts/personal-data';
import { createSandboxLedgerRepository } from './modules/payouts/sandbox-ledger-repository';
import { createPayoutsService } from './modules/payouts/service';
import { createReturnEmails } from './modules/return-emails/service';
import { createReturnState } from './modules/return-state';
import { returnPersonalData } from './modules/return-state/personal-data';
import { createLabelMaker, createReturnsService, offeredSettings } from './modules/returns';
import { createSandboxCheckoutLedger } from './modules/returns/payments-repository';
import { storeActionListener } from './modules/returns/store-actions';
import { balanceRefundListener } from './modules/returns/use-cases/refund-balance';
import { createTrackingLive } from './modules/tracking/live';
import { trackingPersonalData } from './modules/tracking/personal-data';
import { createTrackingService } from './modules/tracking/service';
import { createTrackingEmails } from './modules/tracking/tracking-emails';
import { createWebhooks } from './modules/webhooks';
import { webhookPersonalData } from './modules/webhooks/personal-data';
import { createWithdrawals } from './modules/withdrawals';
import { withdrawalPersonalData } from './modules/withdrawals/personal-data';

export function createServices(
  database: Database,
  config: Config,
  options: AppOptions,
  app: FastifyInstance,
) {
  const { db } = database;
  const limiter =
    (config.RATE_LIMIT_STORE ?? (database.kind === 'pglite' ? 'memory' : 'database')) === 'memory'
      ? createMemoryRateLimiter()
      : createRateLimiter(db);
  const jobs = createJobQueue(db, { log: app.log, pollMs: config.JOB_POLL_MS });
  const mailTransport =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: `${config.DATA_DIR}/outbox`,
      timeoutSeconds: config.SMTP_TIMEOUT_SECONDS,
      verifiedDomains: config.MAIL_VERIFIED_DOMAINS,
      // The console copy is for a person running the demo; a silent server (tests) keeps quiet.
      announce: config.LOG_LEVEL !== 'silent',
    });
  const merchants = createMerchantsService(createMerchantsRepository(db), {
    legacySiteUrl: config.legacySiteUrl,
    chatModeMerchants: config.CHAT_MODE_MERCHANTS,
  });
  // Every pipeline's e-mail leaves through a delivery job in its store's lane (decision 070).
  const mailer = createMailDelivery({ db, jobs, transport: mailTransport, merchants, log: app.log });
  const ordersRepository = createOrdersRepository(db);
  const sandboxIssuer = createSandboxIssuer({
    ledger: createSandboxLedgerRepository(db),
    publicUrl: config.publicUrl,
  });

  const sessions = createSessions(createSessionsRepository(db), {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxHours: config.SESSION_MAX_HOURS,
    secureCookie: config.COOKIE_SECURE,
  });
  const claimEmails = createClaimEmails({
    db,
    jobs,
    mailer,
    merchants,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  // Webhooks out (decision 027): every claim and return change is an event written with it.
  const webhooks = createWebhooks({
    db,
    jobs,
    settings: webhookSettings(config),
    log: app.log,
    noticeAddress: async (merchantId) => {
      const merchant = await merchants.findById(merchantId);
      return merchant ? { email: merchant.supportEmail, name: merchant.name } : null;
    },
    sendNotice: (message) => mailer.send({ ...message, html: `<pre>${escapeHtml(message.text)}</pre>` }),
  });
  // The one writer of claims; every status change tells the shopper's e-mails and the webhooks.
  // Tracking is made further down; these listeners run only once requests come in.
  const claimState = createClaimState({
    listeners: [
      claimEmails.statusChanged,
      webhooks.claimStatusChanged,
      (tx, change) => tracking.claimStatusChanged(tx, change),
    ],
  });
  const storage = createFileStorage(storageSettings(config));
  const evidence = createEvidenceService({
    db,
    storage,
    publicPath: ATTACHMENT_PATH,
    log: app.log,
    lockOrder: claimState.lockOrder,
    limiter,
    uploadRate: {
      perSession: config.UPLOAD_LIMIT_PER_WINDOW,
      perOrder: config.UPLOAD_LIMIT_PER_WINDOW * 2,
      windowSeconds: config.UPLOAD_WINDOW_SECONDS,
    },
  });
  const verification = createVerification({
    db,
    limiter,
    jobs,
    mailer,
    merchants,
    publicUrl: config.publicUrl,
    baseDomains: config.PORTAL_BASE_DOMAINS,
    limitPerWindow: config.VERIFY_EMAIL_LIMIT_PER_WINDOW,
    windowSeconds: config.SIGN_IN_WINDOW_SECONDS,
    loadOrder: async (orderId) => ordersRepository.findForSignIn({ orderId }),
  });
  const signIn = createSignIn({
    merchants,
    orders: ordersRepository,
    sessions,
    verification,
    limiter,
    limits: {
      perAccount: config.SIGN_IN_LIMIT_PER_WINDOW,
      perAddress: config.SIGN_IN_LIMIT_PER_WINDOW * 5,
      windowSeconds: config.SIGN_IN_WINDOW_SECONDS,
    },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const signedInShopper = createSignedInShopper({ merchants, orders: ordersRepository, sessions });
  // Returns (decision 023): the one writer of returns takes the order's lock from the claims' owner.
  const returnEmails = createReturnEmails({
    db,
    jobs,
    mailer,
    merchants,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  // Where refunds, credit and exchange orders are carried out: the portal's record, or Shopify.
  const shopify = storePlatformSettings(config);
  const storePlatform = shopify
    ? createShopifyClient({ ...shopify, log: app.log })
    : createBuiltinStorePlatform();
  const returnState = createReturnState({
    lockOrder: claimState.lockOrder,
    listeners: [
      returnEmails.eventRecorded,
      webhooks.returnEventRecorded,
      balanceRefundListener(jobs),
      storeActionListener({ jobs, platform: storePlatform.name }),
      // The shopper's tracking number registers the return's parcel; every event reaches open pages.
      (tx, change) => tracking.returnEventRecorded(tx, change),
    ],
  });
  // The balance of an exchange: the built-in sandbox checkout (served by the portal), or Stripe.
  const sandboxCheckout = createSandboxCheckout({
    ledger: createSandboxCheckoutLedger(db),
    // The page's pay step confirms the round at once, as Stripe's webhook does (decision 043).
    notify: async (notice) => {
      await returns.payments.notice(SANDBOX_PAYMENT_PROVIDER, notice).catch((error: unknown) => {
        app.log.warn({ err: error, eventId: notice.eventId }, 'sandbox checkout: confirmation failed');
      });
    },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const returns = createReturnsService({
    db,
    orders: ordersRepository,
    state: returnState,
    evidence: {
      freeForOrder: async (q, orderId, ids) =>
        (await evidence.attachmentsForOrder(orderId, ids, q))
          .filter((row) => row.claimId === null)
          .map((row) => row.id),
      linkToReturn: (tx, link) => evidence.linkToReturn(tx, link),
    },
    claimedQuantities: (q, orderId) => createClaimsRepository(q).claimedByItem(orderId),
    settingsOf: async (merchantId) => {
      const settings = await merchants.returnSettings(merchantId);
      return settings && offeredSettings(settings);
    },
    labels: createLabelMaker({
      parcelRegistered: (tx, parcel) => tracking.labelRecorded(tx, parcel),
      db,
      provider: createLabelProvider(withLog(labelSettings(config), app.log)),
      storage,
      state: returnState,
      orders: ordersRepository,
      returnAddressOf: async (merchantId) =>
        (await merchants.findById(merchantId))?.settings.returnAddress ?? null,
      log: app.log,
    }),
    payments: createPaymentProvider(withLog(paymentSettings(config), app.log), sandboxCheckout),
    stripeWebhookSecrets: stripeWebhookSecrets(config),
    storePlatform,
    jobs,
    publicUrl: config.publicUrl,
    log: app.log,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  // Package tracking (issue 12): checkpoints from the merchant and an aggregator, live to open pages.
  const trackingLive = createTrackingLive();
  const tracking = createTrackingService({
    db,
    orders: ordersRepository,
    merchants,
    aggregator: createTrackingAggregator({ ...trackingSettings(config), log: app.log }),
    emails: createTrackingEmails({ db, jobs, mailer, merchants, publicUrl: config.publicUrl, log: app.log }),
    live: trackingLive,
    listeners: [webhooks.trackingChanged],
    returns: returns.carrier,
    webhooks,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  // The EU withdrawal function (issue 15): the acknowledgement e-mail and the webhook with each one.
  const withdrawals = createWithdrawals({
    db,
    jobs,
    mailer,
    merchants,
    publicUrl: config.publicUrl,
    log: app.log,
    listeners: [webhooks.withdrawalReceived],
    ...(options.clock ? { clock: options.clock } : {}),
  });
  // The orders hub (issue 13, decision 036): which orders a session sees, and their comments.
  const ordersHub = createOrdersHub({
    repository: createOrdersHubRepository(db),
    orders: ordersRepository,
    merchants,
    switchSession: sessions.switchOrder,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const comments = createComments({
    db,
    throwIfNotVisible: ordersHub.throwIfNotVisible,
    listeners: [webhooks.commentChanged],
  });
  // The shopper's data rights (issue 15): each module holding personal data gives its section.
  const dataRights = createDataRights({
    db,
    storage,
    log: app.log,
    sections: [
      orderPersonalData,
      signInPersonalData,
      claimPersonalData,
      evidencePersonalData,
      payoutPersonalData,
      returnPersonalData,
      trackingPersonalData,
      orderCommentPersonalData,
      withdrawalPersonalData,
      emailPersonalData,
      eventPersonalData,
      conversationPersonalData,
      webhookPersonalData,
    ],
    erased: (tx, erasure) => webhooks.personalDataErased(tx, erasure),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const payouts = createPayoutsService({
    db,
    jobs,
    provider: createPayoutProvider(withLog(tremendousSettings(config), app.log), sandboxIssuer),
    log: app.log,
    state: claimState,
  });
  const claims = createClaimsService({
    db,
    orders: ordersRepository,
    evidence: claimsEvidence(evidence),
    rulesOf: async (merchantId) =>
      (await merchants.findById(merchantId))?.settings.claimRules ?? DEFAULT_CLAIM_RULES,
    state: claimState,
    returnHeld: (q, orderId) => returnState.heldOfOrder(q, orderId),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const orders = createOrdersService(ordersRepository, options.clock);
  // The assistant (issue 14): the same use-cases as the pages, through ports (modules/assistant/ports.ts).
  const assistantPorts = createAssistantPorts({
    merchants,
    ordersRepository,
    orders,
    claims,
    returns,
    payouts,
    tracking,
  });
  registerHandoverEmails({ db, jobs, mailer, ports: assistantPorts, log: app.log });
  const assistant = createAssistantService({
    db,
    jobs,
    ports: assistantPorts,
    understanding: { understand: understandUtterance, needsClarification },
    model: config.ASSISTANT_MODEL_BASE_URL
      ? createModelTurn(
          createChatCompletionsClient({
            baseUrl: config.ASSISTANT_MODEL_BASE_URL,
            apiKey: config.ASSISTANT_MODEL_API_KEY ?? null,
            model: config.ASSISTANT_MODEL,
            timeoutMs: config.ASSISTANT_MODEL_TIMEOUT_MS,
            log: app.log,
          }),
        )
      : null,
    publishHandedOver: (tx, merchantId, data) => webhooks.conversationHandedOver(tx, merchantId, data),
    handoverHours: config.ASSISTANT_HANDOVER_REPLY_HOURS,
    log: app.log,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return {
    database,
    limiter,
    ordersHub,
    comments,
    dataRights,
    jobs,
    mailer,
    merchants,
    sessions,
    verification,
    signIn,
    signedInShopper,
    orders,
    integrations: createIntegrationsService({ db, orderImport: createOrderImportRepository }),
    evidence,
    sandboxIssuer,
    // The card's page in the store's brand (issue 15).
    cardPages: createCardPages({ db, sandbox: sandboxIssuer, merchants }),
    claimEmails,
    payouts,
    claims,
    returnEmails,
    returns,
    sandboxCheckout,
    webhooks,
    tracking,
    trackingLive,
    retention: createRetentionSweep({
      webhooks,
      tracking,
      assistant,
      settings: retentionSettings(config),
      ...(options.clock ? { clock: options.clock } : {}),
    }),
    withdrawals,
    assistant,
  };
}

/** The evidence service as the claims module sees it (neither module imports the other). */
function claimsEvidence(evidence: EvidenceService): EvidencePort {
  return {
    forOrder: async (db, orderId, ids) =>
      (await evidence.attachmentsForOrder(orderId, ids, db)).map((row) => ({
        ...evidence.viewOf(row),
        claimId: row.claimId,
      })),
    linkToClaim: (tx, link) => evidence.linkToClaim(tx, link),
    replaceForClaim: (tx, link) => evidence.replaceForClaim(tx, link),
    forClaim: (db, claimId) => evidence.listForClaim(claimId, db),
  };
}

/** What the assistant needs of the other modules: their use-cases as the pages call them. */
function createAssistantPorts(deps: {
  merchants: ReturnType<typeof createMerchantsService>;
  ordersRepository: ReturnType<typeof createOrdersRepository>;
  orders: ReturnType<typeof createOrdersService>;
  claims: ReturnType<typeof createClaimsService>;
  returns: ReturnType<typeof createReturnsService>;
  payouts: ReturnType<typeof createPayoutsService>;
  tracking: ReturnType<typeof createTrackingService>;
}): AssistantPorts {
  const { merchants, ordersRepository, orders, claims, returns, payouts, tracking } = deps;
  async function loadOrder(orderId: string) {
    const order = await ordersRepository.findForSignIn({ orderId });
    if (!order) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    return order;
  }
  return {
    async order(session) {
      const [order, merchant] = await Promise.all([
        loadOrder(session.orderId),
        merchants.findById(session.merchantId),
      ]);
      if (!merchant) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
      let policyId: string | null = null;
      try {
        policyId = reportablePolicies(order, new Date())[0]?.id ?? null;
      } catch {
        policyId = null;
      }
      return {
        orderName: order.orderName,
        email: order.email,
        currency: order.currency,
        channel: order.channel,
        policyId,
        merchant: { id: merchant.id, name: merchant.name, supportEmail: merchant.supportEmail },
        supportChatMode: merchants.supportChatMode(merchant, order),
      };
    },
    async products(session) {
      const order = await loadOrder(session.orderId);
      const coverage = await returns.itemsCoverage(session);
      const packageOf = new Map<string, { id: string; status: string }>();
      for (const fulfillment of order.fulfillments) {
        for (const line of fulfillment.items) {
          if (!packageOf.has(line.orderItemId))
            packageOf.set(line.orderItemId, { id: fulfillment.id, status: fulfillment.status });
        }
      }
      const claimable = new Map<string, number>();
      const covered = await orders.protectedItems(session, null).catch(() => null);
      for (const fulfillment of covered?.fulfillments ?? []) {
        const found = await claims
          .protectedItems(session, { fulfillmentId: fulfillment.fulfillmentId })
          .catch(() => null);
        for (const item of found?.items ?? []) {
          claimable.set(item.itemId, (claimable.get(item.itemId) ?? 0) + item.claimableQuantity);
        }
      }
      return coverage.items.map((item) => ({
        itemId: item.itemId,
        productId: item.productId,
        variantId: item.variantId,
        title: item.title,
        variantTitle: item.variantTitle,
        sku: item.sku,
        imageUrl: item.imageUrl,
        quantity: item.boughtQuantity,
        unitPrice: item.unitPrice,
        currency: coverage.currency,
        fulfillmentId: packageOf.get(item.itemId)?.id ?? null,
        packageStatus: packageOf.get(item.itemId)?.status ?? null,
        claimableQuantity: claimable.get(item.itemId) ?? 0,
        returnableQuantity: item.returnableQuantity,
      }));
    },
    claims: {
      review: (session, body) => claims.review(session, body),
      submit: (session, body, language) => claims.submit(session, body, language),
      list: async (session) => (await claims.list(session)).claims,
      detail: (session, claimId) => claims.detail(session, claimId),
    },
    returns: {
      config: (session) => returns.policyView(session),
      review: (session, body) => returns.review(session, body),
      submit: (session, body, language) => returns.submit(session, body, language),
      list: async (session) => (await returns.listReturns(session)).returns,
    },
    payouts: { cashOut: (session, input) => payouts.cashOut(session, input) },
    tracking: { packages: async (session) => (await tracking.packageStatuses(session, null)).packages },
  };
}

export type Services = ReturnType<typeof createServices>;
