// The tracking module's SQL, one file per concern: a package's tracking (package-repository.ts), a
// return's parcel (return-parcel-repository.ts), the order's change feed
// (order-changes-repository.ts), webhook receipts and retention (retention-repository.ts). One object
// over the caller's connection or transaction, as the use-cases take it.
import type { Queryable } from '../../db/client';
import { orderChangesSql } from './order-changes-repository';
import { packageTrackingSql } from './package-repository';
import { receiptsAndRetentionSql } from './retention-repository';
import { returnParcelSql } from './return-parcel-repository';

export type { OrderChangeKind } from './order-changes-repository';
export type { NewTrackingEvent, PackageTrackingRow, TrackingEventRow } from './package-repository';
export type { ReturnParcelRow } from './return-parcel-repository';

export function createTrackingRepository(db: Queryable) {
  return {
    ...packageTrackingSql(db),
    ...returnParcelSql(db),
    ...orderChangesSql(db),
    ...receiptsAndRetentionSql(db),
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
