// Amounts, one row per label (a return's quote; its money promised and paid): the label on the left,
// the amount on the right in tabular figures. `total` rows close a sum (bold, a rule above),
// `strong` rows are bold, `minor` rows quieter. One <dl>, so each label is read with its amount.
import type { ReactNode } from 'react';
import './amounts-list.css';

export interface AmountRow {
  key: string;
  label: ReactNode;
  amount: ReactNode;
  tone?: 'total' | 'strong' | 'minor';
}

export function AmountsList({ rows, className }: { rows: readonly AmountRow[]; className?: string }) {
  return (
    <dl className={className ? `amounts-list ${className}` : 'amounts-list'}>
      {rows.map((row) => (
        <div
          key={row.key}
          className={row.tone ? `amounts-list__row amounts-list__row--${row.tone}` : 'amounts-list__row'}
        >
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
