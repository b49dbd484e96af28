// What every return use-case works with: the database, the order's read side and coverage, the
// return's state owner, the store's return settings, the evidence port and the labels. Built once
// by the service (service.ts).
import type { ExchangeCatalog } from '@rc/contract/merchant-return-api';
import type { PostalAddress } from '@rc/domain/postal-address';
import type { ReturnPolicy } from '@rc/domain/return-policy';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../adapters/payment/payment-provider';
import type { StorePlatform } from '../../adapters/store-platform/store-platform';
import type { Db, Queryable, Tx } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { OrdersRepository } from '../orders';
import type { ReturnState } from '../return-state';
import type { LabelMaker } from './labels';

export interface ReturnSettings {
  merchant: { id: string; name: string; shop: string };
  policy: ReturnPolicy;
  catalog: ExchangeCatalog | null;
  /** Where returned parcels go (decision 053); without one, no label-making method is offered. */
  returnAddress: PostalAddress | null;
}

/** What returns need of the evidence module (wired in services.ts): the order's photos. */
export interface ReturnEvidencePort {
  /** Ids among `ids` that are uploads of the order no claim uses. */
  freeForOrder(db: Queryable, orderId: string, ids: readonly string[]): Promise<string[]>;
  linkToReturn(
    tx: Tx,
    link: { orderId: string; returnId: string; attachmentIds: readonly string[] },
  ): Promise<void>;
}

export interface ReturnsDeps {
  db: Db;
  orders: Pick<OrdersRepository, 'findWithItems' | 'reserveCoverage' | 'releaseCoverage'>;
  state: ReturnState;
  evidence: ReturnEvidencePort;
  /** Units per order item held by the order's live claims (the claims module's count). */
  claimedQuantities(db: Queryable, orderId: string): Promise<Record<string, number>>;
  settingsOf(merchantId: string): Promise<ReturnSettings | undefined>;
  labels: LabelMaker;
  /** Who takes the balance of an exchange (the built-in sandbox checkout, or Stripe). */
  payments: PaymentProvider;
  /** Stripe's webhook signing secrets (whsec_…; two while one is rolled); none: no webhook endpoint. */
  stripeWebhookSecrets: readonly string[];
  /** Where refunds, credit and exchange orders are carried out (the built-in record, or Shopify). */
  storePlatform: StorePlatform;
  jobs: JobQueue;
  /** The portal's address, for the checkout's way back to the return's page. */
  publicUrl: string;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

export type ReturnsContext = Required<Pick<ReturnsDeps, 'clock'>> & Omit<ReturnsDeps, 'clock'>;
