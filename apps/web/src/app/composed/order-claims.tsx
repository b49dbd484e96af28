// The order's claims on home and orders as the app puts them together: the claim page feature's
// list, with continuing a draft (the report of an issue) passed in.
import { ClaimList } from '../../features/claim-page/components/claim-list';
import { useResumeDraft } from '../../features/report-issue/use-resume-draft';

export function OrderClaims({ subPath, orderId }: { subPath: string; orderId: string }) {
  const { openById } = useResumeDraft(subPath);
  return <ClaimList subPath={subPath} orderId={orderId} resumeDraft={openById} />;
}
