// The package's items with a quantity each, up to what the report may still claim: the report's
// choose-items step and the late package's first step both choose with it, into the flow store.
import { formatMoney } from '@rc/domain/format';
import { useTranslation } from 'react-i18next';
import { ClaimItem } from '../../../components/claims/item-list';
import { type ClaimableItem, chosenLines, maxClaimable } from '../choose-items';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { QuantityStepper } from './quantity-stepper';
// The items' fieldset takes the radio groups' legend and spacing.
import '../../../components/ui/form-fields.css';

export function ClaimableItems({
  items,
  currency,
  error,
  errorId,
  onChange,
}: {
  items: readonly ClaimableItem[];
  currency: string;
  /** Why Continue was refused (no item chosen), announced and tied to the group. */
  error: string | null;
  errorId: string;
  /** After a quantity changed (the step clears its error). */
  onChange?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const flow = useClaimFlowStore();
  const quantities = Object.fromEntries(flow.items.map((line) => [line.itemId, line.quantity]));

  function setQuantity(itemId: string, quantity: number) {
    onChange?.();
    const { lines, selectedItems } = chosenLines(items, { ...quantities, [itemId]: quantity });
    flow.update({ items: lines, selectedItems });
  }

  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined}>
      <legend className="choice-group__legend">{t('claims.chooseItems.legend')}</legend>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <ul className="claim-items">
        {items.map((item) => {
          const max = maxClaimable(item, flow.heldByDraft);
          return (
            <ClaimItem
              key={item.itemId}
              item={item}
              note={
                <>
                  {t('home.unitPrice', { price: formatMoney(item.unitPrice, currency, language) })} ·{' '}
                  {max > 0
                    ? t('claims.chooseItems.claimable', { available: max, total: item.quantity })
                    : t('claims.chooseItems.alreadyClaimed')}
                </>
              }
              end={
                <QuantityStepper
                  id={`quantity-${item.itemId}`}
                  itemTitle={item.title}
                  value={Math.min(quantities[item.itemId] ?? 0, max)}
                  max={max}
                  onChange={(value) => setQuantity(item.itemId, value)}
                />
              }
            />
          );
        })}
      </ul>
    </fieldset>
  );
}
