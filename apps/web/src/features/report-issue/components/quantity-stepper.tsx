import { useTranslation } from 'react-i18next';
import { clampQuantity } from '../choose-items';
import './quantity-stepper.css';

/** − [n] + for a quantity from 0 to max; the field can be typed in too. */
export function QuantityStepper({
  id,
  itemTitle,
  value,
  max,
  onChange,
}: {
  id: string;
  itemTitle: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="stepper">
      <button
        type="button"
        className="stepper__button"
        aria-label={t('claims.chooseItems.decrease', { item: itemTitle })}
        aria-controls={id}
        disabled={value <= 0}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      >
        −
      </button>
      <input
        id={id}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        disabled={max === 0}
        aria-label={t('claims.chooseItems.quantityOf', { item: itemTitle })}
        onChange={(event) => onChange(clampQuantity(Number(event.currentTarget.value), max))}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={t('claims.chooseItems.increase', { item: itemTitle })}
        aria-controls={id}
        disabled={value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      >
        +
      </button>
    </div>
  );
}
