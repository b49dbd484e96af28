// Ship it yourself: the shopper adds the carrier's tracking number once the parcel is sent
// (user/save-return-shipping-tracking-info, add-return-tracking in the redesigned interface).
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { UserInfo } from '../../../lib/session-store';
import { useCallFailure } from '../../../lib/use-call-failure';
import type { ReturnDetail } from '../api/get-order-return-detail';
import { returnDetailQuery } from '../api/get-order-return-detail';
import { saveReturnShippingTrackingInfo } from '../api/save-return-shipping-tracking-info';
import './tracking-form.css';

const TRACKING_NUMBER = /^[\w -]{4,100}$/;

export function TrackingForm({ detail, userInfo }: { detail: ReturnDetail; userInfo: UserInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showFailure = useCallFailure(userInfo.subPath);
  const [carrier, setCarrier] = useState('');
  const [number, setNumber] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!TRACKING_NUMBER.test(number.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    const result = await saveReturnShippingTrackingInfo(
      { returnId: detail.returnId, carrier: carrier.trim() || null, trackingNumber: number.trim() },
      userInfo.currentVersion,
    );
    setBusy(false);
    if (!result.ok) {
      setError(showFailure({ code: result.code, message: result.message }));
      return;
    }
    queryClient.setQueryData(
      returnDetailQuery(detail.returnId, userInfo.currentVersion).queryKey,
      result.data,
    );
  }

  return (
    <section className="card tracking-form" aria-labelledby="tracking-form-title">
      <h2 id="tracking-form-title">{t('returns.detail.tracking.title')}</h2>
      <p className="tracking-form__hint">{t('returns.detail.tracking.hint')}</p>
      {error ? (
        <Alert tone="error" takeFocus>
          {error}
        </Alert>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="tracking-form__form">
        <TextField
          label={t('returns.detail.tracking.carrier')}
          value={carrier}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setCarrier(event.currentTarget.value)}
        />
        <TextField
          label={t('returns.detail.tracking.number')}
          value={number}
          maxLength={100}
          autoComplete="off"
          required
          error={invalid ? t('returns.detail.tracking.required') : null}
          onChange={(event) => setNumber(event.currentTarget.value)}
        />
        <Button type="submit" busy={busy}>
          {t('returns.detail.tracking.submit')}
        </Button>
      </form>
    </section>
  );
}
