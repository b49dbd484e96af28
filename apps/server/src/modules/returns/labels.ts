// A return's label: made once the return is approved and travels with a label (prepaid_label,
// qr_drop_off, assured_label), by the configured provider, outside any transaction (a carrier's
// service may be slow). The PDF and the QR code are stored where uploads live
// (`returns/<returnId>/…`) and recorded through the return's state owner; making it again for
// the same return answers the same label (the provider's idempotency key is the return's id).
import { Readable } from 'node:stream';
import type { PostalAddress } from '@rc/domain/postal-address';
import { RETURN_METHODS, type ReturnMethodId, type ReturnPolicy } from '@rc/domain/return-policy';
import type { FastifyBaseLogger } from 'fastify';
import { qrSvg } from '../../adapters/labels/label-document';
import type { LabelProvider } from '../../adapters/labels/label-provider';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db, Tx } from '../../db/client';
import type { OrdersRepository } from '../orders';
import type { ReturnRow, ReturnState } from '../return-state';
import { createReturnsRepository } from './repository';
import { hasStoreCode, LABEL_FILES } from './views';

const LABELLED_STATUSES = ['to_return', 'return_shipped', 'return_received'];

/**
 * The settings as shoppers meet them (decision 053): a store without a return address offers no
 * method whose label the portal makes, since the label could not name where the parcel goes.
 */
export function offeredSettings<T extends { policy: ReturnPolicy; returnAddress: PostalAddress | null }>(
  settings: T,
): T {
  if (settings.returnAddress) return settings;
  const methods = settings.policy.methods.filter((setting) => !methodMakesLabel(setting.method));
  return { ...settings, policy: { ...settings.policy, methods } };
}

/** True when the return's method comes with a label the portal makes. */
export function methodMakesLabel(method: string | null): boolean {
  if (method === null || !Object.hasOwn(RETURN_METHODS, method)) return false;
  const { label } = RETURN_METHODS[method as ReturnMethodId];
  return label === 'pdf' || label === 'qr';
}

export function labelKey(returnId: string, file: string): string {
  return `returns/${returnId}/${file}`;
}

/** A label's parcel, handed to whoever tracks it (the tracking module) in the label's transaction. */
export interface RegisteredParcel {
  returnId: string;
  orderId: string;
  merchantId: string;
  carrier: string | null;
  trackingNumber: string;
}

export function createLabelMaker(deps: {
  /** Told of a new label's parcel in the transaction that records the label. */
  parcelRegistered?: (tx: Tx, parcel: RegisteredParcel) => Promise<void>;
  db: Db;
  provider: LabelProvider;
  storage: FileStorage;
  state: ReturnState;
  orders: Pick<OrdersRepository, 'findWithItems'>;
  /** The store's return address: the label's recipient (null: none set, no label is made). */
  returnAddressOf: (merchantId: string) => Promise<PostalAddress | null>;
  log: FastifyBaseLogger;
}) {
  const repository = createReturnsRepository(deps.db);

  /** Makes the return's label if it needs one and has none; a failure is logged and tried again on the next read. */
  async function ensure(row: ReturnRow): Promise<void> {
    if (!methodMakesLabel(row.method) || !LABELLED_STATUSES.includes(row.status)) return;
    if (await repository.label(row.id)) return;
    try {
      const order = await deps.orders.findWithItems(row.orderId);
      if (!order) return;
      const units = (await repository.items([row.id])).reduce(
        (sum, item) => sum + (item.kept ? 0 : item.quantity),
        0,
      );
      const returnAddress = await deps.returnAddressOf(row.merchantId);
      if (!returnAddress) {
        // Only a return chosen before the store's address was removed gets here: made once it has one.
        deps.log.warn({ returnId: row.id }, 'return label not made: the store has no return address');
        return;
      }
      const label = await deps.provider.createLabel({
        idempotencyKey: row.id,
        returnNumber: row.returnNumber,
        orderName: order.orderName,
        from: {
          name: [order.firstName, order.lastName].filter(Boolean).join(' ') || order.email,
          email: order.email,
          address: order.shippingAddress ?? null,
        },
        to: returnAddress,
        units,
      });
      await deps.storage.put(labelKey(row.id, LABEL_FILES.label), label.pdf, 'application/pdf');
      await deps.storage.put(
        labelKey(row.id, LABEL_FILES.qr),
        new TextEncoder().encode(label.qrSvg),
        'image/svg+xml',
      );
      await deps.db.transaction(async (tx) => {
        const recorded = await deps.state.recordLabel(tx, {
          returnId: row.id,
          provider: deps.provider.name,
          carrier: label.carrier,
          trackingNumber: label.trackingNumber,
          labelKey: labelKey(row.id, LABEL_FILES.label),
          qrKey: labelKey(row.id, LABEL_FILES.qr),
          postageMinor: label.postageMinor ?? 0,
        });
        if (recorded && deps.parcelRegistered) {
          await deps.parcelRegistered(tx, {
            returnId: row.id,
            orderId: row.orderId,
            merchantId: row.merchantId,
            carrier: label.carrier,
            trackingNumber: label.trackingNumber,
          });
        }
      });
    } catch (error) {
      deps.log.warn({ err: error, returnId: row.id }, 'return label not made; tried again on the next read');
    }
  }

  return {
    ensure,
    /**
     * An in-store return's code for the store's counter (its number as a QR code), drawn when asked:
     * nothing is stored and no carrier is involved. Null for other methods and once the items are in.
     */
    async storeCode(row: ReturnRow) {
      if (!hasStoreCode(row)) return null;
      const svg = new TextEncoder().encode(await qrSvg(row.returnNumber));
      return {
        stream: Readable.from([Buffer.from(svg)]),
        size: svg.byteLength,
        contentType: 'image/svg+xml',
      };
    },
    /** The stored label file of a return, or null. */
    async file(returnId: string, file: string) {
      const label = await repository.label(returnId);
      const key =
        file === LABEL_FILES.label ? label?.labelKey : file === LABEL_FILES.qr ? label?.qrKey : null;
      if (!key) return null;
      const stored = await deps.storage.get(key);
      if (!stored) return null;
      return { ...stored, contentType: file === LABEL_FILES.label ? 'application/pdf' : 'image/svg+xml' };
    },
  };
}

export type LabelMaker = ReturnType<typeof createLabelMaker>;
