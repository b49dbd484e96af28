// The shopper's data rights (issue 15, decision 035): an export of everything the portal holds
// about an order, and its erasure on the shopper's request, both recorded in data_requests. The
// parts come from the modules that hold them (registry.ts); this service runs them and keeps the
// record.
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PersonalDataSection } from './registry';
import { createDataRightsRepository, type DataRequestRow } from './repository';

export interface DataRightsDeps {
  db: Db;
  storage: FileStorage;
  sections: readonly PersonalDataSection[];
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Told in the erasure's transaction (the webhook). */
  erased(
    tx: Tx,
    erasure: {
      merchantId: string;
      orderId: string;
      orderName: string;
      requestId: string;
      requestedBy: string;
    },
  ): Promise<void>;
  clock?: () => Date;
}

export function dataRequestView(row: DataRequestRow, orderName: string) {
  return {
    requestId: row.id,
    orderName,
    kind: row.kind,
    actor: row.actor,
    requestedBy: row.requestedBy,
    note: row.note,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
  };
}

function notFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
}

export function createDataRights(deps: DataRightsDeps) {
  const repository = createDataRightsRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  /** Every section's part of the order, as one document. */
  async function documentOf(order: { id: string; merchantId: string }) {
    const parts: Record<string, unknown> = {};
    for (const section of deps.sections) parts[section.name] = await section.export(deps.db, order);
    return {
      format: 'resolution-center-order-data/1' as const,
      exportedAt: clock().toISOString(),
      ...parts,
    };
  }

  return {
    /** export-order-data: the order's data as one document, recorded as an export. */
    async exportOrder(session: { orderId: string; merchantId: string }) {
      const order = await repository.orderById(session.orderId);
      if (!order || order.merchantId !== session.merchantId) throw notFound();
      if (order.erasedAt) throw new AppError(ERROR_CODES.ORDER_DATA_ERASED, { httpStatus: 409 });
      const document = await documentOf(order);
      await repository.record({
        merchantId: order.merchantId,
        orderId: order.id,
        kind: 'export',
        actor: 'shopper',
        requestedBy: 'shopper',
      });
      return { document, orderName: order.orderName };
    },

    /**
     * The store's export of an order's data, for a request its shopper made to it (the same document
     * as the shopper's; after an erasure, what is left). Recorded as an export by the store.
     */
    async exportForMerchant(
      merchantId: string,
      orderName: string,
      request: { requestedBy?: string | undefined; actor: 'merchant' | 'admin' },
    ) {
      const order = await repository.orderByName(merchantId, orderName);
      if (!order) throw notFound();
      const document = await documentOf(order);
      await repository.record({
        merchantId,
        orderId: order.id,
        kind: 'export',
        actor: request.actor,
        requestedBy: request.requestedBy ?? 'store',
      });
      return document;
    },

    /** Erases the shopper's personal data of an order; the same order again answers the first record. */
    async erase(
      merchantId: string,
      orderName: string,
      request: { requestedBy: string; note?: string | null | undefined; actor: 'merchant' | 'admin' },
    ) {
      const order = await repository.orderByName(merchantId, orderName);
      if (!order) throw notFound();
      const files: string[] = [];
      const record = await deps.db.transaction(async (tx) => {
        const inTx = createDataRightsRepository(tx);
        await inTx.lockOrder(order.id);
        const earlier = await inTx.erasureOf(order.id);
        if (earlier) return earlier;
        const summary: Record<string, number> = {};
        for (const section of deps.sections) {
          const part = await section.erase(tx, order);
          summary[section.name] = part.rows;
          files.push(...(part.files ?? []));
        }
        summary.files = files.length;
        const row = await inTx.record({
          merchantId,
          orderId: order.id,
          kind: 'erasure',
          actor: request.actor,
          requestedBy: request.requestedBy,
          note: request.note ?? null,
          summary,
        });
        await deps.erased(tx, {
          merchantId,
          orderId: order.id,
          orderName: order.orderName,
          requestId: row.id,
          requestedBy: row.requestedBy,
        });
        return row;
      });
      // Files go once the rows that named them are gone for good; a file that fails to go is
      // logged by its key (no personal data in it) for the operator.
      for (const key of files) {
        await deps.storage.delete(key).catch((error: unknown) => {
          deps.log.warn({ key, err: error }, 'erasure: a file could not be deleted');
        });
      }
      return dataRequestView(record, order.orderName);
    },

    async list(merchantId: string, kind: 'export' | 'erasure' | undefined, limit: number) {
      const rows = await repository.list(merchantId, kind, limit);
      return { requests: rows.map((row) => dataRequestView(row.request, row.orderName)) };
    },
  };
}

export type DataRights = ReturnType<typeof createDataRights>;
