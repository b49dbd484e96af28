import { useTranslation } from 'react-i18next';

/** A return's status with the spec's title and colour (section 4) as the server names them. */
export function ReturnStatusBadge({
  display,
}: {
  display: { title: string; titleKey: string; tone: string };
}) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${display.tone}`}>
      {t(display.titleKey, { defaultValue: display.title })}
    </span>
  );
}
