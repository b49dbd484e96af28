// The tables the payouts module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { claims } from '../claim-state/tables';

/** One payout per claim (unique): our id is the provider's idempotency key, so nothing pays twice. */
export const payouts = pgTable('payouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  claimId: uuid('claim_id')
    .notNull()
    .unique()
    .references(() => claims.id),
  status: text('status').$type<'sending_payout' | 'payout_sent' | 'payout_failed'>().notNull(),
  method: text('method').notNull(),
  account: text('account').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference'),
  card: jsonb('card').$type<{ maskedNumber: string; expiry: string; redemptionUrl: string } | null>(),
  failureReason: text('failure_reason'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** The built-in gift-card issuer's own ledger: one card per idempotency key, like a real provider. */
export const sandboxCards = pgTable('sandbox_cards', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  token: text('token').notNull().unique(),
  cardNumber: text('card_number').notNull(),
  cvv: text('cvv').notNull(),
  expiry: text('expiry').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  recipient: text('recipient').notNull(),
  createdAt: createdAt(),
});
