// The tracking number with a button that copies it (and says so).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './tracking-number.css';

export function TrackingNumber({ value }: { value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <span className="tracking-number">
      <code className="tracking-number__value">{value}</code>
      <button
        type="button"
        className="button button--ghost tracking-number__copy"
        onClick={() => void copy()}
        aria-label={`${t('tracking.copy')}: ${value}`}
      >
        {t('tracking.copy')}
      </button>
      <span className="tracking-number__copied" role="status">
        {copied ? t('tracking.copied') : ''}
      </span>
    </span>
  );
}
