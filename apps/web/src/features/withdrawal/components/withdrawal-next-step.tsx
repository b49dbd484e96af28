// What to do once the withdrawal is received (decision 052): send the goods back. Where the store
// takes returns in the portal, its return flow (its methods, and its label where it offers one);
// otherwise its support contact, which tells the shopper how and where.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WithdrawalOptions } from '../api/get-withdrawal-options';
import './withdrawal-next-step.css';

export function WithdrawalNextStep({
  returnGoods,
  subPath,
}: {
  returnGoods: WithdrawalOptions['returnGoods'];
  subPath: string;
}) {
  const { t } = useTranslation();
  if (returnGoods.how === 'return_flow') {
    return (
      <div className="withdrawal-next">
        <p className="withdrawal-next__text">{t('withdrawal.nextReturnFlow')}</p>
        <Link className="button button--primary withdrawal-next__action" to={`${subPath}/items-choose`}>
          {t('withdrawal.nextReturnLink')}
        </Link>
      </div>
    );
  }
  return (
    <div className="withdrawal-next">
      <p className="withdrawal-next__text">
        {returnGoods.supportEmail ? (
          <>
            {t('withdrawal.nextContact')}{' '}
            <a href={`mailto:${returnGoods.supportEmail}`}>{returnGoods.supportEmail}</a>
          </>
        ) : (
          t('withdrawal.nextContactStore')
        )}
      </p>
    </div>
  );
}
