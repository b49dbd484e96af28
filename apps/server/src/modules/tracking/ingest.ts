// Taking checkpoints in (issue 12), from the merchant API or an aggregator: each stored once by its
// key, the package's status recomputed from all of them, its e-mails queued in the same
// transaction, and the order's open pages told after the commit.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { checkpointKey, currentTrackingStatus, utcOffsetOf } from '@rc/domain/tracking-checkpoints';
import { normalizeTrackingStatus, type TrackingStatus } from '@rc/domain/tracking-status';
import { detectCarrier } from '../../adapters/tracking/carrier-detection';
import type { ReportedCheckpoint } from '../../adapters/tracking/tracking-aggregator';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createTrackingRepository, type PackageTrackingRow } from './repository';

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

export interface IngestTarget {
  fulfillmentId: string;
  orderId: string;
  merchantId: string;
  trackingNumber: string | null;
}

export interface IngestOutcome {
  added: number;
  before: TrackingStatus | null;
  after: TrackingStatus | null;
  row: PackageTrackingRow;
}

export interface IngestHooks {
  /** Called in the transaction when the package's status changed (e-mails and webhooks are queued here). */
  statusChanged(
    tx: Tx,
    target: IngestTarget,
    status: TrackingStatus,
    before: TrackingStatus | null,
  ): Promise<void>;
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
    const repository = createTrackingRepository(tx);
    const detected = target.trackingNumber ? detectCarrier(target.trackingNumber) : undefined;
    const row = await repository.lockPackage({
      fulfillmentId: target.fulfillmentId,
      orderId: target.orderId,
      merchantId: target.merchantId,
      trackingNumber: target.trackingNumber,
      carrierCode: detected?.code ?? null,
    });
    const stored = await repository.addEvents(
      checkpoints.map(({ checkpoint, key }) => ({
        fulfillmentId: target.fulfillmentId,
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
    const events = await repository.eventsOf(target.fulfillmentId);
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
    const changes: Partial<PackageTrackingRow> = {};
    if (after) changes.status = after;
    if (lastEventAt) changes.lastEventAt = lastEventAt;
    if (input.estimatedDeliveryAt !== undefined) {
      changes.estimatedDeliveryAt = input.estimatedDeliveryAt ? new Date(input.estimatedDeliveryAt) : null;
    }
    if (input.destinationTimeZone !== undefined) changes.destinationTimeZone = input.destinationTimeZone;
    if (Object.keys(changes).length > 0) await repository.update(target.fulfillmentId, changes);
    if (after && after !== before) await hooks.statusChanged(tx, target, after, before);
    return { added: stored.length, before, after, row: { ...row, ...changes } };
  });
}
