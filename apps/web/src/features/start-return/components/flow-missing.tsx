import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import './flow-missing.css';

/** A step opened without a return in progress (a bookmark, another tab, after the close icon). */
export function FlowMissing({ subPath }: { subPath: string }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Alert tone="info">{t('returns.flow.missing')}</Alert>
      <p>
        <Link className="return-link" to={`${subPath}/items-choose`}>
          {t('returns.start')}
        </Link>
      </p>
    </div>
  );
}
