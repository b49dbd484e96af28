// What every tracking use-case works with: the database, the orders' and merchants' reads, the
// aggregator, the e-mails, the live stream, the listeners and the returns module's port. Built
// once by the service (service.ts); the shapes other modules meet (the change the webhooks are
// told, the returns port) are declared here.
import type { TrackingStatus } from '@rc/domain/tracking-status';
import type { TrackingAggregator } from '../../adapters/tracking/tracking-aggregator';
import type { Db, Tx } from '../../db/client';
import type { MerchantsService } from '../merchants';
import type { OrdersRepository } from '../orders';
import type { TrackingLive } from './live';
import type { TrackingRepository } from './repository';
import type { TrackingEmails } from './tracking-emails';

/** What the webhooks are told, in the transaction of the change: a package moved, or became late. */
export interface TrackingChange {
  event: 'status_changed' | 'delayed';
  merchantId: string;
  orderId: string;
  orderName: string;
  fulfillmentId: string;
  externalFulfillmentId: string;
  trackingNumber: string | null;
  status: TrackingStatus;
  previousStatus: TrackingStatus | null;
  estimatedDeliveryAt: string | null;
  lastEventAt: string | null;
}

export type TrackingListener = (tx: Tx, change: TrackingChange) => Promise<void>;

/** What tracking needs of the returns module (services.ts passes its named use-cases in). */
export interface ReturnsPort {
  /** A return of the store by its number or id. */
  find(merchantId: string, reference: string): Promise<{ returnId: string; orderId: string } | undefined>;
  /** Takes the order's lock, then the return's (the server's one lock order); its status, or undefined. */
  lock(tx: Tx, orderId: string, returnId: string): Promise<string | undefined>;
  /** The carrier has the parcel: a return waiting for its items moves to return_shipped (once); its status. */
  shipped(tx: Tx, orderId: string, returnId: string): Promise<string | undefined>;
}

export interface TrackingServiceDeps {
  db: Db;
  orders: Pick<OrdersRepository, 'findWithItems' | 'findByName' | 'setPackageStatus'>;
  merchants: Pick<MerchantsService, 'findById' | 'changeMerchant'>;
  aggregator: TrackingAggregator;
  emails: TrackingEmails;
  live: TrackingLive;
  /** Told of each status change and each package found late (the merchant's webhooks). */
  listeners?: readonly TrackingListener[];
  returns: ReturnsPort;
  /** The merchant's webhook when a return's parcel reaches the store. */
  webhooks: {
    returnParcelDelivered(
      tx: Tx,
      delivered: {
        merchantId: string;
        returnId: string;
        orderId: string;
        trackingNumber: string;
        carrier: string | null;
        deliveredAt: string;
        location: string | null;
      },
    ): Promise<void>;
  };
  clock?: () => Date;
}

/** The service's dependencies with the clock settled and the repository on the pool. */
export type TrackingContext = Omit<TrackingServiceDeps, 'clock'> & {
  clock: () => Date;
  repository: TrackingRepository;
};

/** A checkpoint as the merchant API takes it. */
export interface MerchantCheckpoint {
  id?: string | null;
  status: string;
  occurredAt: string;
  location?: string | null;
  message?: string | null;
}
