// Taking checkpoints in (issue 12), from the merchant API or an aggregator, for a package of an
// order or a return's parcel on its way back: each stored once by its key, the parcel's status
// recomputed from all of them, what follows (e-mails, the return's move, the merchant's webhook)
// done in the same transaction with a change row for the order's open pages.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { checkpointKey, currentTrackingStatus, utcOffsetOf } from '@rc/domain/tracking-checkpoints';
import { normalizeTrackingStatus, type TrackingStatus } from '@rc/domain/tracking-status';
import { detectCarrier } from '../../adapters/tracking/carrier-detection';
import type { ReportedCheckpoint } from '../../adapters/tracking/tracking-aggregator';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createTrackingRepository, type PackageTrackingRow, type TrackingEventRow } from './repository';

/** The e-mails a status can send (each switchable per merchant). */
export const EMAILED_TRACKING_STATUSES = ['out_for_delivery', 'delivered', 'exception'] as const;

export interface IngestInput {
  source: string;
  checkpoints: readonly ReportedCheckpoint[];
  estimatedDeliveryAt?: string | null | undefined;
  destinationTimeZone?: string | null | undefined;
  /** Unknown statuses: refused (the merchant API) or skipped (an aggregator may send new ones). */
  unknownStatus: 'refuse' | 'skip';
}

/** A package of the order (`fulfillmentId`) or a return's parcel (`returnId`). */
export interface IngestTarget {
  fulfillmentId: string | null;
  returnId?: string | null | undefined;
  orderId: string;
  merchantId: string;
  trackingNumber: string | null;
}

/** What a package's and a return parcel's tracking rows share. */
export type ParcelTrackingRow = Pick<
  PackageTrackingRow,
  'status' | 'lastEventAt' | 'estimatedDeliveryAt' | 'destinationTimeZone' | 'trackingNumber' | 'carrierCode'
>;

/** What a delivery of checkpoints may change on a parcel's row. */
type ParcelChanges = Partial<
  Pick<ParcelTrackingRow, 'status' | 'lastEventAt' | 'estimatedDeliveryAt' | 'destinationTimeZone'>
>;

export interface IngestOutcome {
  added: number;
  before: TrackingStatus | null;
  after: TrackingStatus | null;
  row: ParcelTrackingRow;
}

export interface IngestHooks {
  /** Called first in the transaction (a return's parcel takes the order's and the return's locks). */
  begin?(tx: Tx): Promise<void>;
  /** Called in the transaction when the parcel's status changed (e-mails and webhooks are queued here). */
  statusChanged?(
    tx: Tx,
    target: IngestTarget,
    status: TrackingStatus,
    before: TrackingStatus | null,
  ): Promise<void>;
  /** Called in the transaction after every delivery with its outcome (a return moves here). */
  settled?(tx: Tx, target: IngestTarget, outcome: IngestOutcome): Promise<void>;
}

/** Where a parcel's row and checkpoints live: a package's, or a return parcel's. */
function parcelStore(repository: ReturnType<typeof createTrackingRepository>, target: IngestTarget) {
  const { returnId, fulfillmentId } = target;
  if (returnId) {
    return {
      key: { returnId, fulfillmentId: null },
      lock: () => repository.lockReturnParcel(returnId),
      add: (events: Parameters<typeof repository.addEvents>[0]) => repository.addReturnEvents(events),
      events: (): Promise<TrackingEventRow[]> => repository.eventsOfReturn(returnId),
      update: (changes: ParcelChanges) => repository.updateReturnParcel(returnId, changes),
      kind: 'return_parcel' as const,
      subjectId: returnId,
    };
  }
  if (!fulfillmentId) throw new Error('a parcel needs a package or a return');
  return {
    key: { fulfillmentId, returnId: null },
    lock: () =>
      repository.lockPackage({
        fulfillmentId,
        orderId: target.orderId,
        merchantId: target.merchantId,
        trackingNumber: target.trackingNumber,
        carrierCode: (target.trackingNumber ? detectCarrier(target.trackingNumber) : undefined)?.code ?? null,
      }),
    add: (events: Parameters<typeof repository.addEvents>[0]) => repository.addEvents(events),
    events: (): Promise<TrackingEventRow[]> => repository.eventsOf(fulfillmentId),
    update: (changes: ParcelChanges) => repository.update(fulfillmentId, changes),
    kind: 'package' as const,
    subjectId: fulfillmentId,
  };
}

function normalized(input: IngestInput) {
  return input.checkpoints.flatMap((reported, index) => {
    const status = normalizeTrackingStatus(reported.status);
    const at = Date.parse(reported.occurredAt);
    if (!status || Number.isNaN(at)) {
      if (input.unknownStatus === 'skip') return [];
      throw new AppError(ERROR_CODES.INVALID_INPUT, {
        httpStatus: 400,
        data: {
          fields: [
            { path: `checkpoints.${index}.status`, problem: `is not a tracking status: ${reported.status}` },
          ],
        },
      });
    }
    const checkpoint = {
      status,
      occurredAt: new Date(at).toISOString(),
      utcOffsetMinutes: utcOffsetOf(reported.occurredAt),
      location: reported.location?.trim() || null,
      message: reported.message?.trim() || null,
    };
    return [
      { checkpoint, key: reported.id ? `id:${input.source}:${reported.id}` : checkpointKey(checkpoint) },
    ];
  });
}

export async function ingestCheckpoints(
  db: Db,
  target: IngestTarget,
  input: IngestInput,
  hooks: IngestHooks,
): Promise<IngestOutcome> {
  const checkpoints = normalized(input);
  return db.transaction(async (tx) => {
    await hooks.begin?.(tx);
    const repository = createTrackingRepository(tx);
    const parcel = parcelStore(repository, target);
    const row = await parcel.lock();
    if (!row) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
    const stored = await parcel.add(
      checkpoints.map(({ checkpoint, key }) => ({
        ...parcel.key,
        orderId: target.orderId,
        eventKey: key,
        source: input.source,
        status: checkpoint.status,
        occurredAt: new Date(checkpoint.occurredAt),
        utcOffsetMinutes: checkpoint.utcOffsetMinutes,
        location: checkpoint.location,
        message: checkpoint.message,
      })),
    );
    const events = await parcel.events();
    const after =
      currentTrackingStatus(
        events.map((event) => ({
          status: event.status as TrackingStatus,
          occurredAt: event.occurredAt.toISOString(),
          utcOffsetMinutes: null,
          location: event.location,
          message: event.message,
        })),
      ) ?? null;
    const before = row.lastEventAt ? (row.status as TrackingStatus) : null;
    const lastEventAt = events.reduce<Date | null>(
      (latest, event) => (!latest || event.occurredAt > latest ? event.occurredAt : latest),
      null,
    );
    const changes: ParcelChanges = {};
    if (after) changes.status = after;
    if (lastEventAt) changes.lastEventAt = lastEventAt;
    if (input.estimatedDeliveryAt !== undefined) {
      changes.estimatedDeliveryAt = input.estimatedDeliveryAt ? new Date(input.estimatedDeliveryAt) : null;
    }
    if (input.destinationTimeZone !== undefined) changes.destinationTimeZone = input.destinationTimeZone;
    if (Object.keys(changes).length > 0) await parcel.update(changes);
    if (after && after !== before) await hooks.statusChanged?.(tx, target, after, before);
    if (stored.length > 0 || (after && after !== before)) {
      await repository.addChange({
        orderId: target.orderId,
        kind: parcel.kind,
        subjectId: parcel.subjectId,
        status: after ?? row.status,
      });
    }
    const outcome = { added: stored.length, before, after, row: { ...row, ...changes } };
    await hooks.settled?.(tx, target, outcome);
    return outcome;
  });
}
