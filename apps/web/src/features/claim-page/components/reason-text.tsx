import { useTranslation } from 'react-i18next';
import { reasonKey } from '../../../lib/claim-reasons';

/** A rule's reason in the shopper's language; the merchant's words as written. */
export function ReasonText({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const key = reasonKey(reason);
  return <>{key ? t(key) : reason}</>;
}
