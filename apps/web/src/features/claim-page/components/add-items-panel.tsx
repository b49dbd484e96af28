// A draft's page: more items of the same package added to it (`add-claim-item`), as many of each as
// can still be claimed (`get-protected-item` with the draft's id, so its own items count as free).
import { formatMoney } from '@rc/domain/format';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimDetail } from '../../../api/get-claim-detail';
import { useProtectedItemForDraft } from '../../../api/get-protected-item';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { ClaimContext } from '../../../lib/claim-context';
import { useCallFailure } from '../../../lib/use-call-failure';
import { addClaimItem } from '../api/add-claim-item';

export function AddItemsPanel({
  detail,
  context,
  onAdded,
}: {
  detail: ClaimDetail;
  context: ClaimContext;
  onAdded: (detail: ClaimDetail) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const failure = useCallFailure(context.subPath);
  const items = useProtectedItemForDraft(detail.policyId, detail.fulfillmentId, detail.claimId);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inClaim = new Map(detail.items.map((item) => [item.itemId, item.quantity]));
  // What can still go in: the claimable units not already in this draft.
  const offered = (items.data?.items ?? [])
    .map((item) => ({ item, free: item.claimableQuantity - (inClaim.get(item.itemId) ?? 0) }))
    .filter(({ free }) => free > 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const lines = Object.entries(chosen)
      .filter(([, quantity]) => quantity > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity }));
    if (lines.length === 0) {
      setError(t('claims.addItems.none'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await addClaimItem({ claimId: detail.claimId, items: lines });
    setBusy(false);
    if (!result.ok) {
      setError(failure(result));
      return;
    }
    onAdded(result.data);
  }

  if (items.isPending) return null;
  return (
    <form className="claim-actions__panel" onSubmit={submit} noValidate aria-labelledby="add-items-title">
      <h3 id="add-items-title">{t('claims.addItems.title')}</h3>
      {offered.length === 0 ? <p>{t('claims.addItems.nothingLeft')}</p> : null}
      {offered.map(({ item, free }) => (
        <label key={item.itemId} className="field">
          <span className="field__label">
            {item.title}
            {item.variantTitle ? ` · ${item.variantTitle}` : ''} ·{' '}
            {t('home.unitPrice', { price: formatMoney(item.unitPrice, detail.currency, language) })}
          </span>
          <select
            className="field__input"
            value={chosen[item.itemId] ?? 0}
            onChange={(event) => setChosen({ ...chosen, [item.itemId]: Number(event.target.value) })}
          >
            {[...Array(free + 1).keys()].map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </select>
        </label>
      ))}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {offered.length > 0 ? (
        <Button type="submit" busy={busy}>
          {t('claims.addItems.submit')}
        </Button>
      ) : null}
    </form>
  );
}
