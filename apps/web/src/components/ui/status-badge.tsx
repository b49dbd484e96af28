import { statusDisplay } from '@rc/domain/status-display';
import { useTranslation } from 'react-i18next';

/** A status with the spec's title and colour (section 4), translated. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const display = statusDisplay(status);
  return (
    <span className={`status-badge status-badge--${display.tone}`}>
      {t(display.titleKey, { defaultValue: display.title })}
    </span>
  );
}
