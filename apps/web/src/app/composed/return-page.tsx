// A return's page (order-details?returnId=…) as the app puts it together: the return page feature
// with its parcel's tracking (the tracking feature's timeline) in its slot, live: the order's event
// stream refreshes the return and its parcel when either changes (issue 12), polling only when the
// stream cannot run. No feature imports another, so they meet here.
import { ReturnDetails } from '../../features/return-page/components/return-details';
import { trackingDetailKey } from '../../features/tracking/api/get-tracking-detail';
import { ReturnParcel } from '../../features/tracking/components/return-parcel';
import { type LiveChange, useLiveRefresh } from '../../lib/live-updates';
import type { UserInfo } from '../../lib/session-store';

/** The query keys of a return's page: the return and its parcel. */
export function returnPageKeys(returnId: string) {
  return [['return-detail', returnId], trackingDetailKey({ returnId })] as const;
}

/** The keys a change refreshes on this return's page: none for another return or a package. */
export function returnKeysOf(returnId: string, change: LiveChange) {
  const concerned = (change.type === 'return' || change.type === 'tracking') && change.returnId === returnId;
  return concerned ? returnPageKeys(returnId) : [];
}

export function ReturnPage({ userInfo, returnId }: { userInfo: UserInfo; returnId: string }) {
  useLiveRefresh((change) => returnKeysOf(returnId, change), returnPageKeys(returnId));
  return (
    <ReturnDetails
      userInfo={userInfo}
      returnId={returnId}
      parcel={(detail) =>
        detail.tracking.length > 0 || detail.label ? (
          <ReturnParcel subPath={userInfo.subPath} returnId={returnId} />
        ) : null
      }
    />
  );
}
