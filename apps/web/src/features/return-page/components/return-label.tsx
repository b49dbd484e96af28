// How the items go back: the label (a link to the PDF, its QR code to show at a drop-off point,
// the carrier and tracking number), an in-store return's code for the store's counter (its number
// as a QR code), and the method's instructions and address (user/get-return-method-detail).
import { useTranslation } from 'react-i18next';
import type { ReturnDetail } from '../api/get-order-return-detail';
import { useReturnMethodDetail } from '../api/get-return-method-detail';
import './return-label.css';

/** Statuses in which the items are still to be sent: the label and instructions are shown. */
const SENDING: ReadonlySet<string> = new Set(['to_return', 'return_shipped']);

export function ReturnLabel({ detail }: { detail: ReturnDetail }) {
  const { t } = useTranslation();
  const sending = SENDING.has(detail.status) && detail.method !== null;
  const method = useReturnMethodDetail(detail.returnId, sending);
  if (!detail.method || (!sending && !detail.label)) return null;
  const label = detail.label;
  const address = method.data?.returnAddress ?? null;
  return (
    <section className="card return-label" aria-labelledby="return-label-title">
      <h2 id="return-label-title">{t('returns.detail.send.title')}</h2>
      <p className="return-label__method">
        {t(detail.method.titleKey, { defaultValue: detail.method.method })}
      </p>
      {sending && method.data ? (
        <p className="return-label__instructions">{t(method.data.instructionsKey, { defaultValue: '' })}</p>
      ) : null}
      {label ? (
        <div className="return-label__files">
          {label.qrCodeUrl ? (
            <img
              className="return-label__qr"
              src={label.qrCodeUrl}
              alt={t('returns.detail.send.qr', { number: label.trackingNumber })}
              width={160}
              height={160}
            />
          ) : null}
          <dl className="return-label__facts">
            <div>
              <dt>{t('returns.detail.send.carrier')}</dt>
              {/* The built-in label is no carrier's (decision 053): say so in the shopper's language. */}
              <dd>
                {label.provider === 'builtin' ? t('returns.detail.send.builtinCarrier') : label.carrier}
              </dd>
            </div>
            <div>
              <dt>{t('returns.detail.send.trackingNumber')}</dt>
              <dd>{label.trackingNumber}</dd>
            </div>
          </dl>
          {label.labelUrl ? (
            <a className="button button--secondary return-label__download" href={label.labelUrl} download>
              {t('returns.detail.send.download')}
            </a>
          ) : null}
        </div>
      ) : null}
      {detail.storeCode ? (
        <div className="return-label__files">
          <img
            className="return-label__qr"
            src={detail.storeCode.qrCodeUrl}
            alt={t('returns.detail.send.storeQr', { number: detail.storeCode.code })}
            width={160}
            height={160}
          />
          <dl className="return-label__facts">
            <div>
              <dt>{t('returns.detail.send.storeCode')}</dt>
              <dd>{detail.storeCode.code}</dd>
            </div>
          </dl>
        </div>
      ) : null}
      {address ? (
        <address className="return-label__address">
          <strong>{t('returns.detail.send.address')}</strong>
          <br />
          {address.name}
          {address.lines.map((addressLine) => (
            <span key={addressLine}>
              <br />
              {addressLine}
            </span>
          ))}
        </address>
      ) : null}
      {detail.tracking.length > 0 ? (
        <ul className="return-label__tracking">
          {detail.tracking.map((entry) => (
            <li key={entry.trackingNumber}>
              {t('returns.detail.send.tracked', {
                carrier: entry.carrier ?? '',
                number: entry.trackingNumber,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
