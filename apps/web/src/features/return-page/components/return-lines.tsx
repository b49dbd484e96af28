// The return's items: how many, what each becomes (refund, credit, the new item of an exchange),
// and how far it is (kept, received, the new item shipped).
import { formatMoney } from '@rc/domain/format';
import { useTranslation } from 'react-i18next';
import { ClaimItem } from '../../../components/claims/item-list';
import type { ReturnDetail } from '../api/get-order-return-detail';
import './return-lines.css';

export function ReturnLines({ detail }: { detail: ReturnDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section className="card return-lines" aria-labelledby="return-lines-title">
      <h2 id="return-lines-title">{t('returns.detail.items')}</h2>
      <ul className="claim-items">
        {detail.lines.map((line) => {
          const units = line.item.quantity;
          const progress = line.kept
            ? t('returns.detail.kept')
            : t('returns.detail.received', { received: line.received, units });
          return (
            <ClaimItem
              key={line.item.itemId}
              item={line.item}
              lazyImage
              note={
                <>
                  {t('home.quantity', { count: units })} · {t(`returnResolution.${line.resolution}`)}
                  {line.exchange ? (
                    <>
                      <br />
                      {t('returns.details.exchangeFor', {
                        item: [line.exchange.title, line.exchange.variantTitle].filter(Boolean).join(' · '),
                      })}
                    </>
                  ) : null}
                  <br />
                  <span className="return-lines__progress">{progress}</span>
                  {line.exchange && line.settled > 0 ? (
                    // An instant exchange ships before the item is back: said on the item itself.
                    <>
                      {' · '}
                      <span className="return-lines__progress">
                        {t('returns.detail.money.type.exchange_shipped')}
                      </span>
                    </>
                  ) : null}
                </>
              }
              end={
                <span className="claim-item__price">
                  {formatMoney(line.item.unitPrice * units, detail.currency, language)}
                </span>
              }
            />
          );
        })}
      </ul>
    </section>
  );
}
