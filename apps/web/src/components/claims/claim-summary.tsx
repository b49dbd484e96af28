import type { ReactNode } from 'react';
import './claim-summary.css';

/**
 * A claim's figures as a definition list, each `<div><dt/><dd/></div>`: side by side in a box, or
 * one per row (`rows`); a row with `claim-summary__total` stands out.
 */
export function ClaimSummary({ rows = false, children }: { rows?: boolean; children: ReactNode }) {
  return <dl className={rows ? 'claim-summary claim-summary--rows' : 'claim-summary'}>{children}</dl>;
}
