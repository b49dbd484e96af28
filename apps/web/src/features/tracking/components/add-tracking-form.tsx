// A package without a tracking number (the store shipped it but said nothing, or it seems missing):
// the shopper adds the carrier and number they were given (`replenish-fulfillment`), and the page
// then follows the package like any other.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useCallFailure } from '../../../lib/use-call-failure';
import { trackingDetailQuery } from '../api/get-tracking-detail';
import { replenishFulfillment } from '../api/replenish-fulfillment';

export function AddTrackingForm({ fulfillmentId, subPath }: { fulfillmentId: string; subPath: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const failure = useCallFailure(subPath);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; trackingNumber?: string; form?: string | null }>(
    {},
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing = {
      ...(carrier.trim() ? {} : { carrier: t('tracking.add.carrierMissing') }),
      ...(trackingNumber.trim() ? {} : { trackingNumber: t('tracking.add.numberMissing') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    const result = await replenishFulfillment({
      fulfillmentId,
      carrier: carrier.trim(),
      trackingNumber: trackingNumber.trim(),
    });
    setBusy(false);
    if (!result.ok) {
      setErrors({ form: failure(result) });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trackingDetailQuery({ fulfillmentId }).queryKey });
  }

  return (
    <section className="card" aria-labelledby="tracking-add">
      <h2 id="tracking-add">{t('tracking.add.title')}</h2>
      <p>{t('tracking.add.intro')}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('tracking.carrier')}
          value={carrier}
          maxLength={100}
          error={errors.carrier ?? null}
          onChange={(event) => setCarrier(event.target.value)}
        />
        <TextField
          label={t('tracking.number')}
          value={trackingNumber}
          maxLength={100}
          autoComplete="off"
          error={errors.trackingNumber ?? null}
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
        {errors.form ? (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" busy={busy}>
          {t('tracking.add.submit')}
        </Button>
      </form>
    </section>
  );
}
