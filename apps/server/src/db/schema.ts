// Every table, listed for the database client's typing and relational queries (db/client.ts) and
// for the tests that look at stored rows (decision 056). Each table is defined by the module that
// owns it (modules/<name>/tables.ts) or by the platform (platform-tables.ts); drizzle-kit reads
// those files (drizzle.config.ts). No module imports this file: a module reads another's data
// through that module's index.ts (the linter fails such an import).
//
// The relations below declare no SQL (drizzle-kit ignores them): only the client's relational
// queries read them. They span modules, so they live here rather than in one module's tables.
import { relations } from 'drizzle-orm';
import {
  conversationActions,
  conversationMessages,
  conversationQuestions,
  conversations,
} from '../modules/assistant/tables';
import { sessions, verificationTokens } from '../modules/auth/tables';
import { claimEvents, claimItems, claims } from '../modules/claim-state/tables';
import { dataRequests } from '../modules/data-rights/tables';
import { analyticsEvents } from '../modules/events/tables';
import { attachments } from '../modules/evidence/tables';
import { merchantApiKeys, merchants } from '../modules/merchants/tables';
import {
  fulfillmentItems,
  fulfillments,
  orderItems,
  orders,
  policies,
  policyItems,
} from '../modules/orders/tables';
import { payouts, sandboxCards } from '../modules/payouts/tables';
import { returnEvents, returnItems, returnLabels, returns } from '../modules/return-state/tables';
import {
  orderChanges,
  packageTracking,
  returnParcelTracking,
  trackingEvents,
  trackingWebhookReceipts,
} from '../modules/tracking/tables';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from '../modules/webhooks/tables';
import { withdrawals } from '../modules/withdrawals/tables';
import { channels, idempotencyKeys, jobs, rateLimits } from './platform-tables';

export {
  conversationActions,
  conversationMessages,
  conversationQuestions,
  conversations,
} from '../modules/assistant/tables';
export { sessions, verificationTokens } from '../modules/auth/tables';
export { claimEvents, claimItems, claims } from '../modules/claim-state/tables';
export { orderComments } from '../modules/comments/tables';
export { dataRequests } from '../modules/data-rights/tables';
export { analyticsEvents } from '../modules/events/tables';
export { attachments } from '../modules/evidence/tables';
export {
  type EmailSettings,
  type MerchantSettings,
  type MerchantTranslations,
  merchantApiKeys,
  merchants,
  type ReturnConfig,
} from '../modules/merchants/tables';
export {
  fulfillmentItems,
  fulfillments,
  orderItems,
  orders,
  policies,
  policyItems,
} from '../modules/orders/tables';
export { payouts, sandboxCards } from '../modules/payouts/tables';
export { returnEvents, returnItems, returnLabels, returns } from '../modules/return-state/tables';
export { returnPayments, sandboxCheckouts, storePlatformActions } from '../modules/returns/tables';
export {
  orderChanges,
  packageTracking,
  returnParcelTracking,
  trackingEvents,
  trackingWebhookReceipts,
} from '../modules/tracking/tables';
export {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from '../modules/webhooks/tables';
export { withdrawals } from '../modules/withdrawals/tables';
export { channels, idempotencyKeys, jobs, rateLimits } from './platform-tables';

export const merchantsRelations = relations(merchants, ({ many }) => ({ orders: many(orders) }));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  merchant: one(merchants, { fields: [orders.merchantId], references: [merchants.id] }),
  items: many(orderItems),
  fulfillments: many(fulfillments),
  policies: many(policies),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
}));

export const fulfillmentsRelations = relations(fulfillments, ({ one, many }) => ({
  order: one(orders, { fields: [fulfillments.orderId], references: [orders.id] }),
  items: many(fulfillmentItems),
}));

export const fulfillmentItemsRelations = relations(fulfillmentItems, ({ one }) => ({
  fulfillment: one(fulfillments, { fields: [fulfillmentItems.fulfillmentId], references: [fulfillments.id] }),
  orderItem: one(orderItems, { fields: [fulfillmentItems.orderItemId], references: [orderItems.id] }),
}));

export const policiesRelations = relations(policies, ({ one, many }) => ({
  order: one(orders, { fields: [policies.orderId], references: [orders.id] }),
  items: many(policyItems),
}));

export const policyItemsRelations = relations(policyItems, ({ one }) => ({
  policy: one(policies, { fields: [policyItems.policyId], references: [policies.id] }),
  orderItem: one(orderItems, { fields: [policyItems.orderItemId], references: [orderItems.id] }),
}));

export const claimsRelations = relations(claims, ({ one, many }) => ({
  order: one(orders, { fields: [claims.orderId], references: [orders.id] }),
  policy: one(policies, { fields: [claims.policyId], references: [policies.id] }),
  items: many(claimItems),
  events: many(claimEvents),
  attachments: many(attachments),
  payout: one(payouts, { fields: [claims.id], references: [payouts.claimId] }),
}));

export const claimItemsRelations = relations(claimItems, ({ one }) => ({
  claim: one(claims, { fields: [claimItems.claimId], references: [claims.id] }),
  orderItem: one(orderItems, { fields: [claimItems.orderItemId], references: [orderItems.id] }),
}));

export const claimEventsRelations = relations(claimEvents, ({ one }) => ({
  claim: one(claims, { fields: [claimEvents.claimId], references: [claims.id] }),
}));

export const attachmentsRelations = relations(attachments, ({ one }) => ({
  claim: one(claims, { fields: [attachments.claimId], references: [claims.id] }),
}));

export const payoutsRelations = relations(payouts, ({ one }) => ({
  claim: one(claims, { fields: [payouts.claimId], references: [claims.id] }),
}));

export const returnsRelations = relations(returns, ({ one, many }) => ({
  order: one(orders, { fields: [returns.orderId], references: [orders.id] }),
  items: many(returnItems),
  events: many(returnEvents),
  label: one(returnLabels, { fields: [returns.id], references: [returnLabels.returnId] }),
}));

export const returnItemsRelations = relations(returnItems, ({ one }) => ({
  return: one(returns, { fields: [returnItems.returnId], references: [returns.id] }),
}));

export const returnEventsRelations = relations(returnEvents, ({ one }) => ({
  return: one(returns, { fields: [returnEvents.returnId], references: [returns.id] }),
}));

export const schema = {
  merchants,
  merchantApiKeys,
  channels,
  orders,
  orderItems,
  fulfillments,
  fulfillmentItems,
  policies,
  policyItems,
  sessions,
  verificationTokens,
  jobs,
  rateLimits,
  claims,
  claimItems,
  claimEvents,
  attachments,
  payouts,
  sandboxCards,
  idempotencyKeys,
  analyticsEvents,
  merchantsRelations,
  ordersRelations,
  orderItemsRelations,
  fulfillmentsRelations,
  fulfillmentItemsRelations,
  policiesRelations,
  policyItemsRelations,
  claimsRelations,
  claimItemsRelations,
  claimEventsRelations,
  attachmentsRelations,
  payoutsRelations,
  returns,
  returnItems,
  returnEvents,
  returnLabels,
  returnsRelations,
  returnItemsRelations,
  returnEventsRelations,
  packageTracking,
  trackingEvents,
  trackingWebhookReceipts,
  returnParcelTracking,
  orderChanges,
  webhookEndpoints,
  webhookMessages,
  webhookDeliveries,
  webhookAttempts,
  withdrawals,
  dataRequests,
  conversations,
  conversationMessages,
  conversationQuestions,
  conversationActions,
};
