// 'Cancel this return' while the server says it can be (requested or to return, nothing back or
// settled): asked once more, then user/cancel-order-return; the page shows the cancelled return.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { UserInfo } from '../../../lib/session-store';
import { useCallFailure } from '../../../lib/use-call-failure';
import { cancelOrderReturn } from '../api/cancel-order-return';
import { type ReturnDetail, returnDetailQuery } from '../api/get-order-return-detail';

export function CancelReturn({ detail, userInfo }: { detail: ReturnDetail; userInfo: UserInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showFailure = useCallFailure(userInfo.subPath);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await cancelOrderReturn({ returnId: detail.returnId });
    setBusy(false);
    if (!result.ok) {
      setError(showFailure({ code: result.code, message: result.message }));
      return;
    }
    setAsking(false);
    queryClient.setQueryData(
      returnDetailQuery(detail.returnId, userInfo.currentVersion).queryKey,
      result.data,
    );
  }

  return (
    <section className="return-details__cancel" aria-label={t('returns.detail.cancel.button')}>
      {error ? (
        <Alert tone="error" takeFocus>
          {error}
        </Alert>
      ) : null}
      {asking ? (
        <fieldset className="return-details__confirm" aria-labelledby="cancel-return-question">
          <p id="cancel-return-question">
            {t('returns.detail.cancel.confirm', { number: detail.returnNumber })}
          </p>
          <div className="return-details__actions">
            <Button variant="primary" busy={busy} onClick={() => void cancel()}>
              {t('returns.detail.cancel.yes')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('returns.detail.cancel.no')}
            </Button>
          </div>
        </fieldset>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('returns.detail.cancel.button')}
        </Button>
      )}
    </section>
  );
}
